package mock

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// Generator computes the value of one computed attribute when it becomes
// known: at apply for managed resources, at read for data sources. The
// result is converted to the attribute's type; cty.NilVal means "use the
// default value for the type".
type Generator func(g *Gen) cty.Value

// Gen is what a Generator sees: the call it runs in, the attribute it
// generates and a source of randomness that is deterministic — the same
// workspace seed, workspace, provider, type, instance address, attribute
// path and object always give the same values.
type Gen struct {
	*Ctx
	// Path is the attribute's path within the object, with the indexes of
	// the enclosing blocks.
	Path cty.Path
	// Object is the whole object being completed (the planned state, or
	// the data source's configuration), unknown values included.
	Object cty.Value
	rng    *rand.Rand
}

// Generator returns the generator state of the attribute at path of obj,
// for behaviour hooks that generate values themselves.
func (c *Ctx) Generator(path cty.Path, obj cty.Value) *Gen {
	h := sha256.New()
	parts := []string{c.Env.Seed, c.Env.Workspace, c.Source, c.TypeName, c.Addr, pathKey(path, true), fingerprint(obj)}
	if c.Replacing != cty.NilVal && !c.Replacing.IsNull() {
		parts = append(parts, "replacing", fingerprint(c.Replacing))
	}
	for _, part := range parts {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	sum := h.Sum(nil)
	var seed [32]byte
	copy(seed[:], sum)
	return &Gen{Ctx: c, Path: path, Object: obj, rng: rand.New(rand.NewChaCha8(seed))}
}

// fingerprint renders a value deterministically for seeding, so that an
// object re-created with a different configuration gets new values.
func fingerprint(v cty.Value) string {
	if v == cty.NilVal {
		return ""
	}
	v, _ = v.UnmarkDeep()
	return v.GoString()
}

// Intn returns a number in [0, n); 0 when n <= 0.
func (g *Gen) Intn(n int) int {
	if n <= 0 {
		return 0
	}
	return g.rng.IntN(n)
}

// Bytes returns n random bytes.
func (g *Gen) Bytes(n int) []byte {
	b := make([]byte, n)
	for i := 0; i < n; i += 8 {
		var w [8]byte
		binary.LittleEndian.PutUint64(w[:], g.rng.Uint64())
		copy(b[i:], w[:])
	}
	return b
}

// From returns n characters drawn from alphabet.
func (g *Gen) From(alphabet string, n int) string {
	if alphabet == "" {
		return ""
	}
	var sb strings.Builder
	for range n {
		sb.WriteByte(alphabet[g.rng.IntN(len(alphabet))])
	}
	return sb.String()
}

// Hex returns n lowercase hexadecimal digits.
func (g *Gen) Hex(n int) string { return g.From("0123456789abcdef", n) }

// Digits returns n decimal digits.
func (g *Gen) Digits(n int) string { return g.From("0123456789", n) }

// Alnum returns n characters of [a-z0-9], like Terraform's own mock
// providers generate strings.
func (g *Gen) Alnum(n int) string { return g.From("abcdefghijklmnopqrstuvwxyz0123456789", n) }

// Pick returns one of the options.
func (g *Gen) Pick(options ...string) string {
	if len(options) == 0 {
		return ""
	}
	return options[g.rng.IntN(len(options))]
}

// UUID returns a random UUID formatted as hashicorp/go-uuid does: 16
// random bytes in 8-4-4-4-12 hex groups, with no version or variant bits.
func (g *Gen) UUID() string {
	b := g.Bytes(16)
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// Attr returns the value of a sibling attribute: an attribute of the
// object that holds the generated attribute (the resource itself, or the
// nested block element). It is null when absent.
func (g *Gen) Attr(name string) cty.Value {
	parent := g.Object
	if len(g.Path) > 1 {
		v, err := g.Path[:len(g.Path)-1].Apply(g.Object)
		if err != nil {
			return cty.NullVal(cty.DynamicPseudoType)
		}
		parent = v
	}
	return attrOf(parent, name)
}

// ProviderAttr returns an argument of the provider configuration, null
// when it is not set.
func (g *Gen) ProviderAttr(name string) cty.Value {
	return attrOf(g.Provider, name)
}

// attrOf reads an attribute of an object value, null when impossible.
func attrOf(obj cty.Value, name string) cty.Value {
	if obj == cty.NilVal || !obj.IsKnown() || obj.IsNull() || !obj.Type().IsObjectType() || !obj.Type().HasAttribute(name) {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return obj.GetAttr(name)
}

// pathKey renders a path as dotted attribute names ("disk.size"), with
// the index steps when withIndex is set ("disk[0].size").
func pathKey(p cty.Path, withIndex bool) string {
	var sb strings.Builder
	for _, step := range p {
		switch s := step.(type) {
		case cty.GetAttrStep:
			if sb.Len() > 0 {
				sb.WriteByte('.')
			}
			sb.WriteString(s.Name)
		case cty.IndexStep:
			if withIndex {
				sb.WriteString("[" + fingerprint(s.Key) + "]")
			}
		}
	}
	return sb.String()
}

// defaultValue is the value an attribute of type ty gets when no
// generator decides it, following Terraform's mock providers: 8 random
// characters for strings, zero, false, empty collections, objects with
// every attribute generated the same way, and null for values of unknown
// type.
func (g *Gen) defaultValue(ty cty.Type) cty.Value {
	switch {
	case ty == cty.String:
		return cty.StringVal(g.Alnum(8))
	case ty == cty.Number:
		return cty.Zero
	case ty == cty.Bool:
		return cty.False
	case ty.IsListType():
		return cty.ListValEmpty(ty.ElementType())
	case ty.IsSetType():
		return cty.SetValEmpty(ty.ElementType())
	case ty.IsMapType():
		return cty.MapValEmpty(ty.ElementType())
	case ty.IsTupleType() && len(ty.TupleElementTypes()) == 0:
		return cty.EmptyTupleVal
	}
	return cty.NullVal(ty)
}
