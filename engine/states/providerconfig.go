package states

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/zclconf/go-cty/cty"
)

// ProviderConfigAddr is an absolute provider configuration address as
// state and plans record it: the static module path that declares the
// configuration, the provider's source address and its alias.
type ProviderConfigAddr struct {
	Module []string
	Source string
	Alias  string
}

// String renders the address as Terraform writes it:
// provider["registry.terraform.io/hashicorp/aws"].west, prefixed with
// module.NAME. steps for configurations in child modules.
func (a ProviderConfigAddr) String() string {
	var b strings.Builder
	if len(a.Module) > 0 {
		b.WriteString(addrs.ModuleString(a.Module))
		b.WriteByte('.')
	}
	b.WriteString("provider[")
	b.WriteString(strconv.Quote(a.Source))
	b.WriteByte(']')
	if a.Alias != "" {
		b.WriteByte('.')
		b.WriteString(a.Alias)
	}
	return b.String()
}

// ParseProviderConfig parses an absolute provider configuration address
// such as module.a.provider["registry.terraform.io/hashicorp/aws"].west.
func ParseProviderConfig(s string) (ProviderConfigAddr, error) {
	var out ProviderConfigAddr
	trav, diags := hclsyntax.ParseTraversalAbs([]byte(s), "", hcl.InitialPos)
	if diags.HasErrors() {
		return out, fmt.Errorf("invalid provider configuration address %q", s)
	}
	names := traversalNames(trav)
	i := 0
	for i+1 < len(names) && names[i].name == "module" && names[i+1].name != "" {
		if names[i+1].hasKey {
			return out, fmt.Errorf("invalid provider configuration address %q: a provider configuration belongs to a module, not to a module instance", s)
		}
		out.Module = append(out.Module, names[i+1].name)
		i += 2
	}
	if i >= len(names) || names[i].name != "provider" || !names[i].hasKey || names[i].key.Type() != cty.String {
		return out, fmt.Errorf("invalid provider configuration address %q: expected provider[\"SOURCE\"]", s)
	}
	out.Source = names[i].key.AsString()
	if out.Source == "" {
		return out, fmt.Errorf("invalid provider configuration address %q: empty provider source", s)
	}
	i++
	if i < len(names) {
		if names[i].hasKey || i != len(names)-1 {
			return out, fmt.Errorf("invalid provider configuration address %q: unexpected %q after the provider", s, names[i].name)
		}
		out.Alias = names[i].name
	}
	return out, nil
}

// nameStep is one name of a traversal with the index that follows it.
type nameStep struct {
	name   string
	key    cty.Value
	hasKey bool
}

// traversalNames groups a traversal into names each optionally followed
// by one index; a second consecutive index yields a step without a name.
func traversalNames(t hcl.Traversal) []nameStep {
	var out []nameStep
	for _, st := range t {
		switch s := st.(type) {
		case hcl.TraverseRoot:
			out = append(out, nameStep{name: s.Name})
		case hcl.TraverseAttr:
			out = append(out, nameStep{name: s.Name})
		case hcl.TraverseIndex:
			if len(out) == 0 || out[len(out)-1].hasKey {
				out = append(out, nameStep{key: s.Key, hasKey: true})
				continue
			}
			out[len(out)-1].key, out[len(out)-1].hasKey = s.Key, true
		default:
			out = append(out, nameStep{})
		}
	}
	return out
}

// ParseModuleInstance parses a module instance address such as
// module.a[0].module.b["x"]; the empty string is the root module.
func ParseModuleInstance(s string) (addrs.ModuleInstance, error) {
	if s == "" {
		return addrs.RootModuleInstance, nil
	}
	trav, diags := hclsyntax.ParseTraversalAbs([]byte(s), "", hcl.InitialPos)
	if diags.HasErrors() {
		return nil, fmt.Errorf("invalid module address %q", s)
	}
	names := traversalNames(trav)
	if len(names)%2 != 0 {
		return nil, fmt.Errorf("invalid module address %q", s)
	}
	var out addrs.ModuleInstance
	for i := 0; i < len(names); i += 2 {
		if names[i].name != "module" || names[i].hasKey || names[i+1].name == "" {
			return nil, fmt.Errorf("invalid module address %q", s)
		}
		var key addrs.InstanceKey
		if names[i+1].hasKey {
			k, err := addrs.ParseKeyValue(names[i+1].key)
			if err != nil {
				return nil, fmt.Errorf("invalid module address %q: %w", s, err)
			}
			key = k
		}
		out = append(out, addrs.ModuleInstanceStep{Name: names[i+1].name, Key: key})
	}
	return out, nil
}
