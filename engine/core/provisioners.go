package core

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/zclconf/go-cty/cty"
)

// runProvisioners simulates a resource's provisioners for one moment
// ("create" after the object is created, "destroy" before it is
// destroyed): their arguments are evaluated with self, and the apply output
// shows what would run. tfplay never runs a command or copies a file.
func (a *applier) runProvisioners(s *eval.Scope, r *config.Resource, ia addrs.AbsResourceInstance, inst *eval.Instance, self cty.Value, when string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	// Provisioner lines come before the object's "complete" line, as the
	// provisioners run as part of creating it.
	var tail []ApplyEvent
	if when == "create" {
		for i := len(a.events) - 1; i >= 0; i-- {
			if a.events[i].Addr == ia.String() && a.events[i].Phase == "done" {
				tail = append(tail, a.events[i:]...)
				a.events = a.events[:i]
				break
			}
		}
	}
	defer func() { a.events = append(a.events, tail...) }()
	for _, p := range r.Provisioners {
		if p.When != when {
			continue
		}
		a.events = append(a.events, ApplyEvent{Addr: ia.String(), Phase: "provision-start", Provisioner: p.Type})
		args, d := evalProvisioner(s, p, withSelf(inst, self))
		if d.HasErrors() {
			if p.OnFailure == "continue" {
				for _, x := range d {
					x.Severity = hcl.DiagWarning
				}
				diags = append(diags, d...)
				continue
			}
			return append(diags, d...)
		}
		a.events = append(a.events, ApplyEvent{Addr: ia.String(), Phase: "provision-output", Provisioner: p.Type, Output: simulatedOutput(p.Type, args)})
	}
	return diags
}

// evalProvisioner evaluates a provisioner's arguments.
func evalProvisioner(s *eval.Scope, p *config.Provisioner, inst *eval.Instance) (map[string]cty.Value, hcl.Diagnostics) {
	attrs, diags := p.Config.JustAttributes()
	out := map[string]cty.Value{}
	for name, a := range attrs {
		v, d := s.Expr(a.Expr, cty.DynamicPseudoType, inst)
		diags = append(diags, d...)
		v, _ = v.UnmarkDeep()
		out[name] = v
	}
	return out, diags
}

// simulatedOutput is what the apply output shows for a provisioner.
func simulatedOutput(kind string, args map[string]cty.Value) string {
	str := func(name string) string {
		v, ok := args[name]
		if !ok || v.IsNull() || !v.IsKnown() || v.Type() != cty.String {
			return ""
		}
		return v.AsString()
	}
	switch kind {
	case "local-exec":
		interp := []string{"/bin/sh", "-c"}
		if v, ok := args["interpreter"]; ok && v.IsKnown() && !v.IsNull() && v.CanIterateElements() {
			interp = nil
			for it := v.ElementIterator(); it.Next(); {
				_, e := it.Element()
				if e.Type() == cty.String && e.IsKnown() && !e.IsNull() {
					interp = append(interp, e.AsString())
				}
			}
		}
		quoted := make([]string, 0, len(interp)+1)
		for _, w := range append(interp, str("command")) {
			quoted = append(quoted, fmt.Sprintf("%q", w))
		}
		return "Executing: [" + strings.Join(quoted, " ") + "]\n(simulated by tfplay: the command was not run)"
	case "file":
		src := str("source")
		if src == "" {
			src = "content"
		}
		return fmt.Sprintf("Copying %s to %s\n(simulated by tfplay: nothing was copied)", src, str("destination"))
	case "remote-exec":
		var cmds []string
		if v, ok := args["inline"]; ok && v.IsKnown() && !v.IsNull() && v.CanIterateElements() {
			for it := v.ElementIterator(); it.Next(); {
				_, e := it.Element()
				if e.Type() == cty.String && e.IsKnown() && !e.IsNull() {
					cmds = append(cmds, e.AsString())
				}
			}
		}
		if s := str("script"); s != "" {
			cmds = append(cmds, s)
		}
		return "Connecting to remote host via SSH...\nWould run: " + strings.Join(cmds, "; ") + "\n(simulated by tfplay: nothing was run on a remote host)"
	}
	return fmt.Sprintf("(simulated by tfplay: the %q provisioner was not run)", kind)
}

// destroyProvisioners runs the destroy-time provisioners of an object
// being destroyed whose resource is still configured.
func (a *applier) destroyProvisioners(ia addrs.AbsResourceInstance, prior cty.Value) hcl.Diagnostics {
	scope := a.ev.Root()
	for _, step := range ia.Module {
		if scope = scope.Child(step.Name, step.Key); scope == nil {
			return nil
		}
	}
	r := scope.Module().ResourceByAddr(ia.Resource.Resource.String())
	if r == nil {
		return nil
	}
	var inst *eval.Instance
	switch k := ia.Resource.Key.(type) {
	case addrs.IntKey, addrs.StringKey:
		inst = eval.KeyInstance(k, cty.DynamicVal)
	}
	return a.runProvisioners(scope, r, ia, inst, prior, "destroy")
}
