package kubernetes

import (
	"fmt"
	"strconv"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// metadata is the metadata block of an object. Namespaced objects live in
// the "default" namespace unless told otherwise.
func metadata(kind string, namespaced bool) *configschema.NestedBlock {
	a := attrs{
		"name":             attr(str, "ocf", "Name of the "+kind+", unique in its namespace; cannot be changed."),
		"generate_name":    attr(str, "of", "Prefix of a name the server generates when name is unset."),
		"labels":           attr(strMap, "o", "Labels: key/value pairs to select and organize objects."),
		"annotations":      attr(strMap, "o", "Annotations: arbitrary key/value metadata."),
		"uid":              attr(str, "c", "Unique id of the "+kind+"."),
		"resource_version": attr(str, "c", "Opaque version of the "+kind+", changed by every write."),
		"generation":       attr(num, "c", "Generation of the desired state."),
	}
	if namespaced {
		a["namespace"] = attr(str, "of", "Namespace of the "+kind+" (\"default\" by default).")
	}
	return list(1, 1, "Standard object metadata.", a, nil)
}

// uuid4 returns a random version 4 UUID, as the API server assigns uids.
func uuid4(g *mock.Gen) string {
	b := g.Bytes(16)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// nameAlphabet is the alphabet of generated name suffixes.
const nameAlphabet = "bcdfghjklmnpqrstvwxz2456789"

// objectName is the name of an object: metadata.name, else generate_name
// and five characters the server picks (the same for every attribute).
func objectName(g *mock.Gen) string {
	md := metaOf(g.Object)
	if n := strOf(getAttr(md, "name")); n != "" {
		return n
	}
	return strOf(getAttr(md, "generate_name")) + g.Ctx.Generator(cty.GetAttrPath("generated_name"), g.Object).From(nameAlphabet, 5)
}

// metaOf returns the metadata element of an object.
func metaOf(obj cty.Value) cty.Value {
	md := getAttr(obj, "metadata")
	if !usable(md) || !md.Type().IsListType() || md.LengthInt() == 0 {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return md.Index(cty.Zero)
}

// resourceVersion is a fresh resource version.
func resourceVersion(g *mock.Gen) string {
	return strconv.Itoa(100000 + g.Intn(900000))
}

// kind describes a Kubernetes object type for the mock.
type kind struct {
	name       string // singular, lower case ("deployment")
	namespaced bool
	desc       string
	attrs      attrs
	blocks     blocks
	// schemaKey, when set, names the schema instead of attrs and blocks
	// (see schemas.go).
	schemaKey string
	// generation tells whether the API server counts generations of the
	// object's spec (workloads do; config maps do not).
	generation bool
	defaults   map[string]cty.Value
	generators map[string]mock.Generator
	// computed are the dotted paths of blocks the server fills in.
	computed []string
}

// block is the schema of the kind's resource type: its attrs and blocks,
// with metadata and the id.
func (k kind) block() *configschema.Block {
	a := merge(k.attrs, attrs{"id": attr(str, "oc", "NAMESPACE/NAME of the object (NAME when it has no namespace).")})
	b := blocks{"metadata": metadata(k.name, k.namespaced)}
	for n, nb := range k.blocks {
		b[n] = nb
	}
	return resourceBlock(k.desc, a, b)
}

// resource declares a Kubernetes resource type: metadata, an id of
// "NAMESPACE/NAME" (or "NAME"), server-assigned uid and versions.
func (k kind) resource() *mock.Resource {
	defaults := map[string]cty.Value{}
	if k.namespaced {
		defaults["metadata.namespace"] = cty.StringVal("default")
	}
	for p, v := range k.defaults {
		defaults[p] = v
	}
	gens := map[string]mock.Generator{
		"id": gen(func(g *mock.Gen) string {
			if k.namespaced {
				return strOf(getAttr(metaOf(g.Object), "namespace")) + "/" + objectName(g)
			}
			return objectName(g)
		}),
		"metadata.name":             gen(objectName),
		"metadata.uid":              gen(uuid4),
		"metadata.resource_version": gen(resourceVersion),
		"metadata.generation": func(*mock.Gen) cty.Value {
			if k.generation {
				return cty.NumberIntVal(1)
			}
			return cty.Zero
		},
	}
	for p, g := range k.generators {
		gens[p] = g
	}
	var schema *configschema.Block
	if k.schemaKey != "" {
		schema = kindSchema(k)
	} else {
		schema = k.block()
	}
	r := &mock.Resource{Schema: schema, Defaults: defaults, Generators: gens}
	r.ImportID = importByName(r.Schema, k.namespaced)
	if len(k.computed) > 0 {
		withPlan(r, computedBlocks(r.Schema, k.computed...))
	}
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		resp := r.DefaultApply(c, req)
		if usable(req.PriorState) && usable(resp.NewState) && !resp.Diagnostics.HasErrors() {
			resp.NewState = bumpVersions(c, req.PriorState, resp.NewState, k.generation)
		}
		return resp
	}
	return r
}

// bumpVersions gives an updated object the new resource version the API
// server returns, and the next generation when its spec changed.
func bumpVersions(c *mock.Ctx, prior, state cty.Value, generation bool) cty.Value {
	md, before := metaOf(state), metaOf(prior)
	if !usable(md) || !usable(before) {
		return state
	}
	vals := md.AsValueMap()
	old, _ := strconv.Atoi(strOf(before.GetAttr("resource_version")))
	g := c.Generator(cty.GetAttrPath("resource_version"), state)
	vals["resource_version"] = cty.StringVal(strconv.Itoa(old + 1 + g.Intn(500)))
	if gen := before.GetAttr("generation"); generation && usable(gen) && !getAttr(prior, "spec").RawEquals(getAttr(state, "spec")) {
		vals["generation"] = gen.Add(cty.NumberIntVal(1))
	}
	return setAttr(state, "metadata", cty.ListVal([]cty.Value{cty.ObjectVal(vals)}))
}

// sv is cty.StringVal, short for generators.
func sv(s string) cty.Value { return cty.StringVal(s) }

// gen wraps a string-producing function as a generator.
func gen(f func(g *mock.Gen) string) mock.Generator {
	return func(g *mock.Gen) cty.Value { return sv(f(g)) }
}

// fixed is the generator of a constant string.
func fixed(s string) mock.Generator { return gen(func(*mock.Gen) string { return s }) }

// number is the generator of a constant number.
func number(n int64) mock.Generator {
	return func(*mock.Gen) cty.Value { return cty.NumberIntVal(n) }
}

// emptyMap is the generator of an empty map of strings.
func emptyMap(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) }

// aliases registers a resource type under its legacy name and its _v1
// name (kubernetes_deployment and kubernetes_deployment_v1).
func aliases(into map[string]*mock.Resource, name string, decl func() *mock.Resource) {
	into["kubernetes_"+name] = decl()
	into["kubernetes_"+name+"_v1"] = decl()
}
