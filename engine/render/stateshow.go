package render

import (
	"fmt"
	"sort"
	"strings"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
)

// StateObject is one resource instance object to show from the state.
type StateObject struct {
	Addr       addrs.AbsResourceInstance
	DeposedKey string
	Tainted    bool
	// Value is the object, with sensitive marks.
	Value cty.Value
	// Schema is the resource type's schema; nil renders from the value.
	Schema *configschema.Block
}

// stateOpts are the options of state rendering: every attribute shown,
// no action markers.
func stateOpts(opts Options) renderOpts {
	return renderOpts{c: opts.colorizer(), showUnchanged: true, hideSymbols: true}
}

// renderStateObject renders "# ADDR:" and the object's body.
func renderStateObject(obj StateObject, opts Options) string {
	addr := obj.Addr.String()
	var b strings.Builder
	switch {
	case obj.DeposedKey != "":
		fmt.Fprintf(&b, "# %s: (deposed object %s)", addr, obj.DeposedKey)
	case obj.Tainted:
		fmt.Fprintf(&b, "# %s: (tainted)", addr)
	default:
		fmt.Fprintf(&b, "# %s:", addr)
	}
	b.WriteString("\n")
	schema := usableSchema(obj.Schema, obj.Value)
	sh := shape{block: schema}
	sens := sensitiveTree(obj.Value, sh, false)
	plain := plainValue(obj.Value)
	c := change{
		before: plain, after: plain,
		unknown:    false,
		beforeSens: sens, afterSens: sens,
		relevant: everything,
	}
	mode := "resource"
	if obj.Addr.Resource.Resource.Mode == addrs.Data {
		mode = "data"
	}
	fmt.Fprintf(&b, "%s %q %q %s", mode, obj.Addr.Resource.Resource.Type, obj.Addr.Resource.Resource.Name, diffBlock(c, schema).render(0, stateOpts(opts)))
	return b.String()
}

// StateShow is what `terraform state show ADDR` prints for one object.
func StateShow(obj StateObject, opts Options) string {
	return renderStateObject(obj, opts) + "\n"
}

// ShowState is what `terraform show` prints for a state: every resource
// instance object (modules in order, each module's objects by address)
// and then the root outputs in the plan renderer's syntax. An empty state
// prints "The state file is empty. No resources are represented.".
// schemas may be nil.
func ShowState(s *states.State, schemas SchemaLookup, opts Options) (string, error) {
	if s == nil || s.Empty() {
		return "The state file is empty. No resources are represented.\n", nil
	}
	var b strings.Builder
	first := true
	var modErr error
	for _, mk := range sortedModules(s) {
		m := s.Modules[mk]
		objs, err := moduleObjects(m, schemas)
		if err != nil && modErr == nil {
			modErr = err
		}
		if len(objs) > 0 && !first {
			b.WriteString("\n")
		}
		for _, o := range objs {
			if !first {
				b.WriteString("\n")
			}
			first = false
			b.WriteString(renderStateObject(o, opts) + "\n")
		}
	}
	if root := s.Modules[""]; root != nil && len(root.OutputValues) > 0 {
		b.WriteString("\n\nOutputs:\n\n")
		names := make([]string, 0, len(root.OutputValues))
		for n := range root.OutputValues {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			b.WriteString(n + " = " + stateOutput(root.OutputValues[n], opts) + "\n")
		}
	}
	return b.String(), modErr
}

// stateOutput renders a root output value from the state, typed by its
// value, hiding it when it is sensitive.
func stateOutput(ov *states.OutputValue, opts Options) string {
	v := ov.Value
	if v == cty.NilVal {
		v = cty.NullVal(cty.DynamicPseudoType)
	}
	v, _ = v.UnmarkDeep()
	plain := plainValue(v)
	c := change{
		before: plain, after: plain,
		unknown:    false,
		beforeSens: ov.Sensitive, afterSens: ov.Sensitive,
		relevant: everything,
	}
	return diffType(c, v.Type()).render(0, stateOpts(opts))
}

// sortedModules orders module instance keys as Terraform lists modules:
// the root first, then each module followed by its descendants, siblings
// by call name and instance key.
func sortedModules(s *states.State) []string {
	keys := make([]string, 0, len(s.Modules))
	for k := range s.Modules {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := s.Modules[keys[i]].Addr, s.Modules[keys[j]].Addr
		for n := 0; n < len(a) && n < len(b); n++ {
			if a[n].Name != b[n].Name {
				return a[n].Name < b[n].Name
			}
			if addrs.KeyString(a[n].Key) != addrs.KeyString(b[n].Key) {
				return addrs.KeyLess(a[n].Key, b[n].Key)
			}
		}
		return len(a) < len(b)
	})
	return keys
}

// moduleObjects decodes the objects of a module's resources: data
// sources first, then by type and name, instance key, current object
// before deposed ones.
func moduleObjects(m *states.Module, schemas SchemaLookup) ([]StateObject, error) {
	var res []*states.Resource
	for _, r := range m.Resources {
		res = append(res, r)
	}
	sort.Slice(res, func(i, j int) bool {
		a, b := res[i].Addr.Resource, res[j].Addr.Resource
		switch {
		case a.Mode != b.Mode:
			return a.Mode == addrs.Data
		case a.Type != b.Type:
			return a.Type < b.Type
		}
		return a.Name < b.Name
	})
	var out []StateObject
	var firstErr error
	for _, r := range res {
		var schema *configschema.Block
		if schemas != nil {
			schema = schemas(r.ProviderConfig, r.Addr.Resource.Mode, r.Addr.Resource.Type)
		}
		keys := make([]addrs.InstanceKey, 0, len(r.Instances))
		for k := range r.Instances {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return addrs.KeyLess(keys[i], keys[j]) })
		for _, k := range keys {
			inst := r.Instances[k]
			addr := addrs.AbsResourceInstance{Module: m.Addr, Resource: r.Addr.Resource.Instance(k)}
			add := func(src *states.ObjectSrc, deposed string) {
				v, err := DecodeObject(src, schema)
				if err != nil {
					if firstErr == nil {
						firstErr = fmt.Errorf("%s: %w", addr, err)
					}
					return
				}
				out = append(out, StateObject{Addr: addr, DeposedKey: deposed, Tainted: src.Status == states.ObjectTainted, Value: v, Schema: schema})
			}
			if inst.Current != nil {
				add(inst.Current, "")
			}
			dks := make([]string, 0, len(inst.Deposed))
			for dk := range inst.Deposed {
				dks = append(dks, dk)
			}
			sort.Strings(dks)
			for _, dk := range dks {
				add(inst.Deposed[dk], dk)
			}
		}
	}
	return out, firstErr
}

// DecodeObject decodes a stored object with its resource type's schema
// (or, without one, by the shape of its JSON) and marks its sensitive
// attributes.
func DecodeObject(src *states.ObjectSrc, schema *configschema.Block) (cty.Value, error) {
	ty := cty.DynamicPseudoType
	if schema != nil {
		ty = schema.ImpliedType()
	}
	if ty == cty.DynamicPseudoType {
		implied, err := ctyjson.ImpliedType(src.AttrsJSON)
		if err != nil {
			return cty.NilVal, err
		}
		ty = implied
	}
	v, err := ctyjson.Unmarshal(src.AttrsJSON, ty)
	if err != nil {
		return cty.NilVal, err
	}
	if len(src.SensitivePaths) > 0 {
		pvm := make([]cty.PathValueMarks, 0, len(src.SensitivePaths))
		for _, p := range src.SensitivePaths {
			pvm = append(pvm, cty.PathValueMarks{Path: p, Marks: cty.NewValueMarks(marks.Sensitive)})
		}
		v = v.MarkWithPaths(pvm)
	}
	return v, nil
}

// ShowPlan is what `terraform show PLANFILE` prints: the plan as `terraform
// plan` rendered it.
func ShowPlan(p *plans.Plan, schemas SchemaLookup, opts Options) string {
	return Plan(p, schemas, opts)
}
