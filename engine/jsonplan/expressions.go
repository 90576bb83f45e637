package jsonplan

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/valuefmt"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Expression describes one expression of the configuration: its value
// when it can be evaluated without any context, and the objects it refers
// to.
type Expression struct {
	ConstantValue json.RawMessage `json:"constant_value,omitempty"`
	References    []string        `json:"references,omitempty"`
}

// empty reports whether the expression has neither a constant value nor
// references.
func (e Expression) empty() bool { return len(e.ConstantValue) == 0 && len(e.References) == 0 }

// marshalExpression describes an expression. Its constant value is what it
// evaluates to without variables or functions (for JSON syntax that is the
// literal text, templates included), when that is known. Each reference is
// listed in full and then with its trailing steps removed one by one down
// to the object referred to; references to a keyed resource instance or
// to a module output also list the resource or the module call.
func marshalExpression(expr hcl.Expression) Expression {
	var out Expression
	if expr == nil {
		return out
	}
	if v, _ := expr.Value(nil); v != cty.NilVal && v.IsWhollyKnown() {
		plain, _ := v.UnmarkDeep()
		if js, err := ctyjson.Marshal(plain, plain.Type()); err == nil {
			out.ConstantValue = js
		}
	}
	for _, t := range expr.Variables() {
		out.References = append(out.References, referenceStrings(t)...)
	}
	return out
}

// referenceStrings lists the strings one traversal contributes to
// "references"; none when it is not a valid reference.
func referenceStrings(t hcl.Traversal) []string {
	ref, diags := addrs.ParseRef(t)
	if diags.HasErrors() || ref == nil {
		return nil
	}
	subject, extra, remaining := referenceSubject(ref)
	var out []string
	for n := len(remaining); n > 0; n-- {
		out = append(out, subject+traversalString(remaining[:n]))
	}
	out = append(out, subject)
	if extra != "" {
		out = append(out, extra)
	}
	return out
}

// referenceSubject names the object a reference refers to, the coarser
// object also listed (a keyed resource instance's resource, a module
// output's call), and the steps that follow the subject.
func referenceSubject(ref *addrs.Reference) (subject, extra string, remaining hcl.Traversal) {
	remaining = ref.Remaining
	switch ref.Kind {
	case addrs.RefResource:
		subject = ref.Resource.String()
		if len(remaining) > 0 {
			if ix, ok := remaining[0].(hcl.TraverseIndex); ok {
				if k, err := addrs.ParseKeyValue(ix.Key); err == nil {
					extra = subject
					subject += k.String()
					remaining = remaining[1:]
				}
			}
		}
	case addrs.RefModuleCall:
		subject = "module." + ref.Name
		if len(remaining) > 0 {
			if ix, ok := remaining[0].(hcl.TraverseIndex); ok {
				if k, err := addrs.ParseKeyValue(ix.Key); err == nil {
					subject += k.String()
					remaining = remaining[1:]
				}
			}
		}
		if len(remaining) > 0 {
			if at, ok := remaining[0].(hcl.TraverseAttr); ok {
				extra = subject
				subject += "." + at.Name
				remaining = remaining[1:]
			}
		} else if subject != "module."+ref.Name {
			extra = "module." + ref.Name
		}
	case addrs.RefSelf:
		subject = "self"
	default:
		subject = ref.DisplayName()
	}
	return subject, extra, remaining
}

// traversalString renders relative traversal steps: .name, [0], ["key"],
// and [...] for index values that are not primitive.
func traversalString(t hcl.Traversal) string {
	var b strings.Builder
	for _, st := range t {
		switch s := st.(type) {
		case hcl.TraverseAttr:
			b.WriteByte('.')
			b.WriteString(s.Name)
		case hcl.TraverseIndex:
			b.WriteByte('[')
			b.WriteString(compactValue(s.Key))
			b.WriteByte(']')
		case hcl.TraverseSplat:
			b.WriteString("[*]")
		}
	}
	return b.String()
}

func compactValue(v cty.Value) string {
	if v.IsNull() || !v.IsKnown() || !v.Type().IsPrimitiveType() {
		return "..."
	}
	switch v.Type() {
	case cty.String:
		return strconv.Quote(v.AsString())
	case cty.Number:
		return valuefmt.Decimal(v.AsBigFloat())
	case cty.Bool:
		if v.True() {
			return "true"
		}
		return "false"
	}
	return "..."
}

// marshalExpressions describes the arguments and nested blocks of a body.
// With a schema, only its attributes and block types are described
// (dynamic blocks are not); without one, every attribute of the body is.
func marshalExpressions(body hcl.Body, schema *configschema.Block) map[string]any {
	if body == nil {
		return nil
	}
	out := map[string]any{}
	if schema == nil {
		attrs, _ := body.JustAttributes()
		for name, a := range attrs {
			out[name] = marshalExpression(a.Expr)
		}
		return out
	}
	content, _, _ := body.PartialContent(bodySchema(schema))
	for name, a := range content.Attributes {
		out[name] = marshalExpression(a.Expr)
	}
	for _, blk := range content.Blocks {
		nb := schema.BlockTypes[blk.Type]
		if nb == nil {
			continue
		}
		inner := marshalExpressions(blk.Body, &nb.Block)
		switch nb.Nesting {
		case configschema.NestingSingle, configschema.NestingGroup:
			if _, dup := out[blk.Type]; !dup {
				out[blk.Type] = inner
			}
		case configschema.NestingList, configschema.NestingSet:
			list, _ := out[blk.Type].([]map[string]any)
			out[blk.Type] = append(list, inner)
		case configschema.NestingMap:
			m, _ := out[blk.Type].(map[string]map[string]any)
			if m == nil {
				m = map[string]map[string]any{}
			}
			if len(blk.Labels) > 0 {
				m[blk.Labels[0]] = inner
			}
			out[blk.Type] = m
		}
	}
	return out
}

// bodySchema is the HCL body schema of a block schema: every attribute
// optional, map-nested blocks with one label.
func bodySchema(b *configschema.Block) *hcl.BodySchema {
	s := &hcl.BodySchema{}
	for name := range b.Attributes {
		s.Attributes = append(s.Attributes, hcl.AttributeSchema{Name: name})
	}
	for name, nb := range b.BlockTypes {
		if _, clash := b.Attributes[name]; clash || nb == nil {
			continue
		}
		hs := hcl.BlockHeaderSchema{Type: name}
		if nb.Nesting == configschema.NestingMap {
			hs.LabelNames = []string{"key"}
		}
		s.Blocks = append(s.Blocks, hs)
	}
	return s
}
