package render

import (
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/plans"
)

// driftPaths returns the attribute paths of a drifted object that matter
// to the plan: in refresh-only mode all of them, otherwise the relevant
// attributes the plan recorded for the resource. It reports false when
// none matter.
func driftPaths(p *plans.Plan, addr string) (pathSet, bool) {
	if p.Mode == plans.RefreshOnlyMode {
		return everything, true
	}
	ps := pathSet{propagate: true}
	for _, ra := range p.RelevantAttributes {
		if ra.Resource != "" && ra.Resource != addr {
			continue
		}
		ps.paths = append(ps.paths, pathsFromCty([]cty.Path{ra.Attr}).paths...)
	}
	if len(ps.paths) == 0 {
		return pathSet{}, false
	}
	return ps, true
}

// renderDrift writes the "Objects have changed outside of Terraform"
// section and reports whether it wrote anything. Outside refresh-only
// mode, drift is only shown when the plan changes something, and only
// for attributes relevant to the plan.
func renderDrift(b *strings.Builder, p *plans.Plan, changes []resourceDiff, outputs map[string]diff, schemas SchemaLookup, opts Options) bool {
	var drift []resourceDiff
	for _, ch := range sortedChanges(opts.Drift) {
		relevant, ok := driftPaths(p, ch.Addr.String())
		if !ok {
			continue
		}
		r := resourceDiff{c: ch, d: diffResource(ch, schemas, relevant)}
		if p.Mode != plans.RefreshOnlyMode && r.d.action == plans.NoOp {
			continue
		}
		drift = append(drift, r)
	}
	if len(drift) == 0 {
		return false
	}
	if p.Mode != plans.RefreshOnlyMode && nothingChanges(changes, outputs) {
		return false
	}
	c := opts.colorizer()
	width := opts.width()
	b.WriteString(c.color("\n[bold][cyan]Note:[reset][bold] Objects have changed outside of Terraform\n") + "\n")
	b.WriteString(wrap("Terraform detected the following changes made outside of Terraform since the last \"terraform apply\" which may have affected this plan:\n", width))
	for _, r := range drift {
		if text, ok := renderResourceDiff(r, causeDrift, c); ok {
			b.WriteString("\n" + text + "\n")
		}
	}
	if p.Mode == plans.RefreshOnlyMode {
		b.WriteString(wrap("\n\nThis is a refresh-only plan, so Terraform will not take any actions to undo these. If you were expecting these changes then you can apply this plan to record the updated values in the Terraform state without changing any remote objects.", width) + "\n")
	} else {
		b.WriteString(wrap("\n\nUnless you have made equivalent changes to your configuration, or ignored the relevant attributes using ignore_changes, the following plan may include actions to undo or respond to these changes.", width) + "\n")
	}
	return true
}

// nothingChanges reports whether no resource change (by its computed
// diff) and no output changes, ignoring moves.
func nothingChanges(changes []resourceDiff, outputs map[string]diff) bool {
	for _, r := range changes {
		if r.d.action != plans.NoOp || r.moved() {
			return false
		}
	}
	for _, d := range outputs {
		if d.action != plans.NoOp {
			return false
		}
	}
	return true
}
