package command

import (
	"fmt"
	"io/fs"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/jsonplan"
	"github.com/tfplay/tfplay/engine/jsonstate"
	"github.com/tfplay/tfplay/engine/plans/planfile"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/engine/render"
)

func init() { register("show", runShow) }

// jsonSchemas adapts the provider schemas for the JSON renderers.
func jsonSchemas(f providers.Factory) jsonstate.SchemaFunc {
	lookup := core.Schemas(f)
	return func(providerAddr, mode, typeName string) *configschema.Block {
		m := addrs.Managed
		if mode == "data" {
			m = addrs.Data
		}
		return lookup(fmt.Sprintf("provider[%q]", providerAddr), m, typeName)
	}
}

// runShow prints the state, or a saved plan, for people or as JSON.
func runShow(wd *workdir, args []string) {
	fl := newFlags("show")
	jsonOut := fl.Bool("json", false, "")
	noColor := fl.Bool("no-color", false, "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*noColor)
	if !configLoads(wd, pr) {
		return
	}
	factory := providerFactory(wd)
	if rest := fl.Args(); len(rest) > 0 {
		data, err := fs.ReadFile(wd.FS(), rest[0])
		if err != nil {
			wd.stderr.WriteString(pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Failed to read the given file as a state or plan file[reset]\n\nState read error: Error loading statefile: open %s: no such file or\ndirectory\n\nPlan read error: open %s: no such file or directory\n\n", rest[0], rest[0])))
			wd.exit = 1
			return
		}
		plan, _, err := planfile.Read(data)
		if err != nil {
			wd.stderr.WriteString(pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Failed to read the given file as a state or plan file[reset]\n\n%s\n\n", err)))
			wd.exit = 1
			return
		}
		if *jsonOut {
			cfg, _ := newParser(wd).LoadConfig(".")
			js, err := jsonplan.Marshal(plan, cfg, jsonSchemas(factory))
			if err != nil {
				fmt.Fprintf(&wd.stderr, "\nError: Failed to marshal plan to json\n\n%s\n\n", err)
				wd.exit = 1
				return
			}
			wd.stdout.Write(append(js, '\n'))
			return
		}
		wd.stdout.WriteString(render.Plan(plan, render.SchemaLookup(core.Schemas(factory)), renderOptions(wd, pr)))
		return
	}
	st, diags := loadState(wd)
	if diags.HasErrors() {
		pr.report(wd, diags, nil)
		wd.exit = 1
		return
	}
	if *jsonOut {
		js, err := jsonstate.Marshal(st, jsonSchemas(factory))
		if err != nil {
			fmt.Fprintf(&wd.stderr, "\nError: Failed to marshal state to json\n\n%s\n\n", err)
			wd.exit = 1
			return
		}
		wd.stdout.Write(append(js, '\n'))
		return
	}
	if !stateExists(wd) {
		wd.stdout.WriteString("No state.\n")
		return
	}
	text, err := render.ShowState(st, render.SchemaLookup(core.Schemas(factory)), renderOptions(wd, pr))
	if err != nil {
		fmt.Fprintf(&wd.stderr, "Failed to marshal state to json: %s", err)
		wd.exit = 1
		return
	}
	wd.stdout.WriteString(text)
}
