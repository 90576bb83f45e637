package render

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/plans"
)

// Why a resource change is shown: planned by Terraform, or detected as
// drift during refresh.
const (
	causePlanned = "change"
	causeDrift   = "drift"
)

// resourceDiff is a resource instance change with its computed diff.
type resourceDiff struct {
	c *plans.ResourceInstanceChange
	d diff
}

// prevAddr is the address the object had in the previous run, or "".
func prevAddr(c *plans.ResourceInstanceChange) string {
	if c.PrevRunAddr.Resource.Resource.Type == "" {
		return ""
	}
	return c.PrevRunAddr.String()
}

// moved reports whether a moved block gave the object a new address.
func (r resourceDiff) moved() bool { return movedAddr(r.c) }

// movedAddr reports whether a change's previous-run address is set and
// differs from its address. Addresses equal part by part print alike,
// so their strings are made only for addresses that differ: rendering
// asked this three times for every change, and made both strings each
// time.
func movedAddr(c *plans.ResourceInstanceChange) bool {
	if c.PrevRunAddr.Resource.Resource.Type == "" || sameAddr(c.PrevRunAddr, c.Addr) {
		return false
	}
	return c.PrevRunAddr.String() != c.Addr.String()
}

// sameAddr reports whether two resource instance addresses are equal
// part by part (instance keys are IntKey or StringKey, both comparable).
func sameAddr(a, b addrs.AbsResourceInstance) bool {
	if len(a.Module) != len(b.Module) || a.Resource.Resource != b.Resource.Resource || a.Resource.Key != b.Resource.Key {
		return false
	}
	for i := range a.Module {
		if a.Module[i] != b.Module[i] {
			return false
		}
	}
	return true
}

// importing reports whether the change imports an existing object.
func (r resourceDiff) importing() bool { return r.c.Importing || r.c.ImportingID != "" }

// diffResource computes the diff of a resource instance change against
// its schema (or, without one, against the type of its values).
func diffResource(c *plans.ResourceInstanceChange, schemas SchemaLookup, relevant pathSet) diff {
	var schema *configschema.Block
	if schemas != nil {
		schema = schemas(c.ProviderConfig, c.Addr.Resource.Resource.Mode, c.Addr.Resource.Resource.Type)
	}
	schema = usableSchema(schema, c.Before, c.After)
	sh := shape{block: schema}
	ch := change{
		before:     plainValue(c.Before),
		after:      plainValue(c.After),
		unknown:    unknownTree(c.After),
		beforeSens: sensitiveFlags(c.Before, sh),
		afterSens:  sensitiveFlags(c.After, sh),
		replace:    pathsFromCty(c.RequiredReplace),
		relevant:   relevant,
	}
	if c.Action == plans.Forget {
		ch = ch.asNoOp()
	}
	return diffBlock(ch, schema)
}

// usableSchema returns the schema to render a resource with: the
// provider's, or one read off the values' type when there is none or it
// does not fix the type of the object.
func usableSchema(schema *configschema.Block, vals ...cty.Value) *configschema.Block {
	if schema != nil && schema.ImpliedType() != cty.DynamicPseudoType {
		return schema
	}
	var declared *configschema.Block
	if schema != nil {
		declared = schema
	}
	for _, v := range vals {
		if v == cty.NilVal {
			continue
		}
		if ty := v.Type(); ty.IsObjectType() {
			b := blockFromType(ty)
			if declared != nil {
				for name, a := range declared.Attributes {
					b.Attributes[name] = a
				}
				for name, nb := range declared.BlockTypes {
					delete(b.Attributes, name)
					if b.BlockTypes == nil {
						b.BlockTypes = map[string]*configschema.NestedBlock{}
					}
					b.BlockTypes[name] = nb
				}
			}
			return b
		}
	}
	if declared != nil {
		return declared
	}
	return &configschema.Block{}
}

// resourceHeader is `resource "TYPE" "NAME"` or `data "TYPE" "NAME"`.
func resourceHeader(c *plans.ResourceInstanceChange) string {
	mode := "resource"
	if c.Addr.Resource.Resource.Mode == addrs.Data {
		mode = "data"
	}
	return fmt.Sprintf("%s \"%s\" \"%s\"", mode, c.Addr.Resource.Resource.Type, c.Addr.Resource.Resource.Name)
}

// indexJSON renders an instance key as plan JSON writes it ("0", "\"a\"").
func indexJSON(k addrs.InstanceKey) string {
	switch k := k.(type) {
	case addrs.IntKey:
		return fmt.Sprint(int(k))
	case addrs.StringKey:
		b, _ := json.Marshal(string(k))
		return string(b)
	}
	return ""
}

// changeComment is the "# ADDR will be ..." comment above a resource
// change, with the lines explaining why, with colour markup.
func changeComment(r resourceDiff, action plans.Action, cause string) string {
	c := r.c
	addr := c.Addr.String()
	disp := addr
	if c.DeposedKey != "" {
		disp = fmt.Sprintf("%s (deposed object %s)", addr, c.DeposedKey)
	}
	var b strings.Builder
	printedMoved, printedImport := false, false
	switch action {
	case plans.Create:
		fmt.Fprintf(&b, "[bold]  # %s[reset] will be created", disp)
	case plans.Read:
		fmt.Fprintf(&b, "[bold]  # %s[reset] will be read during apply", disp)
		switch c.ActionReason {
		case plans.ReadBecauseConfigUnknown:
			b.WriteString("\n  # (config refers to values not yet known)")
		case plans.ReadBecauseDependencyPending:
			b.WriteString("\n  # (depends on a resource or a module with changes pending)")
		case plans.ReadBecauseCheckNested:
			b.WriteString("\n  # (config will be reloaded to verify a check block)")
		}
	case plans.Update:
		if cause == causeDrift {
			fmt.Fprintf(&b, "[bold]  # %s[reset] has changed", disp)
		} else {
			fmt.Fprintf(&b, "[bold]  # %s[reset] will be updated in-place", disp)
		}
	case plans.CreateThenDelete, plans.DeleteThenCreate:
		switch c.ActionReason {
		case plans.ReplaceBecauseTainted:
			fmt.Fprintf(&b, "[bold]  # %s[reset] is tainted, so must be [bold][red]replaced[reset]", disp)
		case plans.ReplaceByRequest:
			fmt.Fprintf(&b, "[bold]  # %s[reset] will be [bold][red]replaced[reset], as requested", disp)
		case plans.ReplaceByTriggers:
			fmt.Fprintf(&b, "[bold]  # %s[reset] will be [bold][red]replaced[reset] due to changes in replace_triggered_by", disp)
		default:
			fmt.Fprintf(&b, "[bold]  # %s[reset] must be [bold][red]replaced[reset]", disp)
		}
	case plans.Forget:
		if c.DeposedKey != "" {
			fmt.Fprintf(&b, "[bold] # %s[reset] will be removed from Terraform state, but [bold][red]will not be destroyed[reset]", disp)
			b.WriteString("\n[bold] # (left over from a partially-failed replacement of this instance)")
		} else {
			fmt.Fprintf(&b, "[bold] # %s[reset] will no longer be managed by Terraform, but [bold][red]will not be destroyed[reset]", disp)
		}
		b.WriteString("\n # (destroy = false is set in the configuration)")
	case plans.Delete:
		if cause == causeDrift {
			fmt.Fprintf(&b, "[bold]  # %s[reset] has been deleted", disp)
		} else {
			fmt.Fprintf(&b, "[bold]  # %s[reset] will be [bold][red]destroyed[reset]", disp)
		}
		b.WriteString(deleteReason(c, prevAddr(c)))
		if c.DeposedKey != "" {
			b.WriteString("\n  # (left over from a partially-failed replacement of this instance)")
		}
	case plans.NoOp:
		if r.moved() {
			fmt.Fprintf(&b, "[bold]  # %s[reset] has moved to [bold]%s[reset]", prevAddr(c), disp)
			printedMoved = true
			break
		}
		if r.importing() {
			fmt.Fprintf(&b, "[bold]  # %s[reset] will be imported", disp)
			printedImport = true
			break
		}
		fallthrough
	default:
		fmt.Fprintf(&b, "%s has an action the plan renderer doesn't support (this is a bug)", disp)
	}
	b.WriteString("\n")
	if r.moved() && !printedMoved {
		fmt.Fprintf(&b, "  # [reset](moved from %s)\n", prevAddr(c))
	}
	if r.importing() && !printedImport {
		if c.ImportingID != "" {
			fmt.Fprintf(&b, "  # [reset](imported from \"%s\")\n", c.ImportingID)
		} else {
			b.WriteString("  # [reset](will be imported first)\n")
		}
	}
	if r.importing() && c.ConfigGenerated {
		b.WriteString("  # [reset](config will be generated)\n")
	}
	if r.importing() && action.IsReplace() {
		b.WriteString("  # [reset][yellow]Warning: this will destroy the imported resource[reset]\n")
	}
	return b.String()
}

// deleteReason is the note explaining why an object is destroyed.
func deleteReason(c *plans.ResourceInstanceChange, prev string) string {
	res := c.Addr.Resource
	switch c.ActionReason {
	case plans.DeleteNoResourceConfig:
		return fmt.Sprintf("\n  # (because %s.%s is not in configuration)", res.Resource.Type, res.Resource.Name)
	case plans.DeleteNoMoveTarget:
		return fmt.Sprintf("\n  # (because %s was moved to %s, which is not in configuration)", prev, c.Addr.String())
	case plans.DeleteNoModule:
		return fmt.Sprintf("\n  # (because %s is not in configuration)", c.Addr.Module.String())
	case plans.DeleteWrongRepetition:
		switch res.Key.(type) {
		case addrs.IntKey:
			return "\n  # (because resource does not use count)"
		case addrs.StringKey:
			return "\n  # (because resource does not use for_each)"
		}
		return "\n  # (because resource uses count or for_each)"
	case plans.DeleteCountIndex:
		return fmt.Sprintf("\n  # (because index [%s] is out of range for count)", indexJSON(res.Key))
	case plans.DeleteEachKey:
		return fmt.Sprintf("\n  # (because key [%s] is not in for_each map)", indexJSON(res.Key))
	}
	return ""
}

// renderResourceDiff renders one resource change: comment, marker,
// header and body. It reports false when there is nothing to show.
func renderResourceDiff(r resourceDiff, cause string, c colorizer) (string, bool) {
	action := r.c.Action
	if action == plans.NoOp && !r.moved() && !r.importing() {
		return "", false
	}
	o := renderOpts{c: c, showUnchanged: r.importing()}
	return c.color(changeComment(r, action, cause)) +
		c.color(symbolMarkup(action)) + " " + resourceHeader(r.c) + " " + r.d.render(0, o), true
}
