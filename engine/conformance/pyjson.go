package conformance

// The conformance runner (testdata/conformance/run_conformance.py) judges
// configuration cases by loading JSON with Python's json module and
// comparing the normalised results with Python's ==. To reach the same
// verdicts this file models the few Python semantics the runner relies on:
// JSON objects that keep their key order (json.dumps without sort_keys
// serialises them in that order, and some of those strings are compared),
// integers and floats as distinct kinds that still compare equal by value
// (1 == 1.0, and True == 1 since bool is an int in Python), tuples that
// never equal lists, json.dumps's exact text, sorting with Python's
// ordering (and its TypeError on mixed types), and str.strip/splitlines
// whitespace. Written by hand: no Go library mirrors these semantics.

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pyDict is a JSON object that remembers the order of its keys, like a
// Python dict built by json.loads.
type pyDict struct {
	keys []string
	vals map[string]any
}

func newDict() *pyDict { return &pyDict{vals: map[string]any{}} }

// set stores a value; a new key goes last, an existing key keeps its place.
func (d *pyDict) set(k string, v any) {
	if _, ok := d.vals[k]; !ok {
		d.keys = append(d.keys, k)
	}
	d.vals[k] = v
}

// get returns the value of a key, or nil (None) when absent.
func (d *pyDict) get(k string) any { return d.vals[k] }

func (d *pyDict) has(k string) bool {
	_, ok := d.vals[k]
	return ok
}

func (d *pyDict) len() int { return len(d.keys) }

// copy returns a shallow copy, as dict(d) does.
func (d *pyDict) copy() *pyDict {
	c := &pyDict{keys: append([]string(nil), d.keys...), vals: make(map[string]any, len(d.vals))}
	for k, v := range d.vals {
		c.vals[k] = v
	}
	return c
}

// pyTuple is a Python tuple: it serialises like a list but never equals one.
type pyTuple []any

// pyInt is a Python int parsed from a JSON number without fraction or
// exponent (arbitrary precision).
type pyInt struct{ v *big.Int }

// pyFloat is a Python float.
type pyFloat float64

// pyException is raised (as a panic) where the Python runner would raise
// an exception; the case is then judged a failure with this message.
type pyException struct{ msg string }

func (e pyException) Error() string { return e.msg }

func raise(format string, args ...any) { panic(pyException{fmt.Sprintf(format, args...)}) }

// loadPyJSON parses JSON text into pyDict, []any, string, bool, nil, pyInt
// and pyFloat values, as json.loads does.
func loadPyJSON(text string) (any, error) {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	v, err := decodeValue(dec)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, fmt.Errorf("extra data")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			d := newDict()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("object key is not a string")
				}
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				d.set(k, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return d, nil
		case '[':
			l := []any{}
			for dec.More() {
				v, err := decodeValue(dec)
				if err != nil {
					return nil, err
				}
				l = append(l, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return l, nil
		}
		return nil, fmt.Errorf("unexpected %v", t)
	case json.Number:
		s := string(t)
		if strings.ContainsAny(s, ".eE") {
			f, err := strconv.ParseFloat(s, 64)
			if err != nil && !isRangeErr(err) {
				return nil, err
			}
			return pyFloat(f), nil
		}
		n, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, fmt.Errorf("bad number %q", s)
		}
		return pyInt{n}, nil
	default:
		return t, nil // string, bool or nil
	}
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// pyNumber returns the exact value of a Python number (bool, int or
// finite float) and whether v is one; nan and inf report isNum with a nil
// rational.
func pyNumber(v any) (r *big.Rat, isNum bool) {
	switch n := v.(type) {
	case bool:
		if n {
			return big.NewRat(1, 1), true
		}
		return new(big.Rat), true
	case pyInt:
		return new(big.Rat).SetInt(n.v), true
	case int:
		return big.NewRat(int64(n), 1), true
	case pyFloat:
		f := float64(n)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, true
		}
		return new(big.Rat).SetFloat64(f), true
	}
	return nil, false
}

// pyEqual is Python's == on JSON-like values.
func pyEqual(a, b any) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if ra, ok := pyNumber(a); ok {
		rb, ok := pyNumber(b)
		if !ok {
			return false
		}
		if ra == nil || rb == nil {
			fa, fb := asFloat(a), asFloat(b)
			return fa == fb // nan never equals, inf equals inf
		}
		return ra.Cmp(rb) == 0
	}
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case *pyDict:
		y, ok := b.(*pyDict)
		if !ok || x.len() != y.len() {
			return false
		}
		for _, k := range x.keys {
			if !y.has(k) || !pyEqual(x.vals[k], y.vals[k]) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		return ok && seqEqual(x, y)
	case pyTuple:
		y, ok := b.(pyTuple)
		return ok && seqEqual(x, y)
	}
	return false
}

func seqEqual(x, y []any) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !pyEqual(x[i], y[i]) {
			return false
		}
	}
	return true
}

func asFloat(v any) float64 {
	switch n := v.(type) {
	case pyFloat:
		return float64(n)
	case bool:
		if n {
			return 1
		}
		return 0
	case pyInt:
		f, _ := new(big.Float).SetInt(n.v).Float64()
		return f
	case int:
		return float64(n)
	}
	return math.NaN()
}

// truthy is Python's bool(v).
func truthy(v any) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case string:
		return x != ""
	case *pyDict:
		return x.len() > 0
	case []any:
		return len(x) > 0
	case pyTuple:
		return len(x) > 0
	case pyInt:
		return x.v.Sign() != 0
	case int:
		return x != 0
	case pyFloat:
		return x != 0
	}
	return true
}

// or returns v when it is truthy, else def (Python's `v or def`).
func or(v, def any) any {
	if truthy(v) {
		return v
	}
	return def
}

// pyTypeName names v's Python type for exception messages.
func pyTypeName(v any) string {
	switch v.(type) {
	case nil:
		return "NoneType"
	case bool:
		return "bool"
	case string:
		return "str"
	case *pyDict:
		return "dict"
	case []any:
		return "list"
	case pyTuple:
		return "tuple"
	case pyInt, int:
		return "int"
	case pyFloat:
		return "float"
	}
	return fmt.Sprintf("%T", v)
}

// dictOf returns v as a dict, raising AttributeError like v.get(...) on a
// non-dict would.
func dictOf(v any) *pyDict {
	d, ok := v.(*pyDict)
	if !ok {
		raise("AttributeError: '%s' object has no attribute 'get'", pyTypeName(v))
	}
	return d
}

// iterList returns the elements `for x in v` visits when v is a list; a
// string or dict yields strings (whose .get then fails), so those and any
// other type raise.
func iterList(v any) []any {
	switch x := v.(type) {
	case []any:
		return x
	case pyTuple:
		return x
	case *pyDict:
		out := make([]any, len(x.keys))
		for i, k := range x.keys {
			out[i] = k
		}
		return out
	case string:
		out := []any{}
		for _, r := range x {
			out = append(out, string(r))
		}
		return out
	}
	raise("TypeError: '%s' object is not iterable", pyTypeName(v))
	return nil
}

// pyContains is Python's `item in container` for the containers the
// runner tests ("__invalid_json__" in d).
func pyContains(container any, item string) bool {
	switch c := container.(type) {
	case *pyDict:
		return c.has(item)
	case []any:
		for _, x := range c {
			if pyEqual(x, item) {
				return true
			}
		}
		return false
	case string:
		return strings.Contains(c, item)
	}
	raise("TypeError: argument of type '%s' is not iterable", pyTypeName(container))
	return false
}

// pyLess is Python's < for the value kinds the runner sorts; other
// combinations raise TypeError.
func pyLess(a, b any) bool {
	if ra, ok := pyNumber(a); ok {
		if rb, ok := pyNumber(b); ok {
			if ra == nil || rb == nil {
				return asFloat(a) < asFloat(b)
			}
			return ra.Cmp(rb) < 0
		}
	}
	switch x := a.(type) {
	case string:
		if y, ok := b.(string); ok {
			return x < y // UTF-8 byte order is code point order
		}
	case []any:
		if y, ok := b.([]any); ok {
			return seqLess(x, y)
		}
	case pyTuple:
		if y, ok := b.(pyTuple); ok {
			return seqLess(x, y)
		}
	}
	raise("TypeError: '<' not supported between instances of '%s' and '%s'", pyTypeName(a), pyTypeName(b))
	return false
}

func seqLess(x, y []any) bool {
	for i := 0; i < len(x) && i < len(y); i++ {
		if !pyEqual(x[i], y[i]) {
			return pyLess(x[i], y[i])
		}
	}
	return len(x) < len(y)
}

// pySort sorts items stably by key, as list.sort(key=...) does.
func pySort[T any](items []T, key func(T) any) {
	keys := make([]any, len(items))
	for i, it := range items {
		keys[i] = key(it)
	}
	idx := make([]int, len(items))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return pyLess(keys[idx[i]], keys[idx[j]]) })
	sorted := make([]T, len(items))
	for i, k := range idx {
		sorted[i] = items[k]
	}
	copy(items, sorted)
}

// pyDumps is json.dumps(v, sort_keys=sortKeys) with Python's defaults:
// ", " and ": " separators and ASCII-only output.
func pyDumps(v any, sortKeys bool) string {
	var b strings.Builder
	dumpTo(&b, v, sortKeys)
	return b.String()
}

func dumpTo(b *strings.Builder, v any, sortKeys bool) {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case string:
		dumpString(b, x)
	case pyInt:
		b.WriteString(x.v.String())
	case int:
		b.WriteString(strconv.Itoa(x))
	case pyFloat:
		b.WriteString(pyFloatRepr(float64(x)))
	case *pyDict:
		keys := x.keys
		if sortKeys {
			keys = append([]string(nil), keys...)
			sort.Strings(keys)
		}
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteString(", ")
			}
			dumpString(b, k)
			b.WriteString(": ")
			dumpTo(b, x.vals[k], sortKeys)
		}
		b.WriteByte('}')
	case []any:
		dumpSeq(b, x, sortKeys)
	case pyTuple:
		dumpSeq(b, x, sortKeys)
	default:
		fmt.Fprintf(b, "%v", x)
	}
}

func dumpSeq(b *strings.Builder, l []any, sortKeys bool) {
	b.WriteByte('[')
	for i, e := range l {
		if i > 0 {
			b.WriteString(", ")
		}
		dumpTo(b, e, sortKeys)
	}
	b.WriteByte(']')
}

func dumpString(b *strings.Builder, s string) {
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
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			switch {
			case r >= 0x20 && r < 0x7f:
				b.WriteRune(r)
			case r > 0xffff:
				r -= 0x10000
				fmt.Fprintf(b, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			default:
				fmt.Fprintf(b, `\u%04x`, r)
			}
		}
	}
	b.WriteByte('"')
}

// pyFloatRepr is repr(float) as json.dumps writes it.
func pyFloatRepr(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // [-]d[.ddd]e±dd
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	mant, expStr, _ := strings.Cut(s, "e")
	digits := strings.Replace(mant, ".", "", 1)
	exp, _ := strconv.Atoi(expStr)
	if exp < -4 || exp >= 16 {
		m := digits[:1]
		if len(digits) > 1 {
			m += "." + digits[1:]
		}
		es := "+"
		if exp < 0 {
			es, exp = "-", -exp
		}
		return fmt.Sprintf("%s%se%s%02d", sign, m, es, exp)
	}
	decpt := exp + 1
	switch {
	case decpt <= 0:
		return sign + "0." + strings.Repeat("0", -decpt) + digits
	case decpt >= len(digits):
		return sign + digits + strings.Repeat("0", decpt-len(digits)) + ".0"
	default:
		return sign + digits[:decpt] + "." + digits[decpt:]
	}
}

// pyIsSpace is Python's str.isspace for one character: Unicode white
// space plus the information separators U+001C..U+001F.
func pyIsSpace(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) }

// pyStrip is str.strip().
func pyStrip(s string) string { return strings.TrimFunc(s, pyIsSpace) }

// pyRstrip is str.rstrip().
func pyRstrip(s string) string { return strings.TrimRightFunc(s, pyIsSpace) }

// pySplitlines is str.splitlines(): it breaks at \n, \r, \r\n, \v, \f,
// U+001C..U+001E, U+0085, U+2028 and U+2029, and drops a final empty line.
func pySplitlines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
			out = append(out, s[start:i])
			if r == '\r' && strings.HasPrefix(s[i+1:], "\n") {
				w = 2
			}
			start = i + w
		}
		i += w
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// pyDecode turns command output into the text Python's
// bytes.decode("utf-8", "replace") gives: invalid bytes become U+FFFD.
func pyDecode(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string([]rune(s))
}

// pyRepr is repr(str), used in messages as the runner's %r.
func pyRepr(s string) string {
	quote := byte('\'')
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for _, r := range s {
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case unicode.IsPrint(r):
			b.WriteRune(r)
		case r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x10000:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}
