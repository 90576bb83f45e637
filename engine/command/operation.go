package command

import (
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders"
)

// operationFlags are the options plan, apply, destroy and refresh share.
type operationFlags struct {
	vars        []flagValue
	noColor     *bool
	input       *bool
	refresh     *bool
	lock        *bool
	parallelism *int
	compact     *bool
	targets     *[]string
	replaces    *[]string
	destroy     *bool
	refreshOnly *bool
	// savedPlan is set when applying a saved plan: its variable values
	// are the ones to use, so none is asked for or required.
	savedPlan bool
}

type stringList struct{ values *[]string }

func (s stringList) String() string { return "" }
func (s stringList) Set(v string) error {
	*s.values = append(*s.values, v)
	return nil
}

func addOperationFlags(fl *flagSet) *operationFlags {
	of := &operationFlags{targets: &[]string{}, replaces: &[]string{}}
	fl.Var(multiFlag{"var", &of.vars}, "var", "")
	fl.Var(multiFlag{"var-file", &of.vars}, "var-file", "")
	of.noColor = fl.Bool("no-color", false, "")
	of.input = fl.Bool("input", true, "")
	of.refresh = fl.Bool("refresh", true, "")
	of.lock = fl.Bool("lock", true, "")
	fl.String("lock-timeout", "0s", "")
	of.parallelism = fl.Int("parallelism", 10, "")
	of.compact = fl.Bool("compact-warnings", false, "")
	fl.Var(stringList{of.targets}, "target", "")
	fl.Var(stringList{of.replaces}, "replace", "")
	of.destroy = fl.Bool("destroy", false, "")
	of.refreshOnly = fl.Bool("refresh-only", false, "")
	fl.String("state", "", "")
	fl.String("state-out", "", "")
	fl.String("backup", "", "")
	return of
}

// providerFactory returns the mock providers for this working directory.
func providerFactory(wd *workdir) providers.Factory {
	return mockproviders.Factory(mockproviders.Env{FS: wd.FS(), WorkDir: wd.dir, Seed: wd.workspaceName(), Workspace: wd.workspaceName()})
}

// prepareOperation loads the configuration, variable values and state.
func prepareOperation(wd *workdir, of *operationFlags) (*session, core.Options, hcl.Diagnostics) {
	sess, diags := openSession(wd, of.vars, eval.ModePlan)
	if diags.HasErrors() {
		return sess, core.Options{}, diags
	}
	if *of.input && !of.savedPlan {
		diags = append(diags, promptVariables(wd, sess, newPrinter(*of.noColor))...)
	}
	// Like Terraform, refuse to start without a value for every required
	// root variable.
	if !of.savedPlan {
		diags = append(diags, missingVariables(sess)...)
	}
	if diags.HasErrors() {
		return sess, core.Options{}, diags
	}
	diags = append(diags, checkModulesInstalled(wd, sess.cfg)...)
	st, d := loadState(wd)
	diags = append(diags, d...)
	mode := plans.NormalMode
	switch {
	case *of.destroy:
		mode = plans.DestroyMode
	case *of.refreshOnly:
		mode = plans.RefreshOnlyMode
	}
	opts := core.Options{
		Config:       sess.cfg,
		FS:           wd.FS(),
		WorkDir:      wd.dir,
		Env:          wd.env,
		Workspace:    wd.workspaceName(),
		Inputs:       sess.inputs,
		Providers:    providerFactory(wd),
		State:        st,
		Mode:         mode,
		Targets:      *of.targets,
		ForceReplace: *of.replaces,
		SkipRefresh:  !*of.refresh,
		Timestamp:    time.Now().UTC(),
		Flavor:       flavorOf(wd),
		WorkLimit:    workLimit(wd),
		TimeLimit:    timeLimit(wd),
	}
	return sess, opts, diags
}
