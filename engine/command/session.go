package command

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/zclconf/go-cty/cty"
)

var ctyDynamic = cty.DynamicPseudoType

// workspaceName returns the selected workspace: TF_WORKSPACE, then the
// name recorded in .terraform/environment, then "default".
func (w *workdir) workspaceName() string {
	if ws := w.env["TF_WORKSPACE"]; ws != "" {
		return ws
	}
	if b, err := readFile(w.FS(), ".terraform/environment"); err == nil && len(b) > 0 {
		return string(b)
	}
	return "default"
}

// openSession loads the configuration in the working directory, gathers
// root variable values from every source, and prepares an evaluator.
func openSession(wd *workdir, vars []flagValue, mode eval.Mode) (*session, hcl.Diagnostics) {
	return openSessionWith(wd, vars, mode, nil)
}

// openSessionWith is openSession with an evaluator that reads resource
// references from resources (nil makes them unknown).
func openSessionWith(wd *workdir, vars []flagValue, mode eval.Mode, resources eval.ResourceSource) (*session, hcl.Diagnostics) {
	parser := newParser(wd)
	cfg, diags := parser.LoadConfig(".")
	s := &session{parser: parser, cfg: cfg}
	if cfg != nil {
		diags = append(diags, cfg.CheckCoreVersion(version.SemVer, version.String())...)
	}
	if diags.HasErrors() || cfg == nil {
		return s, diags
	}
	if diags = append(diags, checkBackend(wd, cfg.Module)...); diags.HasErrors() {
		return s, diags
	}
	opts := make([]inputvars.Option, 0, len(vars))
	for _, v := range vars {
		opts = append(opts, inputvars.Option{File: v.Name == "var-file", Value: v.Value})
	}
	inputs, d := inputvars.Collect(parser, cfg.Module, wd.env, opts)
	diags = append(diags, d...)
	if diags.HasErrors() {
		return s, diags
	}
	s.inputs = inputs
	s.ev = eval.New(eval.Options{
		Config:    cfg,
		Mode:      mode,
		FS:        wd.FS(),
		WorkDir:   wd.dir,
		Env:       wd.env,
		Workspace: wd.workspaceName(),
		Inputs:    inputs,
		Resources: resources,
		Flavor:    flavorOf(wd),
		WorkLimit: workLimit(wd),
		TimeLimit: timeLimit(wd),
	})
	return s, diags
}

// configLoads loads the configuration only to report its errors, as
// commands that read the state (show, output) still do in Terraform; it
// returns false, having set the exit status, when there are errors.
func configLoads(wd *workdir, pr printer) bool {
	parser := newParser(wd)
	_, diags := parser.LoadConfig(".")
	if diags.HasErrors() {
		pr.report(wd, diags, parser.Sources())
		wd.exit = 1
		return false
	}
	return true
}
