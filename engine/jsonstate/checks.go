package jsonstate

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states/statefile"
)

// checkResult is one checkable object in the checks representation. The
// addresses are maps so that their keys come out sorted, as Terraform
// writes them.
type checkResult struct {
	Address   map[string]any  `json:"address"`
	Status    string          `json:"status"`
	Instances []checkInstance `json:"instances,omitempty"`
}

type checkInstance struct {
	Address  map[string]any `json:"address"`
	Status   string         `json:"status"`
	Problems []checkProblem `json:"problems,omitempty"`
}

type checkProblem struct {
	Message string `json:"message"`
}

// MarshalChecks renders check results as the checks representation of
// plan and state JSON: objects sorted by address, their instances by
// address, problems by message.
func MarshalChecks(results []*plans.CheckResult) (json.RawMessage, error) {
	out := make([]checkResult, 0, len(results))
	for _, r := range results {
		if r == nil {
			continue
		}
		addr, err := staticCheckAddr(r)
		if err != nil {
			return nil, err
		}
		cr := checkResult{Address: addr, Status: string(r.Status)}
		for _, inst := range r.Instances {
			ci := checkInstance{Address: dynamicCheckAddr(r.Kind, inst.Addr), Status: string(inst.Status)}
			for _, p := range inst.Problems {
				ci.Problems = append(ci.Problems, checkProblem{Message: p})
			}
			sort.SliceStable(ci.Problems, func(i, j int) bool { return ci.Problems[i].Message < ci.Problems[j].Message })
			cr.Instances = append(cr.Instances, ci)
		}
		sort.SliceStable(cr.Instances, func(i, j int) bool {
			return cr.Instances[i].Address["to_display"].(string) < cr.Instances[j].Address["to_display"].(string)
		})
		out = append(out, cr)
	}
	sort.SliceStable(out, func(i, j int) bool {
		return out[i].Address["to_display"].(string) < out[j].Address["to_display"].(string)
	})
	return json.Marshal(out)
}

// staticCheckAddr describes a checkable object of the configuration.
func staticCheckAddr(r *plans.CheckResult) (map[string]any, error) {
	mod := statefile.StaticModulePath(r.Module)
	display := r.Addr
	if mod != "" {
		display = mod + "." + r.Addr
	}
	out := map[string]any{"kind": r.Kind, "to_display": display}
	if mod != "" {
		out["module"] = mod
	}
	switch r.Kind {
	case "resource":
		rest := r.Addr
		mode := "managed"
		if strings.HasPrefix(rest, "data.") {
			mode, rest = "data", strings.TrimPrefix(rest, "data.")
		}
		typ, name, ok := strings.Cut(rest, ".")
		if !ok || typ == "" || name == "" {
			return nil, fmt.Errorf("invalid checkable resource address %q", r.Addr)
		}
		out["mode"], out["type"], out["name"] = mode, typ, name
	case "output_value", "check", "var":
		_, name, ok := strings.Cut(r.Addr, ".")
		if !ok || name == "" {
			return nil, fmt.Errorf("invalid checkable object address %q", r.Addr)
		}
		out["name"] = name
	default:
		return nil, fmt.Errorf("unsupported checkable object kind %q", r.Kind)
	}
	return out, nil
}

// dynamicCheckAddr describes one instance of a checkable object: its
// address, its module instance and, for resources, its instance key.
func dynamicCheckAddr(kind, addr string) map[string]any {
	out := map[string]any{"to_display": addr}
	trav, diags := hclsyntax.ParseTraversalAbs([]byte(addr), "", hcl.InitialPos)
	if diags.HasErrors() {
		return out
	}
	var mod addrs.ModuleInstance
	i := 0
	for i+1 < len(trav) {
		if rootOrAttrName(trav[i]) != "module" {
			break
		}
		name := rootOrAttrName(trav[i+1])
		if name == "" {
			break
		}
		step := addrs.ModuleInstanceStep{Name: name}
		i += 2
		if i < len(trav) {
			if ix, ok := trav[i].(hcl.TraverseIndex); ok {
				if k, err := addrs.ParseKeyValue(ix.Key); err == nil {
					step.Key = k
				}
				i++
			}
		}
		mod = append(mod, step)
	}
	if len(mod) > 0 {
		out["module"] = mod.String()
	}
	if kind == "resource" {
		if ix, ok := trav[len(trav)-1].(hcl.TraverseIndex); ok && i < len(trav)-1 {
			if k, err := addrs.ParseKeyValue(ix.Key); err == nil {
				out["instance_key"] = json.RawMessage(IndexJSON(k))
			}
		}
	}
	return out
}

func rootOrAttrName(t hcl.Traverser) string {
	switch s := t.(type) {
	case hcl.TraverseRoot:
		return s.Name
	case hcl.TraverseAttr:
		return s.Name
	}
	return ""
}
