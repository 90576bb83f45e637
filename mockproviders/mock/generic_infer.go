package mock

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// The generic mock has no schema of the provider it stands in for, so it
// infers one from how the configuration reads its objects (see
// providers.ConfigReads): every attribute an expression reads that no
// block of the type sets is a computed attribute, whose type follows the
// reads — data.ucloud_images.default.images[0].id makes "images" a list
// of objects with a string "id" — and whose value is unknown until apply
// for a managed resource, generated when a data source is read. Generated
// values look like what a cloud returns, by the attribute's name: ids
// ("image-k3v9x0qa"), IP addresses, CIDR blocks, zones of the provider's
// region, timestamps, ports and sizes. Lists have as many elements as the
// reads index (one for images[0]), at least two when elements are chosen
// at run time.

// inferGeneric returns the generic mock p with the types the configuration
// reads declared: each one the generic schema plus its inferred computed
// attributes, with their generators. Only the types named after the
// provider (ucloud_* for ucloud/ucloud) are declared.
func inferGeneric(p *Provider, reads providers.ConfigReads) *Provider {
	ret := *p
	ret.Resources = map[string]*Resource{}
	ret.DataSources = map[string]*DataSource{}
	prefix := p.Source
	if i := strings.LastIndexByte(prefix, '/'); i >= 0 {
		prefix = prefix[i+1:]
	}
	prefix += "_"
	keys := map[string]bool{}
	for key := range reads.Reads {
		keys[key] = true
	}
	for key := range reads.Configured {
		keys[key] = true
	}
	for key := range reads.Stored {
		keys[key] = true
	}
	for _, key := range sortedNames(keys) {
		typeName, data := strings.CutPrefix(key, "data.")
		if !strings.HasPrefix(typeName, prefix) {
			continue
		}
		set := map[string]bool{}
		for _, n := range reads.Arguments[key] {
			set[n] = true
		}
		schema, gens := inferSchema(reads.Reads[key], set, reads.Configured[key], reads.Stored[key])
		if schema == nil {
			continue
		}
		if data {
			ret.DataSources[typeName] = &DataSource{Schema: schema, Generators: gens}
		} else {
			r := &Resource{Schema: schema, Generators: gens}
			r.Read = r.genericRead
			ret.Resources[typeName] = r
		}
	}
	return &ret
}

// genericRead refreshes an object of an inferred type: the attributes
// the configuration has started to read since the object was created get
// their values, as the cloud would have had them all along.
func (r *Resource) genericRead(c *Ctx, req providers.ReadRequest) providers.ReadResponse {
	prior := req.PriorState
	if prior == cty.NilVal || prior.IsNull() || !prior.IsKnown() {
		return providers.ReadResponse{NewState: prior}
	}
	if !prior.Type().IsObjectType() {
		return providers.ReadResponse{NewState: prior}
	}
	vals := prior.AsValueMap()
	added := false
	for _, name := range sortedNames(r.Generators) {
		if strings.Contains(name, ".") {
			// An attribute of nested blocks: the blocks are the
			// configuration's.
			continue
		}
		if v, ok := vals[name]; ok && !v.IsNull() {
			continue
		}
		vals[name] = c.generate(r.Generators, cty.GetAttrPath(name), r.Schema.Attributes[name].Type, prior)
		added = true
	}
	if !added {
		return providers.ReadResponse{NewState: prior}
	}
	return providers.ReadResponse{NewState: cty.ObjectVal(vals)}
}

// inferSchema makes the schema of one type from its reads, leaving out the
// attributes its blocks set (their values are the configured ones), or nil
// when the reads add nothing. The arguments the blocks set are declared
// with the types their expressions tell (conf), and so are the nested
// blocks whose arguments all have one; the arguments of prior objects
// that no block sets any more (stored) stay declared as optional
// arguments, so that the plan sets them to null.
func inferSchema(reads []providers.AttributeRead, configured map[string]bool, conf *providers.ConfiguredBlock, stored map[string]cty.Type) (*configschema.Block, map[string]Generator) {
	root := &shape{}
	for _, r := range reads {
		root.add(r.Path, r.Want)
	}
	schema := genericSchema()
	declared := declareConfigured(schema, conf)
	for _, name := range sortedNames(stored) {
		if name == "id" || configured[name] {
			continue
		}
		if _, ok := root.attrs[name]; ok {
			continue
		}
		schema.Attributes[name] = &configschema.Attribute{Type: stored[name], Optional: true}
		declared = true
	}
	gens := map[string]Generator{}
	if a := schema.Attributes["cidr_block"]; a != nil && a.Type == cty.String && !a.Computed {
		// The id of a subnet carries its block (generic_place.go).
		gens["id"] = placedID
	}
	if inferBlockComputed(schema, root, gens) {
		declared = true
	}
	for _, name := range sortedNames(root.attrs) {
		if name == "id" || configured[name] {
			continue
		}
		s := root.attrs[name]
		ty := s.typ(name)
		schema.Attributes[name] = &configschema.Attribute{
			Type:        ty,
			Computed:    true,
			Description: "Inferred by tfplay's generic mock from how the configuration reads it.",
		}
		gens[name] = func(g *Gen) cty.Value {
			v := valueGen{ctx: g.Ctx, base: withoutAttrs(g.Object, schema.Attributes)}
			return s.value(v, cty.GetAttrPath(name), name, "", ty)
		}
	}
	if len(gens) == 0 && !declared {
		return nil, nil
	}
	return schema, gens
}

// declareConfigured declares in schema the arguments conf tells the type
// of, and the nested blocks whose arguments all have a type; it reports
// whether it declared any.
func declareConfigured(schema *configschema.Block, conf *providers.ConfiguredBlock) bool {
	if conf == nil {
		return false
	}
	declared := false
	if schema.BlockTypes == nil {
		schema.BlockTypes = map[string]*configschema.NestedBlock{}
	}
	for _, name := range sortedNames(conf.Arguments) {
		ty := conf.Arguments[name]
		if name == "id" || ty == cty.DynamicPseudoType || ty == cty.NilType {
			continue
		}
		schema.Attributes[name] = &configschema.Attribute{Type: ty, Optional: true}
		declared = true
	}
	for _, name := range sortedNames(conf.Blocks) {
		if _, isArg := conf.Arguments[name]; isArg {
			continue
		}
		if blk := typedBlock(conf.Blocks[name]); blk != nil {
			schema.BlockTypes[name] = &configschema.NestedBlock{Block: *blk, Nesting: configschema.NestingList}
			declared = true
		}
	}
	return declared
}

// typedBlock is the schema of a nested block type whose arguments, and
// its nested blocks' arguments, all have a type, or nil.
func typedBlock(conf *providers.ConfiguredBlock) *configschema.Block {
	ret := &configschema.Block{Attributes: map[string]*configschema.Attribute{}, BlockTypes: map[string]*configschema.NestedBlock{}}
	for name, ty := range conf.Arguments {
		if ty == cty.DynamicPseudoType || ty == cty.NilType || !ty.IsPrimitiveType() && ty.HasDynamicTypes() {
			return nil
		}
		ret.Attributes[name] = &configschema.Attribute{Type: ty, Optional: true}
	}
	for name, child := range conf.Blocks {
		if _, isArg := conf.Arguments[name]; isArg {
			continue
		}
		blk := typedBlock(child)
		if blk == nil {
			return nil
		}
		ret.BlockTypes[name] = &configschema.NestedBlock{Block: *blk, Nesting: configschema.NestingList}
	}
	return ret
}

// shape is what the reads tell of a value: an object with attributes, a
// list or a map of elements, or a single value of a wanted type.
type shape struct {
	attrs map[string]*shape
	// list or isMap make the value a collection of elem.
	list, isMap bool
	elem        *shape
	// minLen is one more than the highest list index read.
	minLen int
	// anyIndex is set when elements are chosen at run time.
	anyIndex bool
	keys     map[string]bool
	want     cty.Type
}

// add records one read path whose value is used as want.
func (s *shape) add(p cty.Path, want cty.Type) {
	if len(p) == 0 {
		if want == cty.NilType || want == cty.DynamicPseudoType {
			return
		}
		if want.IsListType() || want.IsSetType() || want.IsTupleType() {
			if s.attrs == nil && !s.isMap {
				s.list, s.anyIndex = true, true
			}
			return
		}
		if s.want == cty.NilType || s.want == cty.DynamicPseudoType {
			s.want = want
		}
		return
	}
	switch step := p[0].(type) {
	case cty.GetAttrStep:
		if s.list || s.isMap {
			// Read both as a collection and as an object: the
			// collection's reads win.
			return
		}
		if s.attrs == nil {
			s.attrs = map[string]*shape{}
		}
		child := s.attrs[step.Name]
		if child == nil {
			child = &shape{}
			s.attrs[step.Name] = child
		}
		child.add(p[1:], want)
	case cty.IndexStep:
		if s.attrs != nil {
			// An object's attribute by a constant name reads as an index
			// too (tags["Name"]); other indexes make it a collection.
			if step.Key.IsKnown() && step.Key.Type() == cty.String {
				s.add(append(cty.Path{cty.GetAttrStep{Name: step.Key.AsString()}}, p[1:]...), want)
			}
			return
		}
		key := step.Key
		switch {
		case key.IsKnown() && key.Type() == cty.String && !s.list:
			s.isMap = true
			if s.keys == nil {
				s.keys = map[string]bool{}
			}
			s.keys[key.AsString()] = true
		case key.IsKnown() && key.Type() == cty.Number && !s.isMap:
			s.list = true
			if n, acc := key.AsBigFloat().Int64(); acc == 0 && n >= 0 && n < 1000 && int(n)+1 > s.minLen {
				s.minLen = int(n) + 1
			}
		case !key.IsKnown() && key.Type() == cty.String && !s.list:
			s.isMap, s.anyIndex = true, true
		case !key.IsKnown() && !s.isMap:
			s.list, s.anyIndex = true, true
		case !key.IsKnown():
			s.anyIndex = true
		default:
			return
		}
		if s.elem == nil {
			s.elem = &shape{}
		}
		s.elem.add(p[1:], want)
	}
}

// typ is the type of a value of this shape, named name.
func (s *shape) typ(name string) cty.Type {
	switch {
	case s.attrs != nil:
		attrs := map[string]cty.Type{}
		for n, a := range s.attrs {
			attrs[n] = a.typ(n)
		}
		return cty.Object(attrs)
	case s.list:
		return cty.List(s.elemShape().typ(singular(name)))
	case s.isMap:
		return cty.Map(s.elemShape().typ(singular(name)))
	case s.want == cty.String || s.want == cty.Number || s.want == cty.Bool:
		return s.want
	}
	return leafType(name)
}

// elemShape is the shape of the elements of a collection.
func (s *shape) elemShape() *shape {
	if s.elem == nil {
		return &shape{}
	}
	return s.elem
}

// leafType guesses the type of an attribute that the configuration reads
// whole, from its name.
func leafType(name string) cty.Type {
	n := strings.ToLower(name)
	switch {
	case n == "enabled" || n == "ready" || strings.HasPrefix(n, "is_") || strings.HasPrefix(n, "has_") ||
		strings.HasSuffix(n, "_enabled"):
		return cty.Bool
	case n == "count" || strings.HasSuffix(n, "_count") || strings.Contains(n, "size") ||
		strings.HasSuffix(n, "_gb") || strings.HasSuffix(n, "_mb") ||
		n == "port" || strings.HasSuffix(n, "_port") || n == "cpu" || n == "memory" || n == "bandwidth" ||
		strings.HasSuffix(n, "_num") || n == "priority" || n == "weight" || n == "ttl" || n == "capacity":
		return cty.Number
	case strings.HasSuffix(n, "ids") || strings.HasSuffix(n, "ips") || strings.HasSuffix(n, "names") ||
		strings.HasSuffix(n, "zones") || strings.HasSuffix(n, "addresses") || strings.HasSuffix(n, "cidrs") ||
		strings.HasSuffix(n, "_set") || strings.HasSuffix(n, "_list"):
		return cty.List(cty.String)
	}
	return cty.String
}

// singular is the name of one element of a collection named name
// ("images" → "image", "zones" → "zone").
func singular(name string) string {
	switch {
	case strings.HasSuffix(name, "ies") && len(name) > 3:
		return name[:len(name)-3] + "y"
	case strings.HasSuffix(name, "sses") || strings.HasSuffix(name, "xes"):
		return name[:len(name)-2]
	case strings.HasSuffix(name, "_set") || strings.HasSuffix(name, "_list"):
		return name[:strings.LastIndexByte(name, '_')]
	case strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && len(name) > 1:
		return name[:len(name)-1]
	}
	return name
}

// valueGen draws the values of an inferred attribute: each scalar from
// its own path, so that it stays the same whatever else the configuration
// reads, seeded by the object without its inferred attributes.
type valueGen struct {
	ctx  *Ctx
	base cty.Value
}

// at returns the generator of the value at a path.
func (v valueGen) at(p cty.Path) *Gen { return v.ctx.Generator(p, v.base) }

// withoutAttrs returns an object without the computed attributes the
// generic schema declares (its id and inferred attributes): what the
// configuration gave.
func withoutAttrs(obj cty.Value, declared map[string]*configschema.Attribute) cty.Value {
	if obj == cty.NilVal || !obj.IsKnown() || obj.IsNull() || !obj.Type().IsObjectType() {
		return obj
	}
	vals := map[string]cty.Value{}
	for name, av := range obj.AsValueMap() {
		if a, ok := declared[name]; !ok || !a.Computed {
			vals[name] = av
		}
	}
	return cty.ObjectVal(vals)
}

// value generates a value of type ty at path p for this shape; name is the
// attribute's (or for an element, its collection's singular) name and
// parent the name of the collection element or object holding it.
func (s *shape) value(v valueGen, p cty.Path, name, parent string, ty cty.Type) cty.Value {
	switch {
	case ty.IsObjectType():
		vals := map[string]cty.Value{}
		for _, n := range sortedNames(ty.AttributeTypes()) {
			child := &shape{}
			if s.attrs[n] != nil {
				child = s.attrs[n]
			}
			vals[n] = child.value(v, extend(p, cty.GetAttrStep{Name: n}), n, name, ty.AttributeType(n))
		}
		return cty.ObjectVal(vals)
	case ty.IsListType():
		n := s.minLen
		if s.anyIndex || !s.list {
			n = max(n, 2)
		}
		n = max(n, 1)
		elems := make([]cty.Value, n)
		for i := range elems {
			elems[i] = s.elemShape().value(v, extend(p, cty.IndexStep{Key: cty.NumberIntVal(int64(i))}), singular(name), parent, ty.ElementType())
		}
		return cty.ListVal(elems)
	case ty.IsMapType():
		keys := sortedNames(s.keys)
		if s.anyIndex || len(keys) == 0 {
			keys = append(keys, "key1", "key2")
		}
		vals := map[string]cty.Value{}
		for _, k := range keys {
			vals[k] = s.elemShape().value(v, extend(p, cty.IndexStep{Key: cty.StringVal(k)}), k, name, ty.ElementType())
		}
		return cty.MapVal(vals)
	case ty == cty.Number:
		return cty.NumberIntVal(numberFor(v.at(p), name))
	case ty == cty.Bool:
		n := strings.ToLower(name)
		return cty.BoolVal(strings.Contains(n, "enable") || n == "ready" || strings.Contains(n, "available") || strings.Contains(n, "active"))
	}
	return cty.StringVal(stringFor(v.at(p), name, parent))
}

// numberFor generates a number named name.
func numberFor(g *Gen, name string) int64 {
	n := strings.ToLower(name)
	switch {
	case n == "port" || strings.HasSuffix(n, "_port"):
		return []int64{22, 80, 443, 3306, 8080}[g.Intn(5)]
	case strings.Contains(n, "size") || strings.HasSuffix(n, "_gb") || n == "capacity":
		return []int64{20, 40, 50, 100}[g.Intn(4)]
	case n == "cpu":
		return []int64{1, 2, 4, 8}[g.Intn(4)]
	case n == "memory":
		return []int64{1024, 2048, 4096, 8192}[g.Intn(4)]
	case n == "count" || strings.HasSuffix(n, "_count"):
		return int64(1 + g.Intn(3))
	}
	return int64(1 + g.Intn(8))
}

// stringFor generates a string named name, in an element or object named
// parent.
func stringFor(g *Gen, name, parent string) string {
	n := strings.ToLower(name)
	region := ""
	if r := g.ProviderAttr("region"); r.Type() == cty.String && r.IsKnown() && !r.IsNull() {
		region = r.AsString()
	}
	zone := func() string {
		// The n-th element of a list of zones is the region's n-th zone.
		i := g.Intn(3)
		for _, step := range g.Path {
			if ix, ok := step.(cty.IndexStep); ok && ix.Key.Type() == cty.Number {
				n, _ := ix.Key.AsBigFloat().Int64()
				i = int(n)
			}
		}
		if region != "" {
			return fmt.Sprintf("%s-%02d", region, i+1)
		}
		return fmt.Sprintf("zone-%d", i+1)
	}
	switch {
	case n == "id" && strings.Contains(parent, "zone"), n == "zone", strings.HasSuffix(n, "_zone"):
		return zone()
	case n == "region":
		if region != "" {
			return region
		}
		return "region-1"
	case n == "id":
		return idPrefix(parent, g) + "-" + g.Alnum(8)
	case strings.HasSuffix(n, "_id"):
		return idPrefix(strings.TrimSuffix(n, "_id"), g) + "-" + g.Alnum(8)
	case n == "ip" || strings.HasSuffix(n, "_ip") || strings.HasSuffix(n, "ip_address") || n == "address" || strings.HasSuffix(n, "_address"):
		if strings.Contains(n, "public") || strings.Contains(n, "eip") || strings.Contains(n, "external") || strings.Contains(parent, "eip") || strings.Contains(g.TypeName, "eip") {
			return fmt.Sprintf("%s.%d", []string{"203.0.113", "198.51.100"}[g.Intn(2)], 2+g.Intn(250))
		}
		if ip := subnetHost(g); ip != "" {
			return ip
		}
		return fmt.Sprintf("10.%d.%d.%d", g.Intn(256), g.Intn(256), 2+g.Intn(250))
	case n == "cidr" || strings.HasSuffix(n, "_cidr") || strings.HasSuffix(n, "cidr_block"):
		return fmt.Sprintf("10.%d.0.0/16", g.Intn(256))
	case strings.Contains(n, "domain") || strings.Contains(n, "dns") || strings.Contains(n, "hostname"):
		return g.Alnum(8) + ".example.com"
	case n == "name" || strings.HasSuffix(n, "_name"):
		base := strings.TrimSuffix(strings.TrimSuffix(n, "name"), "_")
		if base == "" {
			base = parent
		}
		return idPrefix(base, g) + "-" + g.Alnum(6)
	case n == "status" || n == "state":
		return "available"
	case strings.HasSuffix(n, "_at") || strings.HasSuffix(n, "time") || strings.HasSuffix(n, "date") || n == "timestamp":
		return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02dZ", 1+g.Intn(12), 1+g.Intn(28), g.Intn(24), g.Intn(60), g.Intn(60))
	case n == "url" || strings.HasSuffix(n, "_url") || strings.Contains(n, "endpoint"):
		return "https://" + g.Alnum(8) + ".example.com"
	}
	return g.Alnum(8)
}

// idPrefix is what an id or name of something called base starts with: the
// base in kebab case, else the type's name without its provider prefix
// ("instance" for ucloud_instance).
func idPrefix(base string, g *Gen) string {
	if base == "" {
		base = g.TypeName
		if i := strings.IndexByte(base, '_'); i >= 0 && i < len(base)-1 {
			base = base[i+1:]
		}
	}
	return strings.ReplaceAll(base, "_", "-")
}

// configuredPrivate is the private data the generic mock keeps with an
// object: the arguments its configuration sets, so that when one is taken
// out of the configuration, the engine tells the mock it is still in
// state (providers.ConfigReads.Stored) and the plan sets it to null.
func configuredPrivate(config cty.Value) []byte {
	if config != cty.NilVal {
		config, _ = config.UnmarkDeep()
	}
	if config == cty.NilVal || config.IsNull() || !config.IsKnown() || !config.Type().IsObjectType() {
		return nil
	}
	var names []string
	for name, v := range config.AsValueMap() {
		if !v.IsNull() && name != "id" {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return nil
	}
	sort.Strings(names)
	js, err := json.Marshal(providers.ConfiguredPrivate{Arguments: names})
	if err != nil {
		return nil
	}
	return js
}

// inferBlockComputed declares in the nested block types of schema (the
// configured ones) the attributes the configuration reads from them
// without setting them (ucloud_security_group.web.rules[0].rule_id), as
// computed attributes with their generators; it reports whether it
// declared any.
func inferBlockComputed(schema *configschema.Block, root *shape, gens map[string]Generator) bool {
	declared := false
	for _, name := range sortedNames(schema.BlockTypes) {
		s := root.attrs[name]
		if s == nil || s.attrs != nil || s.isMap {
			continue
		}
		elem := s.elemShape()
		blk := &schema.BlockTypes[name].Block
		for _, an := range sortedNames(elem.attrs) {
			if _, ok := blk.Attributes[an]; ok {
				continue
			}
			if _, ok := blk.BlockTypes[an]; ok {
				continue
			}
			child := elem.attrs[an]
			ty := child.typ(an)
			blk.Attributes[an] = &configschema.Attribute{
				Type:        ty,
				Computed:    true,
				Description: "Inferred by tfplay's generic mock from how the configuration reads it.",
			}
			parent := singular(name)
			gens[name+"."+an] = func(g *Gen) cty.Value {
				v := valueGen{ctx: g.Ctx, base: withoutAttrs(g.Object, schema.Attributes)}
				return child.value(v, g.Path, an, parent, ty)
			}
			declared = true
		}
	}
	return declared
}
