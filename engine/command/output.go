package command

import (
	"fmt"
	"sort"

	"github.com/tfplay/tfplay/engine/jsonstate"
	"github.com/tfplay/tfplay/engine/valuefmt"
	"github.com/zclconf/go-cty/cty"
)

func init() { register("output", runOutput) }

// runOutput prints root module outputs from the state.
func runOutput(wd *workdir, args []string) {
	fl := newFlags("output")
	jsonOut := fl.Bool("json", false, "")
	raw := fl.Bool("raw", false, "")
	noColor := fl.Bool("no-color", false, "")
	fl.String("state", "", "")
	if !fl.parse(wd, args) {
		return
	}
	pr := newPrinter(*noColor)
	if !configLoads(wd, pr) {
		return
	}
	st, diags := loadState(wd)
	if diags.HasErrors() {
		pr.report(wd, diags, nil)
		wd.exit = 1
		return
	}
	outs := st.Root().OutputValues
	if name := fl.Arg(0); name != "" {
		ov, ok := outs[name]
		if !ok {
			wd.stderr.WriteString(pr.color(fmt.Sprintf("\n[red][bold]Error:[reset][bold] Output %q not found[reset]\n\nThe output variable requested could not be found in the state file. If you\nrecently added this to your configuration, be sure to run `terraform apply`,\nsince the state won't be updated with new output variables until that command\nis run.\n\n", name)))
			wd.exit = 1
			return
		}
		switch {
		case *jsonOut:
			js, err := jsonstate.MarshalOutputValue(ov)
			if err != nil {
				fmt.Fprintf(&wd.stderr, "Error: %s\n", err)
				wd.exit = 1
				return
			}
			wd.stdout.Write(js)
		case *raw:
			v := ov.Value
			switch {
			case v.Type() == cty.String:
				wd.stdout.WriteString(v.AsString())
			case v.Type() == cty.Number || v.Type() == cty.Bool:
				wd.stdout.WriteString(valuefmt.Format(v))
			default:
				wd.stderr.WriteString(pr.color("\n[red][bold]Error:[reset][bold] Unsupported value for raw output[reset]\n\nThe -raw option only supports strings, numbers, and boolean values, but\noutput value " + fmt.Sprintf("%q", name) + " is " + v.Type().FriendlyName() + ".\n\nUse the -json option for machine-readable representations of output values\nthat have complex types.\n\n"))
				wd.exit = 1
			}
		default:
			wd.stdout.WriteString(valuefmt.Format(ov.Value) + "\n")
		}
		return
	}
	if *jsonOut {
		js, err := jsonstate.MarshalOutputs(outs)
		if err != nil {
			fmt.Fprintf(&wd.stderr, "Error: %s\n", err)
			wd.exit = 1
			return
		}
		wd.stdout.Write(js)
		return
	}
	if len(outs) == 0 {
		wd.stderr.WriteString(pr.color("\n[yellow][bold]Warning:[reset][bold] No outputs found[reset]\n\nThe state file either has no outputs defined, or all the defined outputs are\nempty. Please define an output in your configuration with the `output`\nkeyword and run `terraform refresh` for it to become available. If you are\nusing interpolation, please verify the interpolated value is not empty. You\ncan use the `terraform show` command to view the output values.\n\n"))
		return
	}
	names := make([]string, 0, len(outs))
	for n := range outs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		ov := outs[n]
		if ov.Sensitive {
			fmt.Fprintf(&wd.stdout, "%s = <sensitive>\n", n)
			continue
		}
		fmt.Fprintf(&wd.stdout, "%s = %s\n", n, valuefmt.Format(ov.Value))
	}
}
