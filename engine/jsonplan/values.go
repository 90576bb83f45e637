package jsonplan

import (
	"fmt"
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/jsonstate"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// marshalPlannedValues renders planned_values: the outputs that are not
// being removed and every resource instance that will exist after apply.
func marshalPlannedValues(p *plans.Plan, schemas jsonstate.SchemaFunc) (Values, error) {
	var vals Values
	outs, err := marshalPlannedOutputs(p.Outputs)
	if err != nil {
		return vals, err
	}
	vals.Outputs = outs

	byModule := map[string][]*plans.ResourceInstanceChange{}
	modules := map[string]addrs.ModuleInstance{"": addrs.RootModuleInstance}
	children := map[string][]string{}
	for _, c := range p.Changes {
		if c == nil || c.Action == plans.Delete || c.Action == plans.Forget || c.DeposedKey != "" {
			continue
		}
		mk := c.Addr.Module.String()
		byModule[mk] = append(byModule[mk], c)
		for i := 1; i <= len(c.Addr.Module); i++ {
			child := c.Addr.Module[:i]
			ck := child.String()
			if _, seen := modules[ck]; seen {
				continue
			}
			modules[ck] = child
			parent := c.Addr.Module[:i-1].String()
			children[parent] = append(children[parent], ck)
		}
	}
	var build func(key string) (jsonstate.Module, error)
	build = func(key string) (jsonstate.Module, error) {
		m := jsonstate.Module{Address: key}
		for _, c := range byModule[key] {
			r, err := marshalPlannedResource(c, p.PriorState, schemas)
			if err != nil {
				return m, err
			}
			m.Resources = append(m.Resources, r)
		}
		sort.SliceStable(m.Resources, func(i, j int) bool { return m.Resources[i].Address < m.Resources[j].Address })
		kids := append([]string(nil), children[key]...)
		sort.Strings(kids)
		for _, k := range kids {
			cm, err := build(k)
			if err != nil {
				return m, err
			}
			m.ChildModules = append(m.ChildModules, cm)
		}
		return m, nil
	}
	root, err := build("")
	if err != nil {
		return vals, err
	}
	vals.RootModule = root
	return vals, nil
}

// marshalPlannedResource renders the planned object of one instance:
// its known attribute values and its sensitive markers. The schema
// version is the prior object's (0 for new objects).
func marshalPlannedResource(c *plans.ResourceInstanceChange, prior *states.State, schemas jsonstate.SchemaFunc) (jsonstate.Resource, error) {
	res := jsonstate.ResourceHeader(c.Addr, c.ProviderConfig)
	if prior != nil {
		if is := prior.ResourceInstance(c.Addr); is != nil && is.Current != nil {
			res.SchemaVersion = is.Current.SchemaVersion
		}
	}
	schema := jsonstate.LookupSchema(schemas, c.ProviderConfig, c.Addr.Resource.Resource)
	after := orNull(c.After)
	plain, _ := after.UnmarkDeep()
	known := omitUnknowns(plain)
	attrs, err := jsonstate.AttributeValues(known)
	if err != nil {
		return res, fmt.Errorf("%s: %w", res.Address, err)
	}
	res.AttributeValues = attrs
	sens, err := boolJSON(jsonstate.SensitiveAsBool(jsonstate.MarkSchemaSensitive(after, schema)))
	if err != nil {
		return res, fmt.Errorf("%s: %w", res.Address, err)
	}
	res.SensitiveValues = sens
	return res, nil
}

// marshalPlannedOutputs renders the outputs as planned; type and value
// only when the value is wholly known.
func marshalPlannedOutputs(changes []*plans.OutputChange) (map[string]Output, error) {
	if len(changes) == 0 {
		return nil, nil
	}
	out := map[string]Output{}
	for _, oc := range changes {
		if oc == nil || oc.Action == plans.Delete {
			continue
		}
		o := Output{Sensitive: oc.Sensitive}
		after, _ := orNull(oc.After).UnmarkDeep()
		if after.IsWhollyKnown() {
			vj, err := ctyjson.Marshal(after, after.Type())
			if err != nil {
				return nil, fmt.Errorf("output %q: %w", oc.Name, err)
			}
			tj, err := ctyjson.MarshalType(after.Type())
			if err != nil {
				return nil, fmt.Errorf("output %q: %w", oc.Name, err)
			}
			o.Value, o.Type = vj, tj
		}
		out[oc.Name] = o
	}
	return out, nil
}
