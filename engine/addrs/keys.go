// Package addrs holds Terraform's addresses: instance keys, module
// instance paths, resource and resource instance addresses, and the
// references an expression can make (var.x, local.y, aws_instance.z...).
package addrs

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// InstanceKey is the key of one instance of a resource or module: none,
// an integer (count) or a string (for_each).
type InstanceKey interface {
	instanceKey()
	// String renders the key as in an address: [0] or ["a"], "" for none.
	String() string
	// Value is the key as a cty value (count.index / each.key).
	Value() cty.Value
}

// NoKey is the key of a resource or module without count or for_each.
var NoKey InstanceKey

// IntKey is a count index.
type IntKey int

// StringKey is a for_each key.
type StringKey string

func (IntKey) instanceKey()    {}
func (StringKey) instanceKey() {}

func (k IntKey) String() string { return "[" + strconv.Itoa(int(k)) + "]" }

func (k StringKey) String() string { return "[" + QuoteKey(string(k)) + "]" }

// Value returns the index as a number.
func (k IntKey) Value() cty.Value { return cty.NumberIntVal(int64(k)) }

// Value returns the key as a string.
func (k StringKey) Value() cty.Value { return cty.StringVal(string(k)) }

// QuoteKey quotes a string key as Terraform does in addresses.
func QuoteKey(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if r < 0x20 {
				fmt.Fprintf(&b, `\u%04X`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// KeyString renders a possibly-nil key.
func KeyString(k InstanceKey) string {
	if k == nil {
		return ""
	}
	return k.String()
}

// ParseKeyValue converts an index value from an address into a key.
func ParseKeyValue(v cty.Value) (InstanceKey, error) {
	if v.IsNull() || !v.IsKnown() {
		return nil, fmt.Errorf("instance key must not be null or unknown")
	}
	switch v.Type() {
	case cty.String:
		return StringKey(v.AsString()), nil
	case cty.Number:
		bf := v.AsBigFloat()
		i, acc := bf.Int64()
		if acc != big.Exact || i < 0 {
			return nil, fmt.Errorf("an index must be a non-negative whole number")
		}
		return IntKey(int(i)), nil
	}
	return nil, fmt.Errorf("an instance key must be a number or a string")
}

// KeyLess orders keys as Terraform does: no key, then integers ascending,
// then strings lexically.
func KeyLess(a, b InstanceKey) bool {
	rank := func(k InstanceKey) int {
		switch k.(type) {
		case nil:
			return 0
		case IntKey:
			return 1
		}
		return 2
	}
	if rank(a) != rank(b) {
		return rank(a) < rank(b)
	}
	switch ak := a.(type) {
	case IntKey:
		return ak < b.(IntKey)
	case StringKey:
		return ak < b.(StringKey)
	}
	return false
}
