package valuefmt

import (
	"sort"
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// typeIndentUnit is the indentation of one nesting level of a type.
const typeIndentUnit = "    "

// FormatType returns what the console's type() function prints for ty:
// primitive and collection types on one line (`list(map(string))`),
// object and tuple types over several lines with 4-space indentation and
// a trailing comma after every member, and a collection of an object or
// tuple type with its element type on a line of its own.
func FormatType(ty cty.Type) string {
	var b strings.Builder
	writeType(&b, ty, 0)
	return b.String()
}

// writeType appends ty rendered at the given nesting depth; the caller has
// already written the indentation of the first line.
func writeType(b *strings.Builder, ty cty.Type, depth int) {
	switch {
	case ty == cty.NilType:
		b.WriteString("nil")
	case ty.IsObjectType():
		attrs := ty.AttributeTypes()
		if len(attrs) == 0 {
			b.WriteString("object({})")
			return
		}
		names := make([]string, 0, len(attrs))
		for name := range attrs {
			names = append(names, name)
		}
		sort.Strings(names)
		b.WriteString("object({\n")
		pad := strings.Repeat(typeIndentUnit, depth+1)
		for _, name := range names {
			b.WriteString(pad + name + ": ")
			writeType(b, attrs[name], depth+1)
			b.WriteString(",\n")
		}
		b.WriteString(strings.Repeat(typeIndentUnit, depth) + "})")
	case ty.IsTupleType():
		elems := ty.TupleElementTypes()
		if len(elems) == 0 {
			b.WriteString("tuple([])")
			return
		}
		b.WriteString("tuple([\n")
		pad := strings.Repeat(typeIndentUnit, depth+1)
		for _, ety := range elems {
			b.WriteString(pad)
			writeType(b, ety, depth+1)
			b.WriteString(",\n")
		}
		b.WriteString(strings.Repeat(typeIndentUnit, depth) + "])")
	case ty.IsListType():
		writeCollectionType(b, "list", ty.ElementType(), depth)
	case ty.IsSetType():
		writeCollectionType(b, "set", ty.ElementType(), depth)
	case ty.IsMapType():
		writeCollectionType(b, "map", ty.ElementType(), depth)
	default:
		// Primitives, dynamic and capsule types print their friendly
		// names: string, number, bool, dynamic.
		b.WriteString(ty.FriendlyName())
	}
}

// writeCollectionType renders list(T), set(T) or map(T). A structural
// element type, which spans several lines itself, is moved to a line of
// its own and indented one more level so the collection stays visible.
func writeCollectionType(b *strings.Builder, kind string, elem cty.Type, depth int) {
	b.WriteString(kind + "(")
	if !elem.IsObjectType() && !elem.IsTupleType() {
		writeType(b, elem, depth)
		b.WriteString(")")
		return
	}
	b.WriteString("\n" + strings.Repeat(typeIndentUnit, depth+1))
	writeType(b, elem, depth+1)
	b.WriteString(",\n" + strings.Repeat(typeIndentUnit, depth) + ")")
}
