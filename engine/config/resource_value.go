package config

import (
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/zclconf/go-cty/cty"
)

// Addr is the resource's address within its module.
func (r *Resource) Addr() addrs.Resource {
	mode := addrs.Managed
	if r.Mode == DataResource {
		mode = addrs.Data
	}
	return addrs.Resource{Mode: mode, Type: r.Type, Name: r.Name}
}

// InstancesValue is the value a reference to the whole resource has, made
// from its instances' values: the single instance's object, a tuple in
// index order for count, an object by key for for_each. ok is false when
// a resource without count or for_each has no instance value.
func (r *Resource) InstancesValue(vals map[addrs.InstanceKey]cty.Value) (v cty.Value, ok bool) {
	switch {
	case r.Count != nil:
		keys := make([]int, 0, len(vals))
		for k := range vals {
			if ik, isInt := k.(addrs.IntKey); isInt {
				keys = append(keys, int(ik))
			}
		}
		sort.Ints(keys)
		elems := make([]cty.Value, 0, len(keys))
		for _, k := range keys {
			elems = append(elems, vals[addrs.IntKey(k)])
		}
		return cty.TupleVal(elems), true
	case r.ForEach != nil:
		attrs := map[string]cty.Value{}
		for k, v := range vals {
			if sk, isString := k.(addrs.StringKey); isString {
				attrs[string(sk)] = v
			}
		}
		return cty.ObjectVal(attrs), true
	}
	v, ok = vals[addrs.NoKey]
	return v, ok
}
