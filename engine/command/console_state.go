package command

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// stateResources answers the console's resource references from the
// state, as `terraform console` evaluates against the current state: a
// resource the state records has the values it records (sensitive ones
// marked); one it does not record stays unknown.
type stateResources struct {
	state     *states.State
	providers providers.Factory
	schemas   map[string]providers.ProviderSchema
	memo      map[string]cty.Value
}

func newStateResources(st *states.State, factory providers.Factory) *stateResources {
	return &stateResources{state: st, providers: factory, schemas: map[string]providers.ProviderSchema{}, memo: map[string]cty.Value{}}
}

// ResourceValue implements eval.ResourceSource.
func (sr *stateResources) ResourceValue(s *eval.Scope, r *config.Resource) (cty.Value, hcl.Diagnostics) {
	addr := addrs.AbsResource{Module: s.Path, Resource: r.Addr()}
	key := addr.String()
	if v, ok := sr.memo[key]; ok {
		return v, nil
	}
	var res *states.Resource
	if sr.state != nil {
		res = sr.state.Resource(addr)
	}
	if res == nil {
		// Not applied yet: unknown, as before there is a state.
		return marks.ErroredVal(cty.DynamicPseudoType), nil
	}
	sch := sr.schema(res, r.Mode == config.DataResource)
	ty := cty.DynamicPseudoType
	if sch != nil && !sch.Dynamic {
		ty = sch.ImpliedType()
	}
	vals := map[addrs.InstanceKey]cty.Value{}
	for k, inst := range res.Instances {
		if inst.Current == nil {
			continue
		}
		obj, err := inst.Current.Decode(ty)
		if err != nil {
			continue
		}
		v := obj.Value
		if sch != nil {
			v = markSchemaSensitive(v, sch)
		}
		vals[k] = v
	}
	v := resourceAggregate(r, vals)
	sr.memo[key] = v
	return v, nil
}

// schema returns the schema of a state resource's type from the provider
// its state names; nil when the provider does not know the type.
func (sr *stateResources) schema(res *states.Resource, data bool) *configschema.Block {
	src := providerConfigSource(res.ProviderConfig)
	if src == "" || sr.providers == nil {
		return nil
	}
	ps, ok := sr.schemas[src]
	if !ok {
		p, _ := sr.providers(src)
		if p != nil {
			ps = p.Schema()
		}
		sr.schemas[src] = ps
	}
	get := ps.ResourceTypeSchema
	if data {
		get = ps.DataSourceSchema
	}
	s, ok := get(res.Addr.Resource.Type)
	if !ok {
		return nil
	}
	return s.Block
}

// providerConfigSource is the provider source of a state's provider
// configuration address: provider["registry.terraform.io/hashicorp/aws"].west
// gives registry.terraform.io/hashicorp/aws.
func providerConfigSource(pc string) string {
	start := strings.Index(pc, `["`)
	end := strings.Index(pc, `"]`)
	if start < 0 || end <= start+2 {
		return ""
	}
	return pc[start+2 : end]
}

// markSchemaSensitive marks the values a schema declares sensitive.
func markSchemaSensitive(v cty.Value, sch *configschema.Block) cty.Value {
	if v.IsNull() || !v.IsWhollyKnown() {
		return v
	}
	paths := sch.SensitivePaths(v)
	if len(paths) == 0 {
		return v
	}
	pvm := make([]cty.PathValueMarks, len(paths))
	for i, p := range paths {
		pvm[i] = cty.PathValueMarks{Path: p, Marks: cty.NewValueMarks(marks.Sensitive)}
	}
	return v.MarkWithPaths(pvm)
}

// resourceAggregate makes the value a resource reference has from its
// instances (see config.Resource.InstancesValue).
func resourceAggregate(r *config.Resource, vals map[addrs.InstanceKey]cty.Value) cty.Value {
	if v, ok := r.InstancesValue(vals); ok {
		return v
	}
	return marks.ErroredVal(cty.DynamicPseudoType)
}
