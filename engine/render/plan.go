package render

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mitchellh/go-wordwrap"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// SchemaLookup returns the schema of a resource type or data source of a
// provider configuration, or nil when it is unknown; values are then
// rendered from their own types.
type SchemaLookup func(providerConfig string, mode addrs.ResourceMode, typeName string) *configschema.Block

// Options tune the rendering.
type Options struct {
	// Color produces Terraform's ANSI colours; otherwise the text is
	// plain, as with -no-color.
	Color bool
	// Width is the terminal width that explanatory paragraphs are
	// wrapped to; 0 means Terraform's default for a non-terminal, 78.
	Width int
	// InAutomation is TF_IN_AUTOMATION: next-step hints that suggest
	// commands to run are left out.
	InAutomation bool
	// Drift lists changes made outside of Terraform that refreshing
	// found (update, delete, or a no-op move in refresh-only mode). Plan
	// shows those relevant to the planned changes, or all of them in
	// refresh-only mode. When nil, Plan detects them with DetectDrift.
	Drift []*plans.ResourceInstanceChange
}

func (o Options) colorizer() colorizer { return colorizer{enabled: o.Color} }

func (o Options) width() int {
	if o.Width > 0 {
		return o.Width
	}
	return 78
}

// wrap word-wraps text as Terraform does for explanatory paragraphs:
// lines starting with a space are left alone.
func wrap(text string, width int) string {
	if width <= 1 {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, " ") {
			lines[i] = wordwrap.WrapString(l, uint(width-1))
		}
	}
	return strings.Join(lines, "\n")
}

// hr is Terraform's horizontal rule: a newline and a line of box-drawing
// characters one narrower than the terminal.
func hr(c colorizer, width int) string {
	if width <= 1 {
		return "\n"
	}
	return c.color("[dark_gray]\n" + strings.Repeat("─", width-1))
}

// Plan returns what `terraform plan` prints after refreshing (after the
// "Refreshing state..." lines) and before any diagnostics: the changes
// detected outside Terraform, the legend, each resource change, the
// "Plan:" summary and the output changes; or the "No changes." message;
// or, for a plan that failed with nothing to show, "Planning failed.".
// Changes are shown in Terraform's address order.
func Plan(p *plans.Plan, schemas SchemaLookup, opts Options) string {
	if p == nil {
		p = &plans.Plan{}
	}
	c := opts.colorizer()
	width := opts.width()
	var b strings.Builder

	changes := sortedChanges(p.Changes)
	diffs := make([]resourceDiff, len(changes))
	lookup := lockedLookup(schemas, len(changes))
	forEachIndex(len(changes), func(i int) {
		diffs[i] = resourceDiff{c: changes[i], d: diffResource(changes[i], lookup, everything)}
	})
	outputs := outputDiffs(p.Outputs)
	hadDrift := renderDrift(&b, p, diffs, outputs, schemas, opts)

	counts := map[plans.Action]int{}
	importing := 0
	anyAction := false
	var shown []resourceDiff
	for _, r := range diffs {
		a := r.c.Action
		if a == plans.NoOp && !r.moved() && !r.importing() {
			continue
		}
		if a == plans.Delete && r.c.Addr.Resource.Resource.Mode != addrs.Managed {
			continue
		}
		shown = append(shown, r)
		if r.importing() {
			importing++
		}
		if a != plans.NoOp {
			anyAction = true
			counts[a]++
		}
	}
	outputText := renderOutputChanges(outputs, c)

	if len(shown) == 0 && outputText == "" {
		renderNoChanges(&b, p, hadDrift, opts)
		return b.String()
	}
	if hadDrift {
		b.WriteString(hr(c, width) + "\n")
	}
	if anyAction {
		b.WriteString(wrap("\nTerraform used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:", width) + "\n")
		for _, a := range []plans.Action{plans.Create, plans.Update, plans.Delete, plans.DeleteThenCreate, plans.CreateThenDelete, plans.Read} {
			if counts[a] > 0 {
				b.WriteString(c.color(legend(a)) + "\n")
			}
		}
	}
	if len(shown) > 0 {
		if p.Errored {
			b.WriteString("\nTerraform planned the following actions, but then encountered a problem:\n")
		} else {
			b.WriteString("\nTerraform will perform the following actions:\n")
		}
		// The changes are most of the text: the builder is grown once to
		// hold them all (growing a large builder step by step allocated
		// several times the text).
		texts := make([]string, len(shown))
		forEachIndex(len(shown), func(i int) {
			if text, ok := renderResourceDiff(shown[i], causePlanned, c); ok {
				texts[i] = text
			}
		})
		size := len(outputText) + 1024
		for _, text := range texts {
			size += len(text) + 2
		}
		b.Grow(size)
		for _, text := range texts {
			if text == "" {
				continue
			}
			b.WriteByte('\n')
			b.WriteString(text)
			b.WriteByte('\n')
		}
		add := counts[plans.Create] + counts[plans.DeleteThenCreate] + counts[plans.CreateThenDelete]
		destroy := counts[plans.Delete] + counts[plans.DeleteThenCreate] + counts[plans.CreateThenDelete]
		if importing > 0 {
			fmt.Fprintf(&b, c.color("\n[bold]Plan:[reset] %d to import, %d to add, %d to change, %d to destroy.\n"), importing, add, counts[plans.Update], destroy)
		} else {
			fmt.Fprintf(&b, c.color("\n[bold]Plan:[reset] %d to add, %d to change, %d to destroy.\n"), add, counts[plans.Update], destroy)
		}
	}
	if outputText != "" {
		b.WriteString("\nChanges to Outputs:\n" + outputText + "\n")
		if len(counts) == 0 {
			b.WriteString(wrap("\nYou can apply this plan to save these new output values to the Terraform state, without changing any real infrastructure.", width) + "\n")
		}
	}
	return b.String()
}

// renderNoChanges writes the message of a plan with nothing to do.
func renderNoChanges(b *strings.Builder, p *plans.Plan, hadDrift bool, opts Options) {
	c := opts.colorizer()
	width := opts.width()
	if p.Errored {
		if hadDrift {
			b.WriteString(hr(c, width) + "\n")
		}
		b.WriteString(c.color("\n[reset][bold][red]Planning failed.[reset][bold] Terraform encountered an error while generating this plan.[reset]\n\n"))
		return
	}
	switch p.Mode {
	case plans.RefreshOnlyMode:
		if hadDrift {
			return
		}
		b.WriteString(c.color("\n[reset][bold][green]No changes.[reset][bold] Your infrastructure still matches the configuration.[reset]\n\n"))
		b.WriteString(wrap("Terraform has checked that the real remote objects still match the result of your most recent changes, and found no differences.", width) + "\n")
	case plans.DestroyMode:
		if hadDrift {
			b.WriteString(hr(c, width) + "\n")
		}
		b.WriteString(c.color("\n[reset][bold][green]No changes.[reset][bold] No objects need to be destroyed.[reset]\n\n"))
		b.WriteString(wrap("Either you have not created any objects yet or the existing objects were already deleted outside of Terraform.", width) + "\n")
	default:
		if hadDrift {
			b.WriteString(hr(c, width) + "\n")
		}
		b.WriteString(c.color("\n[reset][bold][green]No changes.[reset][bold] Your infrastructure matches the configuration.[reset]\n\n"))
		if hadDrift {
			// Applying would record the drift in the state, but a normal
			// plan's drift is not applyable by itself.
			suggestion := ":\n  terraform apply -refresh-only"
			if opts.InAutomation {
				suggestion = "."
			}
			b.WriteString(wrap("Your configuration already matches the changes detected above. If you'd like to update the Terraform state to match, create and apply a refresh-only plan"+suggestion, width) + "\n")
			return
		}
		b.WriteString(wrap("Terraform has compared your real infrastructure against your configuration and found no differences, so no changes are needed.", width) + "\n")
	}
}

// legend is the line explaining an action's marker.
func legend(a plans.Action) string {
	switch a {
	case plans.Create:
		return "  [green]+[reset] create"
	case plans.Delete:
		return "  [red]-[reset] destroy"
	case plans.Update:
		return "  [yellow]~[reset] update in-place"
	case plans.CreateThenDelete:
		return "[green]+[reset]/[red]-[reset] create replacement and then destroy"
	case plans.DeleteThenCreate:
		return "[red]-[reset]/[green]+[reset] destroy and then create replacement"
	case plans.Read:
		return " [cyan]<=[reset] read (data resources)"
	}
	return ""
}

// sortedChanges orders changes as Terraform lists them: by module
// instance (shorter paths first), data sources before managed resources,
// then type, name, instance key and deposed key.
func sortedChanges(in []*plans.ResourceInstanceChange) []*plans.ResourceInstanceChange {
	out := make([]*plans.ResourceInstanceChange, 0, len(in))
	for _, c := range in {
		if c != nil {
			out = append(out, c)
		}
	}
	// The address strings are made once per change, not per comparison.
	keys := make(map[*plans.ResourceInstanceChange]string, len(out))
	for _, c := range out {
		keys[c] = c.Addr.String()
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if keys[a] != keys[b] {
			return addrLess(a.Addr, b.Addr)
		}
		return a.DeposedKey < b.DeposedKey
	})
	return out
}

// addrLess is Terraform's ordering of resource instance addresses.
func addrLess(a, b addrs.AbsResourceInstance) bool {
	if len(a.Module) != len(b.Module) {
		return len(a.Module) < len(b.Module)
	}
	for i := range a.Module {
		x, y := a.Module[i], b.Module[i]
		if x.Name != y.Name {
			return x.Name < y.Name
		}
		if addrs.KeyString(x.Key) != addrs.KeyString(y.Key) {
			return addrs.KeyLess(x.Key, y.Key)
		}
	}
	ra, rb := a.Resource.Resource, b.Resource.Resource
	switch {
	case ra.Mode != rb.Mode:
		return ra.Mode == addrs.Data
	case ra.Type != rb.Type:
		return ra.Type < rb.Type
	case ra.Name != rb.Name:
		return ra.Name < rb.Name
	}
	return addrs.KeyLess(a.Resource.Key, b.Resource.Key)
}

// PlanNextStep returns what `terraform plan` prints after the plan and
// its diagnostics: where the plan was saved and how to apply it, or a
// note that it was not saved. It is empty in automation and for plans
// with nothing to do or that failed.
func PlanNextStep(p *plans.Plan, outPath string, opts Options) string {
	if p == nil || opts.InAutomation || p.Errored || planEmpty(p) {
		return ""
	}
	c := opts.colorizer()
	width := opts.width()
	text := hr(c, width) + "\n"
	if outPath == "" {
		return text + "\n" + strings.TrimSpace(wrap("\nNote: You didn't use the -out option to save this plan, so Terraform can't guarantee to take exactly these actions if you run \"terraform apply\" now.\n", width)) + "\n"
	}
	body := strings.TrimSpace(wrap("\nSaved the plan to: %s\n\nTo perform exactly these actions, run the following command to apply:\n    terraform apply %q\n", width))
	return text + fmt.Sprintf("\n"+body+"\n", outPath, outPath)
}

// planEmpty reports whether a plan has no resource or output change.
func planEmpty(p *plans.Plan) bool {
	for _, c := range p.Changes {
		if c.Action != plans.NoOp || c.Importing || c.ImportingID != "" {
			return false
		}
		if movedAddr(c) {
			return false
		}
	}
	for _, o := range p.Outputs {
		if o.Action != plans.NoOp {
			return false
		}
	}
	return true
}
