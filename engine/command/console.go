package command

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/eval"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/inputvars"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/valuefmt"
	"github.com/tfplay/tfplay/engine/workbudget"
)

// consoleInput is the file name diagnostics give console expressions.
const consoleInput = "<console-input>"

const consoleHelp = `The Terraform console allows you to experiment with Terraform interpolations.
You may access resources in the state (if you have one) just as you would
from a configuration. For example: "aws_instance.foo.id" would evaluate
to the ID of "aws_instance.foo" if it exists in your state.

Type in the interpolation to test and hit <enter> to see the result.

To exit the console, type "exit" and hit <enter>, or use Control-C or
Control-D.
`

func runConsole(wd *workdir, args []string) {
	fl := newFlags("console")
	noColor := fl.Bool("no-color", false, "")
	var vars []flagValue
	fl.Var(multiFlag{"var", &vars}, "var", "")
	fl.Var(multiFlag{"var-file", &vars}, "var-file", "")
	statePath := fl.String("state", "", "")
	fl.String("plan", "", "")
	if !fl.parse(wd, args) {
		return
	}
	out := newPrinter(*noColor)
	// Like Terraform, the console evaluates against the current state:
	// applied resources have their recorded values.
	st, diags := consoleState(wd, *statePath)
	sess, d := openSessionWith(wd, vars, eval.ModeConsole, newStateResources(st, providerFactory(wd)))
	diags = append(diags, d...)
	if diags.HasErrors() {
		out.report(wd, diags, sess.sources())
		wd.exit = 1
		return
	}
	root := sess.ev.Root()
	// Evaluate every root variable first, as Terraform prepares the
	// console's scope, so that bad values are reported once up front.
	var varDiags hcl.Diagnostics
	names := make([]string, 0, len(sess.cfg.Module.Variables))
	for n := range sess.cfg.Module.Variables {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		_, d := root.Var(n)
		varDiags = append(varDiags, d...)
	}
	if varDiags.HasErrors() {
		out.report(wd, varDiags, sess.sources())
		wd.stdout.WriteString(out.color("\n[yellow][bold]Warning:[reset][bold] Due to the problems above, some expressions may produce unexpected results.[reset]\n\n\n"))
		wd.exit = 1
		return
	}
	if wd.stdin == nil {
		return
	}
	for {
		if wd.interactive {
			wd.stdout.WriteString("> ")
			wd.flush()
		}
		raw, ok := wd.readLine()
		if !ok {
			break
		}
		line := strings.TrimSpace(raw)
		switch line {
		case "":
			continue
		case "exit":
			return
		case "help":
			wd.stdout.WriteString(consoleHelp)
			continue
		}
		if !consoleEval(wd, sess, out, line) && !wd.interactive {
			// Piped input stops at the first error, as Terraform does.
			wd.exit = 1
			return
		}
		wd.flush()
	}
}

// consoleState reads the state the console evaluates against: the
// selected workspace's, or the file given with -state.
func consoleState(wd *workdir, path string) (*states.State, hcl.Diagnostics) {
	if path == "" {
		return loadState(wd)
	}
	return loadStateFile(wd, path)
}

// consoleEval evaluates one console line and prints its value or errors.
func consoleEval(wd *workdir, sess *session, out printer, line string) bool {
	d := workbudget.CheckNesting([]byte(line), consoleInput, hcl.Pos{Line: 1, Column: 1})
	var expr hclsyntax.Expression
	if !d.HasErrors() {
		expr, d = hclsyntax.ParseExpression([]byte(line), consoleInput, hcl.Pos{Line: 1, Column: 1})
	}
	if !d.HasErrors() {
		d = funcs.CheckNumberNodes(expr)
	}
	src := sess.sources()
	if d.HasErrors() {
		out.report(wd, d, src)
		return false
	}
	val, d := sess.ev.Root().Expr(expr, ctyDynamic, nil)
	d = append(d, sess.ev.TakeDiags()...)
	if d.HasErrors() {
		out.report(wd, d, src)
		return false
	}
	wd.stdout.WriteString(valuefmt.Format(val) + "\n")
	return true
}

// session is a loaded configuration with an evaluator over it.
type session struct {
	parser *config.Parser
	cfg    *config.Config
	ev     *eval.Evaluator
	inputs map[string]*inputvars.Value
}

func (s *session) sources() diagnostics.Sources {
	if s == nil || s.parser == nil {
		return nil
	}
	return s.parser.Sources()
}
