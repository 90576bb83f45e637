package configschema

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/gocty"
)

// AttributePath is the Extra of a diagnostic about the value at a path of
// a decoded configuration (a provider's validation or read error). Such a
// diagnostic has no source range until Elaborate places it in the
// configuration body the value came from.
type AttributePath struct {
	Path cty.Path
}

// PathDiagnostic makes a diagnostic about the value at a path of a
// configuration object (nil for the whole block).
func PathDiagnostic(severity hcl.DiagnosticSeverity, summary, detail string, path cty.Path) *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity: severity,
		Summary:  summary,
		Detail:   detail,
		Extra:    &AttributePath{Path: path},
	}
}

// DiagnosticPath returns the attribute path a diagnostic is about, if it
// was made by PathDiagnostic.
func DiagnosticPath(d *hcl.Diagnostic) (cty.Path, bool) {
	ap, ok := hcl.DiagnosticExtra[*AttributePath](d)
	if !ok || ap == nil {
		return nil, false
	}
	return ap.Path, true
}

// Elaborate returns the diagnostics with a source range for each path
// diagnostic that has none, found in the configuration body (as written,
// before dynamic block expansion) as Terraform finds it:
//
//   - a path to an argument: the argument's expression; a path to an
//     element of a list or map argument written as a literal: that
//     element's expression;
//   - intermediate steps descend into nested blocks (by index for lists
//     and sets, by label for maps);
//   - otherwise, and for an empty path: the missing-item range of the
//     deepest body reached (for a resource, the position of its opening
//     brace).
//
// Other diagnostics are returned unchanged.
func Elaborate(body hcl.Body, diags hcl.Diagnostics) hcl.Diagnostics {
	if body == nil || len(diags) == 0 {
		return diags
	}
	ret := make(hcl.Diagnostics, len(diags))
	for i, d := range diags {
		path, ok := DiagnosticPath(d)
		if !ok || d.Subject != nil {
			ret[i] = d
			continue
		}
		cp := *d
		cp.Subject = pathRange(body, path).Ptr()
		ret[i] = &cp
	}
	return ret
}

// pathRange finds the source range of a path in a body.
func pathRange(body hcl.Body, path cty.Path) hcl.Range {
	if len(path) == 0 {
		return body.MissingItemRange()
	}
	if _, idx := path[0].(cty.IndexStep); idx {
		return body.MissingItemRange()
	}
	traverse, final := path, path[len(path)-1]
	idxStep, hasIdx := final.(cty.IndexStep)
	if hasIdx {
		final = path[len(path)-2]
		traverse = path[:len(path)-1]
	}
	if len(traverse) > 1 {
		body = descend(body, traverse)
	}
	rng := body.MissingItemRange()
	step, ok := final.(cty.GetAttrStep)
	if !ok {
		return rng
	}
	content, _, diags := body.PartialContent(&hcl.BodySchema{
		Attributes: []hcl.AttributeSchema{{Name: step.Name, Required: true}},
	})
	if diags.HasErrors() || content == nil {
		return rng
	}
	attr, ok := content.Attributes[step.Name]
	if !ok {
		return rng
	}
	if hasIdx {
		return elementRange(attr, idxStep)
	}
	return attr.Expr.Range()
}

// descend follows the steps of a path through nested blocks, stopping at
// the first step that cannot be followed.
func descend(body hcl.Body, steps cty.Path) hcl.Body {
	for i := 0; i < len(steps); i++ {
		step, ok := steps[i].(cty.GetAttrStep)
		if !ok {
			return body
		}
		var key cty.Value
		if i+1 < len(steps) {
			if is, ok := steps[i+1].(cty.IndexStep); ok {
				key = is.Key
				i++
			}
		}
		var labels []string
		if key != cty.NilVal && key.Type() == cty.String {
			labels = mapLabelNames
		}
		content, _, diags := body.PartialContent(&hcl.BodySchema{
			Blocks: []hcl.BlockHeaderSchema{{Type: step.Name, LabelNames: labels}},
		})
		if diags.HasErrors() || content == nil {
			return body
		}
		var blocks []*hcl.Block
		for _, b := range content.Blocks {
			if b.Type == step.Name {
				blocks = append(blocks, b)
			}
		}
		if len(blocks) == 0 {
			continue
		}
		switch {
		case key == cty.NilVal:
			if len(blocks) != 1 {
				return body
			}
			body = blocks[0].Body
		case key.Type() == cty.Number:
			var idx int
			if err := gocty.FromCtyValue(key, &idx); err != nil || idx < 0 || idx >= len(blocks) {
				return body
			}
			body = blocks[idx].Body
		case key.Type() == cty.String && key.IsKnown() && !key.IsNull():
			var found hcl.Body
			for _, b := range blocks {
				if len(b.Labels) > 0 && b.Labels[0] == key.AsString() {
					found = b.Body
					break
				}
			}
			if found == nil {
				return body
			}
			body = found
		default:
			return body
		}
	}
	return body
}

// elementRange finds the range of one element of a literal list or map
// argument.
func elementRange(attr *hcl.Attribute, step cty.IndexStep) hcl.Range {
	key := step.Key
	if !key.IsKnown() || key.IsNull() {
		return attr.Expr.Range()
	}
	switch key.Type() {
	case cty.Number:
		items, diags := hcl.ExprList(attr.Expr)
		if diags.HasErrors() {
			return attr.Expr.Range()
		}
		var idx int
		if err := gocty.FromCtyValue(key, &idx); err != nil || idx < 0 || idx >= len(items) {
			return attr.NameRange
		}
		return items[idx].Range()
	case cty.String:
		pairs, diags := hcl.ExprMap(attr.Expr)
		if diags.HasErrors() {
			return attr.Expr.Range()
		}
		for _, kv := range pairs {
			k, diags := kv.Key.Value(nil)
			if diags.HasErrors() || !k.IsKnown() || k.IsNull() || k.Type() != cty.String {
				return attr.Expr.Range()
			}
			if k.AsString() == key.AsString() {
				return kv.Value.StartRange()
			}
		}
		return attr.NameRange
	}
	return attr.Expr.Range()
}
