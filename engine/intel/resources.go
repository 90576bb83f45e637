package intel

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// resourceSource answers the evaluator's resource references from a
// saved plan (planned values, unknown where computed at apply), else from
// the state, else from the configuration itself (arguments as written,
// computed attributes unknown): what a resource is as far as tfplay
// knows it.
type resourceSource struct {
	plan  *plans.Plan
	state *states.State
	// changes are the plan's changes of current objects by resource.
	changes map[string][]*plans.ResourceInstanceChange
	memo    map[string]cty.Value
}

// newResourceSource reads resources from a plan (may be nil) or a state
// (may be nil).
func newResourceSource(plan *plans.Plan, state *states.State) *resourceSource {
	rs := &resourceSource{plan: plan, state: state, memo: map[string]cty.Value{}}
	if plan != nil {
		rs.state = plan.PriorState
		rs.changes = map[string][]*plans.ResourceInstanceChange{}
		for _, ch := range plan.Changes {
			if ch.DeposedKey != "" {
				continue
			}
			k := addrs.AbsResource{Module: ch.Addr.Module, Resource: ch.Addr.Resource.Resource}.String()
			rs.changes[k] = append(rs.changes[k], ch)
		}
	}
	return rs
}

// ResourceValue implements eval.ResourceSource.
func (rs *resourceSource) ResourceValue(s *eval.Scope, r *config.Resource) (cty.Value, hcl.Diagnostics) {
	addr := addrs.AbsResource{Module: s.Path, Resource: r.Addr()}
	key := addr.String()
	if v, ok := rs.memo[key]; ok {
		s.Evaluator().UseObject(key)
		return v, nil
	}
	if !s.Evaluator().BeginObject(key) {
		return cty.DynamicVal, nil
	}
	defer s.Evaluator().EndObject()
	sch := typeSchema(providerSource(s.Module(), r.ProviderLocalName()), r.Type, r.Mode == config.DataResource)
	v := cty.DynamicVal
	if rs.hasRecord(addr) {
		v = aggregate(r, rs.recorded(addr, sch))
	} else if vals, ok := rs.configured(s, r, sch); ok {
		v = aggregate(r, vals)
	}
	rs.memo[key] = v
	return v, nil
}

// hasRecord reports whether the plan or state knows the resource at all
// (a resource planned for deletion has a record and no values).
func (rs *resourceSource) hasRecord(addr addrs.AbsResource) bool {
	if len(rs.changes[addr.String()]) > 0 {
		return true
	}
	return rs.state != nil && rs.state.Resource(addr) != nil
}

// recorded returns the instances' values the plan or state records.
func (rs *resourceSource) recorded(addr addrs.AbsResource, sch *configschema.Block) map[addrs.InstanceKey]cty.Value {
	out := map[addrs.InstanceKey]cty.Value{}
	planned := map[addrs.InstanceKey]bool{}
	for _, ch := range rs.changes[addr.String()] {
		k := ch.Addr.Resource.Key
		planned[k] = true
		if ch.Action == plans.Delete || ch.After.IsNull() {
			continue
		}
		out[k] = ch.After
	}
	if rs.state == nil {
		return out
	}
	res := rs.state.Resource(addr)
	if res == nil {
		return out
	}
	ty := cty.DynamicPseudoType
	if sch != nil && !sch.Dynamic {
		ty = sch.ImpliedType()
	}
	for k, inst := range res.Instances {
		if planned[k] || inst.Current == nil {
			continue
		}
		if v, ok := decodeObject(inst.Current, ty, sch); ok {
			out[k] = v
		}
	}
	return out
}

// configured evaluates the resource's configuration: the arguments as
// written, computed attributes unknown, per instance.
func (rs *resourceSource) configured(s *eval.Scope, r *config.Resource, sch *configschema.Block) (map[addrs.InstanceKey]cty.Value, bool) {
	out := map[addrs.InstanceKey]cty.Value{}
	if sch == nil || sch.Dynamic {
		return nil, false
	}
	x, diags := s.Expand(r.Count, r.ForEach)
	if diags.HasErrors() || !x.Known {
		return nil, false
	}
	for _, k := range x.Keys {
		v := configValue(s, r, sch, x.Instance(k))
		out[k] = markSensitive(v, sch)
	}
	return out, true
}

// configValue decodes one instance's configuration with unknown values
// for the computed attributes it leaves unset.
func configValue(s *eval.Scope, r *config.Resource, sch *configschema.Block, inst *eval.Instance) cty.Value {
	ty := sch.ImpliedType()
	ctx, diags := s.Context(configschema.Variables(r.Config, sch), inst)
	if diags.HasErrors() {
		return cty.UnknownVal(ty)
	}
	v, diags := s.Evaluator().Decode(r.Config, sch, ctx)
	if diags.HasErrors() || !v.Type().IsObjectType() {
		return cty.UnknownVal(ty)
	}
	return unknownComputed(v, sch)
}

// unknownComputed replaces the null computed attributes of an object
// (and of its nested blocks) with unknown values: the provider sets them.
func unknownComputed(v cty.Value, sch *configschema.Block) cty.Value {
	if v.IsNull() || !v.IsKnown() || !v.Type().IsObjectType() {
		return v
	}
	val, valMarks := v.Unmark()
	attrs := val.AsValueMap()
	if attrs == nil {
		attrs = map[string]cty.Value{}
	}
	for n, a := range sch.Attributes {
		if cur, ok := attrs[n]; ok && a.Computed && cur.IsNull() {
			attrs[n] = cty.UnknownVal(a.ImpliedType())
		}
	}
	for n, nb := range sch.BlockTypes {
		cur, ok := attrs[n]
		if !ok || cur.IsNull() || !cur.IsKnown() {
			continue
		}
		switch nb.Nesting {
		case configschema.NestingSingle, configschema.NestingGroup:
			attrs[n] = unknownComputed(cur, &nb.Block)
		case configschema.NestingList:
			if cur.Type().IsListType() && cur.LengthInt() > 0 {
				var elems []cty.Value
				for it := cur.ElementIterator(); it.Next(); {
					_, e := it.Element()
					elems = append(elems, unknownComputed(e, &nb.Block))
				}
				attrs[n] = cty.ListVal(elems)
			}
		}
	}
	return cty.ObjectVal(attrs).WithMarks(valMarks)
}

// markSensitive marks the values a schema declares sensitive.
func markSensitive(v cty.Value, sch *configschema.Block) cty.Value {
	if sch == nil || v.IsNull() || !v.IsKnown() {
		return v
	}
	for _, p := range sch.SensitivePaths(v) {
		v, _ = cty.Transform(v, func(q cty.Path, x cty.Value) (cty.Value, error) {
			if q.Equals(p) {
				return x.Mark(marks.Sensitive), nil
			}
			return x, nil
		})
	}
	return v
}

// aggregate makes the value a resource reference has from its instances
// (see config.Resource.InstancesValue); unknown when there is none.
func aggregate(r *config.Resource, vals map[addrs.InstanceKey]cty.Value) cty.Value {
	if v, ok := r.InstancesValue(vals); ok {
		return v
	}
	return cty.DynamicVal
}

// objects caches the values decoded from state objects: decoding JSON
// with a large schema is the costliest part of a hover. Objects are
// immutable once read, so their addresses are keys; the cache is emptied
// when it grows past maxObjects.
var objects = map[*states.ObjectSrc]cty.Value{}

// maxObjects bounds the decoded objects cache.
const maxObjects = 20000

// decodeObject decodes a state object with its type's schema, marking
// its sensitive values.
func decodeObject(o *states.ObjectSrc, ty cty.Type, sch *configschema.Block) (cty.Value, bool) {
	if v, ok := objects[o]; ok {
		return v, true
	}
	obj, err := o.Decode(ty)
	if err != nil {
		return cty.NilVal, false
	}
	v := markSensitive(obj.Value, sch)
	if len(objects) >= maxObjects {
		objects = map[*states.ObjectSrc]cty.Value{}
	}
	objects[o] = v
	return v, true
}
