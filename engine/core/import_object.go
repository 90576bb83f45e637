package core

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// ImportResult is what `terraform import ADDR ID` did.
type ImportResult struct {
	State *states.State
	// TypeName is the imported object's resource type.
	TypeName string
	// Object is the imported object as read back by the provider.
	Object cty.Value
}

// Import imports one existing object into the state at a resource
// instance address of the configuration, as the import command does.
func Import(opts Options, target string, id string) (*ImportResult, hcl.Diagnostics) {
	trav, diags := parseAddress(target)
	if diags.HasErrors() {
		return nil, diags
	}
	ep, diags := addrs.ParseEndpoint(trav)
	if diags.HasErrors() || ep.Resource == nil || ep.Resource.Mode != addrs.Managed {
		return nil, hcl.Diagnostics{errorf("Invalid address", "The address %q is not a managed resource instance address.", target)}
	}
	ia := addrs.AbsResourceInstance{Module: ep.Module, Resource: ep.Resource.Instance(ep.Key)}
	c := opts.Config.Descendant(ia.Module.Module())
	var rcfg = c
	if c != nil {
		if r := c.Module.ResourceByAddr(ia.Resource.Resource.String()); r == nil {
			rcfg = nil
		}
	}
	if rcfg == nil {
		return nil, hcl.Diagnostics{errorf("Configuration for import target does not exist",
			"resource address %q does not exist in the configuration.\n\nBefore importing this resource, please create its configuration in %s. For example:\n\nresource %q %q {\n  # (resource arguments)\n}", ia.Resource.Resource.String(), moduleName(ia.Module), ia.Resource.Resource.Type, ia.Resource.Resource.Name)}
	}
	if is := opts.State.ResourceInstance(ia); is != nil && is.Current != nil {
		return nil, hcl.Diagnostics{errorf("Resource already managed by Terraform",
			"Terraform is already managing a remote object for %s. To import to this address you must first remove the existing object from the state.", ia)}
	}
	ps := newProviderSet(hintingFactory(opts.Providers, opts.Config, opts.State))
	ev := newEvaluator(opts, eval.ModePlan, nil)
	scope := ev.Root()
	for _, step := range ia.Module {
		scope = scope.Child(step.Name, step.Key)
		if scope == nil {
			return nil, hcl.Diagnostics{errorf("Invalid module instance", "Module instance %s does not exist in the configuration.", ia.Module)}
		}
	}
	r := scope.Module().ResourceByAddr(ia.Resource.Resource.String())
	rc, diags := resolveResource(ev, ps, scope, r)
	if diags.HasErrors() {
		return nil, diags
	}
	inst := eval.KeyInstance(ia.Resource.Key, cty.DynamicVal)
	resp := rc.provider.ImportResourceState(providers.ImportRequest{TypeName: r.Type, Addr: ia.String(), ID: id, Config: importConfig(rc, inst)})
	if resp.Diagnostics.HasErrors() {
		return nil, providerDiags(resp.Diagnostics, rc, ia)
	}
	read := rc.provider.ReadResource(providers.ReadRequest{TypeName: r.Type, Addr: ia.String(), PriorState: resp.State})
	if read.Diagnostics.HasErrors() {
		return nil, providerDiags(read.Diagnostics, rc, ia)
	}
	if read.NewState.IsNull() {
		return nil, hcl.Diagnostics{errorf("Cannot import non-existent remote object",
			"While attempting to import an existing object to %q, the provider detected that no object exists with the given id. Only pre-existing objects can be imported; check that the id is correct and that it is associated with the provider's configured region or endpoint, or use \"terraform apply\" to create a new remote object for this resource.", ia)}
	}
	next := opts.State.DeepCopy()
	if err := setObject(next, ia, rc.provAddr.String(), &states.Object{Value: read.NewState}, rc.schema.Block.ImpliedType()); err != nil {
		return nil, hcl.Diagnostics{errorf("Failed to save state", "%s", err)}
	}
	return &ImportResult{State: next, TypeName: r.Type, Object: read.NewState}, nil
}

func moduleName(m addrs.ModuleInstance) string {
	if m.IsRoot() {
		return "the root module"
	}
	return fmt.Sprintf("module %s", m)
}
