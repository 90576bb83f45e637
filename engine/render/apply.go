package render

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
)

// The progress lines below are what Terraform prints while it refreshes
// and applies, one per event. Each returned string ends with a newline.

// deposedAddr is an address with the deposed object it refers to.
func deposedAddr(addr, deposedKey string) string {
	if deposedKey == "" {
		return addr
	}
	return fmt.Sprintf("%s (deposed object %s)", addr, deposedKey)
}

// idSuffix is " [key=value]", or nothing without an identifier.
func idSuffix(k, v string) string {
	if k == "" || v == "" {
		return ""
	}
	return fmt.Sprintf(" [%s=%s]", k, v)
}

// Refreshing is the line printed when a managed object is refreshed:
// "aws_instance.x: Refreshing state... [id=i-123]".
func Refreshing(addr, deposedKey string, prior cty.Value, opts Options) string {
	k, v := objectID(prior)
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: Refreshing state...%s"), deposedAddr(addr, deposedKey), idSuffix(k, v)) + "\n"
}

// applyVerb is the progress word of an action, and of its completion.
func applyVerb(a plans.Action) (start, done string) {
	switch a {
	case plans.Create:
		return "Creating...", "Creation complete"
	case plans.Update:
		return "Modifying...", "Modifications complete"
	case plans.Delete:
		return "Destroying...", "Destruction complete"
	case plans.Read:
		return "Reading...", "Read complete"
	}
	return "", ""
}

// ApplyStarting is the line printed when apply (or plan, for a data
// source) starts one step of a change: "x: Creating...", "x: Modifying...
// [id=…]", "x: Destroying... [id=…]", "x (deposed object KEY):
// Destroying...", "data.x.y: Reading...". A replacement is two steps,
// create and delete. prior is the object before the step; its id (or
// name) is shown. No-op steps print nothing.
func ApplyStarting(addr, deposedKey string, action plans.Action, prior cty.Value, opts Options) string {
	verb, _ := applyVerb(action)
	if verb == "" {
		if action == plans.NoOp {
			return ""
		}
		return fmt.Sprintf("(Unknown action %s for %s)\n", action, deposedAddr(addr, deposedKey))
	}
	k, v := objectIDOrName(prior)
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: %s%s[reset]"), deposedAddr(addr, deposedKey), verb, idSuffix(k, v)) + "\n"
}

// ApplyStill is the line printed every ten seconds while a step runs:
// "x: Still creating... [id=…, 10s elapsed]".
func ApplyStill(addr, deposedKey string, action plans.Action, prior cty.Value, elapsed time.Duration, opts Options) string {
	var msg string
	switch action {
	case plans.Create:
		msg = "Still creating..."
	case plans.Update:
		msg = "Still modifying..."
	case plans.Delete:
		msg = "Still destroying..."
	case plans.Read:
		msg = "Still reading..."
	default:
		return ""
	}
	id := ""
	if k, v := objectIDOrName(prior); k != "" && v != "" {
		id = fmt.Sprintf("%s=%s, ", k, truncateID(v, 80))
	}
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: %s [%s%s elapsed][reset]"), addr, msg, id, elapsed.Round(time.Second)) + "\n"
}

// ApplyComplete is the line printed when a step succeeds: "x: Creation
// complete after 0s [id=…]", "x: Destruction complete after 0s". newState
// is the object after the step; its id is shown. As in Terraform, the
// line names the instance without its deposed key.
func ApplyComplete(addr string, action plans.Action, newState cty.Value, elapsed time.Duration, opts Options) string {
	_, done := applyVerb(action)
	if done == "" {
		return ""
	}
	k, v := objectID(newState)
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: %s after %s%s"), addr, done, elapsed.Round(time.Second), idSuffix(k, v)) + "\n"
}

// ImportPlanning is the line printed when plan prepares an import block's
// import: "x: Preparing import... [id=…]".
func ImportPlanning(addr, id string, opts Options) string {
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: Preparing import... [id=%s]"), addr, id) + "\n"
}

// ImportApplying is the line printed when apply imports an object:
// "x: Importing... [id=…]".
func ImportApplying(addr, id string, opts Options) string {
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: Importing... [id=%s]"), addr, id) + "\n"
}

// ImportApplied is the line printed when an import is done:
// "x: Import complete [id=…]".
func ImportApplied(addr, id string, opts Options) string {
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: Import complete [id=%s]"), addr, id) + "\n"
}

// ProvisionerStarting is the line printed before a provisioner runs:
// "x: Provisioning with 'local-exec'...".
func ProvisionerStarting(addr, provisioner string, opts Options) string {
	return fmt.Sprintf(opts.colorizer().color("[reset][bold]%s: Provisioning with '%s'...[reset]"), addr, provisioner) + "\n"
}

// ProvisionerOutput prefixes each non-blank line a provisioner printed
// with "x (local-exec): ". It is empty when there is nothing to show.
func ProvisionerOutput(addr, provisioner, output string, opts Options) string {
	prefix := fmt.Sprintf(opts.colorizer().color("[reset][bold]%s (%s):[reset] "), addr, provisioner)
	var b strings.Builder
	for _, l := range strings.FieldsFunc(output, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if l = strings.TrimRightFunc(l, unicode.IsSpace); l != "" {
			b.WriteString(prefix + l + "\n")
		}
	}
	if b.Len() == 0 {
		return "\n"
	}
	return strings.TrimSpace(b.String()) + "\n"
}

// ApplyCounts are the numbers in the apply summary.
type ApplyCounts struct {
	Imported, Added, Changed, Destroyed int
}

// CountApplied returns the summary counts of a plan applied in full:
// every create (including the create half of a replacement) is added,
// every update changed, every delete (including replacements) destroyed,
// every import imported. Data source reads are not counted.
func CountApplied(p *plans.Plan) ApplyCounts {
	var n ApplyCounts
	for _, c := range p.Changes {
		if c.Addr.Resource.Resource.Mode != addrs.Managed {
			continue
		}
		if c.Importing || c.ImportingID != "" {
			n.Imported++
		}
		switch c.Action {
		case plans.Create:
			n.Added++
		case plans.Update:
			n.Changed++
		case plans.Delete:
			n.Destroyed++
		case plans.DeleteThenCreate, plans.CreateThenDelete:
			n.Added++
			n.Destroyed++
		}
	}
	return n
}

// ApplySummary is the line after apply: "\nApply complete! Resources: 1
// added, 0 changed, 0 destroyed.\n", with "N imported, " when importing,
// or "\nDestroy complete! Resources: N destroyed.\n" for `terraform
// destroy` (destroy true).
func ApplySummary(n ApplyCounts, destroy bool, opts Options) string {
	c := opts.colorizer()
	switch {
	case destroy:
		return fmt.Sprintf(c.color("[reset][bold][green]\nDestroy complete! Resources: %d destroyed.\n"), n.Destroyed)
	case n.Imported > 0:
		return fmt.Sprintf(c.color("[reset][bold][green]\nApply complete! Resources: %d imported, %d added, %d changed, %d destroyed.\n"), n.Imported, n.Added, n.Changed, n.Destroyed)
	}
	return fmt.Sprintf(c.color("[reset][bold][green]\nApply complete! Resources: %d added, %d changed, %d destroyed.\n"), n.Added, n.Changed, n.Destroyed)
}

// objectID finds the attribute that identifies an object: a known,
// non-sensitive string "id".
func objectID(obj cty.Value) (string, string) {
	return stringAttr(obj, "id")
}

// objectIDOrName is objectID, or else a human name: a "name" attribute,
// or a "name" or "Name" tag.
func objectIDOrName(obj cty.Value) (string, string) {
	if k, v := objectID(obj); k != "" {
		return k, v
	}
	if k, v := stringAttr(obj, "name"); k != "" {
		return k, v
	}
	obj, ok := knownObject(obj)
	if !ok {
		return "", ""
	}
	ty := obj.Type().AttributeTypes()["tags"]
	if ty == cty.NilType || !ty.IsMapType() || ty.ElementType() != cty.String {
		return "", ""
	}
	tags := obj.GetAttr("tags")
	if tags.IsNull() || !tags.IsWhollyKnown() || marks.ContainsSensitive(tags) {
		return "", ""
	}
	tags, _ = tags.UnmarkDeep()
	for _, key := range []string{"name", "Name"} {
		if tags.HasIndex(cty.StringVal(key)).True() {
			v := tags.Index(cty.StringVal(key))
			if v.IsKnown() && !v.IsNull() {
				return "tags." + key, v.AsString()
			}
			return "", ""
		}
	}
	return "", ""
}

// knownObject unmarks a known, non-null object value.
func knownObject(obj cty.Value) (cty.Value, bool) {
	if obj == cty.NilVal {
		return obj, false
	}
	obj, _ = obj.Unmark()
	if obj.IsNull() || !obj.IsKnown() || !obj.Type().IsObjectType() {
		return obj, false
	}
	return obj, true
}

// stringAttr returns a known, non-sensitive string attribute of an object.
func stringAttr(obj cty.Value, name string) (string, string) {
	obj, ok := knownObject(obj)
	if !ok || !obj.Type().HasAttribute(name) || obj.Type().AttributeType(name) != cty.String {
		return "", ""
	}
	v := obj.GetAttr(name)
	if v.HasMark(marks.Sensitive) {
		return "", ""
	}
	v, _ = v.Unmark()
	if !v.IsKnown() || v.IsNull() {
		return "", ""
	}
	return name, v.AsString()
}

// truncateID shortens a long identifier to max runes around "...".
func truncateID(id string, max int) string {
	r := []rune(id)
	if len(r) <= max {
		return id
	}
	if max < 5 {
		max = 5
	}
	half := max / 2
	right := len(r) - half - 1
	if over := max - (half*2 + 3); over < 0 {
		right -= over
	}
	return string(r[:half-1]) + "..." + string(r[right:])
}
