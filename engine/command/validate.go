package command

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/version"
)

func runValidate(wd *workdir, args []string) {
	fl := newFlags("validate")
	jsonOut := fl.Bool("json", false, "")
	noColor := fl.Bool("no-color", false, "")
	fl.Bool("no-tests", false, "")
	fl.String("test-directory", "tests", "")
	if !fl.parse(wd, args) {
		return
	}
	parser := newParser(wd)
	cfg, diags := parser.LoadConfig(".")
	if cfg != nil {
		diags = append(diags, cfg.CheckCoreVersion(version.SemVer, version.String())...)
	}
	if !diags.HasErrors() && cfg != nil {
		diags = append(diags, validateConfig(wd, parser, cfg)...)
	}
	if *jsonOut {
		wd.stdout.Write(diagnostics.ValidateJSON(diags, parser.Sources()))
		if diags.HasErrors() {
			wd.exit = 1
		}
		return
	}
	out := newPrinter(*noColor)
	out.report(wd, diags, parser.Sources())
	if diags.HasErrors() {
		wd.exit = 1
		return
	}
	if len(diags) > 0 {
		wd.stdout.WriteString(out.color("[green][bold]Success![reset] The configuration is valid, but there were some\nvalidation warnings as shown above.\n\n"))
		return
	}
	wd.stdout.WriteString(out.color("[green][bold]Success![reset] The configuration is valid.\n\n"))
}

// validateConfig checks what loading cannot: that modules are installed,
// references, expressions, types and resource arguments.
func validateConfig(wd *workdir, parser *config.Parser, cfg *config.Config) hcl.Diagnostics {
	if diags := checkModulesInstalled(wd, cfg); diags.HasErrors() {
		return diags
	}
	return core.Validate(core.Options{
		Config:    cfg,
		FS:        wd.FS(),
		WorkDir:   wd.dir,
		Env:       wd.env,
		Workspace: wd.workspaceName(),
		Providers: providerFactory(wd),
		Flavor:    flavorOf(wd),
		WorkLimit: workLimit(wd),
		TimeLimit: timeLimit(wd),
	})
}
