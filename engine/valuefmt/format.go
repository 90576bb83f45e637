// Package valuefmt renders cty values and types exactly as `terraform
// console` prints them.
//
// Terraform's console formatter is part of Terraform itself, not of a
// library we can import, so this package reimplements its documented and
// recorded behaviour (see testdata/conformance/README.md).
package valuefmt

import (
	"sort"
	"strconv"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/marks"
)

// indentUnit is the indentation of one nesting level of a value.
const indentUnit = "  "

// Format returns what `terraform console` prints for v, without the final
// newline: heredocs for multi-line strings, one element per line for
// collections, conversion calls for typed nulls and typed collections,
// "(sensitive value)" for sensitive values, "(known after apply)" for
// unknown ones, and the type expression for values returned by type().
func Format(v cty.Value) string {
	var b strings.Builder
	writeValue(&b, v, 0)
	return b.String()
}

// writeValue appends v rendered at the given nesting depth. The caller has
// already written the indentation of the first line.
func writeValue(b *strings.Builder, v cty.Value, depth int) {
	if ty, ok := marks.AsType(v); ok {
		writeType(b, ty, depth)
		return
	}
	if !v.IsKnown() {
		b.WriteString("(known after apply)")
		return
	}
	if v.HasMark(marks.Sensitive) {
		b.WriteString("(sensitive value)")
		return
	}
	v, _ = v.Unmark()
	if v.IsNull() {
		b.WriteString(typedNull(v.Type()))
		return
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		writeString(b, v.AsString(), depth)
	case ty == cty.Number:
		b.WriteString(FormatNumber(v))
	case ty == cty.Bool:
		b.WriteString(strconv.FormatBool(v.True()))
	case ty.IsTupleType():
		writeSequence(b, v, "[", "]", depth)
	case ty.IsListType():
		writeSequence(b, v, "tolist([", "])", depth)
	case ty.IsSetType():
		writeSequence(b, v, "toset([", "])", depth)
	case ty.IsMapType():
		writeMapping(b, v, "tomap({", "})", depth)
	case ty.IsObjectType():
		writeMapping(b, v, "{", "}", depth)
	default:
		// Capsule values other than type() results have no literal
		// syntax; name their type as the console would in a comment.
		b.WriteString("(" + ty.FriendlyName() + " value)")
	}
}

// typedNull renders a null of type ty: an untyped null is plain "null",
// primitive nulls are written as conversion calls, collections as
// conversions with the element type in a comment, and structural types
// as null with the type name in a comment.
func typedNull(ty cty.Type) string {
	switch {
	case ty == cty.DynamicPseudoType:
		return "null"
	case ty == cty.String:
		return "tostring(null)"
	case ty == cty.Number:
		return "tonumber(null)"
	case ty == cty.Bool:
		return "tobool(null)"
	case ty.IsListType():
		return "tolist(null) /* of " + ty.ElementType().FriendlyName() + " */"
	case ty.IsSetType():
		return "toset(null) /* of " + ty.ElementType().FriendlyName() + " */"
	case ty.IsMapType():
		return "tomap(null) /* of " + ty.ElementType().FriendlyName() + " */"
	default:
		return "null /* " + ty.FriendlyName() + " */"
	}
}

// FormatNumber renders a known, non-null number as an exact decimal
// without exponent ("1000000000000000000000", "0.001", "-0", "+Inf").
func FormatNumber(v cty.Value) string {
	return Decimal(v.AsBigFloat())
}

// writeSequence renders a tuple, list or set: one element per line, each
// followed by a comma, or open+close on one line when empty.
func writeSequence(b *strings.Builder, v cty.Value, open, close string, depth int) {
	b.WriteString(open)
	if v.LengthInt() == 0 {
		b.WriteString(close)
		return
	}
	b.WriteString("\n")
	pad := strings.Repeat(indentUnit, depth+1)
	for it := v.ElementIterator(); it.Next(); {
		_, ev := it.Element()
		b.WriteString(pad)
		writeValue(b, ev, depth+1)
		b.WriteString(",\n")
	}
	b.WriteString(strings.Repeat(indentUnit, depth))
	b.WriteString(close)
}

// writeMapping renders a map or object: one quoted key per line in sorted
// order, `"key" = value`, without commas.
func writeMapping(b *strings.Builder, v cty.Value, open, close string, depth int) {
	b.WriteString(open)
	if v.LengthInt() == 0 {
		b.WriteString(close)
		return
	}
	b.WriteString("\n")
	entries := v.AsValueMap()
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	pad := strings.Repeat(indentUnit, depth+1)
	for _, k := range keys {
		b.WriteString(pad)
		b.WriteString(quote(k))
		b.WriteString(" = ")
		writeValue(b, entries[k], depth+1)
		b.WriteString("\n")
	}
	b.WriteString(strings.Repeat(indentUnit, depth))
	b.WriteString(close)
}
