package render

import (
	"sort"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/valuefmt"
)

// Value renders a value in the HCL-like syntax `terraform console` and
// `terraform output` use (see package valuefmt), showing sensitive parts
// as "(sensitive value)".
func Value(v cty.Value) string {
	if v == cty.NilVal {
		v = cty.NullVal(cty.DynamicPseudoType)
	}
	return valuefmt.Format(v)
}

// OutputValue is what `terraform output NAME` prints: the value in full,
// even when the output is sensitive, and a newline.
func OutputValue(v cty.Value) string {
	if v != cty.NilVal {
		v, _ = v.UnmarkDeep()
	}
	return Value(v) + "\n"
}

// OutputList is what `terraform output` prints: one "name = value" line
// per root output, sorted by name, with "<sensitive>" standing for
// sensitive values. It is empty when there are no outputs (Terraform
// then warns "No outputs found").
func OutputList(outputs map[string]*states.OutputValue) string {
	if len(outputs) == 0 {
		return ""
	}
	names := make([]string, 0, len(outputs))
	for n := range outputs {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		o := outputs[n]
		if o == nil {
			continue
		}
		if o.Sensitive {
			b.WriteString(n + " = <sensitive>\n")
			continue
		}
		v := o.Value
		if v != cty.NilVal {
			v, _ = v.UnmarkDeep()
		}
		b.WriteString(n + " = " + Value(v) + "\n")
	}
	return strings.TrimSpace(b.String()) + "\n"
}

// ApplyOutputs is what apply prints after its summary when the root
// module has outputs: "\nOutputs:\n\n" and the output list.
func ApplyOutputs(outputs map[string]*states.OutputValue, opts Options) string {
	if len(outputs) == 0 {
		return ""
	}
	return opts.colorizer().color("[reset][bold][green]\nOutputs:\n\n") + OutputList(outputs)
}
