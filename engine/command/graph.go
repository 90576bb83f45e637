package command

import (
	"github.com/tfplay/tfplay/engine/graph"
)

func init() { register("graph", runGraph) }

// runGraph prints the resource dependency graph in DOT.
func runGraph(wd *workdir, args []string) {
	fl := newFlags("graph")
	noColor := fl.Bool("no-color", false, "")
	typ := fl.String("type", "", "")
	planPath := fl.String("plan", "", "")
	drawCycles := fl.Bool("draw-cycles", false, "")
	verbose := fl.Bool("verbose", false, "")
	fl.Int("module-depth", -1, "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*noColor)
	parser := newParser(wd)
	cfg, diags := parser.LoadConfig(".")
	if !diags.HasErrors() {
		diags = append(diags, checkModulesInstalled(wd, cfg)...)
		diags = append(diags, cfg.CheckRemoved()...)
	}
	if diags.HasErrors() {
		pr.report(wd, diags, parser.Sources())
		wd.exit = 1
		return
	}
	if *typ != "" || *planPath != "" {
		runOperationGraph(wd, pr, cfg, *typ, *planPath, graph.DotOptions{DrawCycles: *drawCycles, Verbose: *verbose})
		return
	}
	g := graph.Build(cfg)
	if diags := g.CycleDiagnostics(); diags.HasErrors() {
		pr.report(wd, diags, parser.Sources())
		wd.exit = 1
		return
	}
	wd.stdout.WriteString(g.DOT())
}
