package command

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/inputvars"
)

// promptVariables asks, as Terraform does on a terminal, for each root
// variable that has neither a value nor a default.
func promptVariables(wd *workdir, sess *session, pr printer) hcl.Diagnostics {
	if !wd.interactive || wd.stdin == nil || sess.cfg == nil {
		return nil
	}
	names := make([]string, 0)
	for name, v := range sess.cfg.Module.Variables {
		if _, given := sess.inputs[name]; !given && v.Required() {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil
	}
	if sess.inputs == nil {
		sess.inputs = map[string]*inputvars.Value{}
	}
	var diags hcl.Diagnostics
	for _, name := range names {
		v := sess.cfg.Module.Variables[name]
		var b strings.Builder
		b.WriteString("[bold]var." + name + "[reset]\n")
		if v.Description != "" {
			b.WriteString("  " + v.Description + "\n\n")
		}
		b.WriteString("  [bold]Enter a value:[reset] ")
		wd.stdout.WriteString(pr.color(b.String()))
		wd.flush()
		answer, _ := wd.readLine()
		wd.stdout.WriteString("\n")
		val, d := inputvars.FromPrompt(v, answer)
		diags = append(diags, d...)
		sess.inputs[name] = val
	}
	return diags
}

// missingVariables reports the root variables that have neither a value
// nor a default.
func missingVariables(sess *session) hcl.Diagnostics {
	if sess.cfg == nil {
		return nil
	}
	var diags hcl.Diagnostics
	for _, name := range sortedKeys(sess.cfg.Module.Variables) {
		v := sess.cfg.Module.Variables[name]
		if _, given := sess.inputs[name]; given || !v.Required() {
			continue
		}
		diags = append(diags, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "No value for required variable",
			Detail:   fmt.Sprintf("The root module input variable %q is not set, and has no default value. Use a -var or -var-file command line argument to provide a value for this variable.", name),
			Subject:  v.DeclRange.Ptr(),
		})
	}
	return diags
}
