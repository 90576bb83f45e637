package config

import (
	"container/list"
	"crypto/sha256"
	"reflect"
	"strings"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// The parse cache keeps the files parsed recently, so that a file whose
// content has not changed is not parsed again: in the browser's worker,
// one long-lived process, each keystroke validates the whole
// configuration but changes only one file.
//
// Later stages change native-syntax trees in place (package workbudget
// wraps every for expression's collection in a counting call), and two
// commands may run at once natively, so the cached tree is never
// changed: every hit gets a copy of the parts that may be changed
// (cloner), which costs a fraction of a parse, sharing the rest.
// JSON bodies are never changed and are shared.
//
// A file is kept the second time its content is seen, not the first: as
// the user types, the edited file has new content on each keystroke, and
// keeping it would cost a copy of its tree for nothing. The cache
// remembers only the hashes of contents seen once.
//
// Written by hand: hcl has no parse cache and no way to copy a syntax
// tree.

// parseCacheMaxBytes bounds the source bytes the cache holds; past it
// the least recently used files go.
const parseCacheMaxBytes = 8 << 20

// parseKey identifies a parse: the file name (every range in the tree
// carries it), the syntax it was parsed with and the content's hash.
type parseKey struct {
	name string
	json bool
	sum  [sha256.Size]byte
}

// seenOnceMax bounds the contents remembered as seen once; past it the
// set starts again empty.
const seenOnceMax = 4096

// parsed is a cached parse result; file is never handed out as is.
type parsed struct {
	key   parseKey
	file  *hcl.File
	diags hcl.Diagnostics
	size  int
	// shared is set when the tree holds nothing later stages change
	// (see cloner), so it is handed out without a copy.
	shared bool
	// copied holds the nodes of the tree that a copy copies (see
	// cloner.only).
	copied map[seenKey]bool
}

var parseCache = struct {
	sync.Mutex
	entries map[parseKey]*list.Element
	lru     list.List // of *parsed, most recent first
	bytes   int
	// seenOnce holds the contents parsed once and not kept.
	seenOnce map[parseKey]bool
}{entries: map[parseKey]*list.Element{}, seenOnce: map[parseKey]bool{}}

// parseCount counts the parses actually made (a test hook).
var parseCount int

// parseKeyOf is the cache key of src parsed as name (as JSON when json is set).
func parseKeyOf(name string, src []byte, json bool) parseKey {
	return parseKey{name: name, json: json, sum: sha256.Sum256(src)}
}

// parseCached parses src (the content key was made from, see parseKeyOf), from
// the cache when the same name and content were parsed before.
func parseCached(key parseKey, src []byte, parse func() (*hcl.File, hcl.Diagnostics)) (*hcl.File, hcl.Diagnostics) {
	name, json := key.name, key.json
	parseCache.Lock()
	if el, ok := parseCache.entries[key]; ok {
		parseCache.lru.MoveToFront(el)
		p := el.Value.(*parsed)
		parseCache.Unlock()
		return copyParsed(p)
	}
	parseCount++
	second := parseCache.seenOnce[key]
	if !second {
		if len(parseCache.seenOnce) >= seenOnceMax {
			clear(parseCache.seenOnce)
		}
		parseCache.seenOnce[key] = true
	}
	parseCache.Unlock()

	f, diags := parse()
	if !second || f == nil || (!json && !isSyntaxBody(f.Body)) {
		return f, diags
	}
	// The cache keeps the parser's result, never handed out, and the
	// caller gets a copy: trees stay pristine whatever callers do.
	p := &parsed{key: key, file: f, diags: diags, size: len(src) + len(name)}
	if b, ok := f.Body.(*hclsyntax.Body); ok {
		c := cloner{seen: map[seenKey]reflect.Value{}, record: map[seenKey]bool{}}
		if v, _ := c.clone(reflect.ValueOf(b)); v.Interface().(*hclsyntax.Body) == b {
			p.shared = true
		} else {
			p.copied = c.record
		}
	} else {
		p.shared = true
	}
	parseCache.Lock()
	delete(parseCache.seenOnce, key)
	defer parseCache.Unlock()
	if _, ok := parseCache.entries[key]; ok || p.size > parseCacheMaxBytes {
		return f, diags
	}
	parseCache.entries[key] = parseCache.lru.PushFront(p)
	parseCache.bytes += p.size
	for parseCache.bytes > parseCacheMaxBytes {
		old := parseCache.lru.Remove(parseCache.lru.Back()).(*parsed)
		delete(parseCache.entries, old.key)
		parseCache.bytes -= old.size
	}
	return copyParsed(p)
}

// parseCacheHolds reports whether the cache holds the parse of key.
func parseCacheHolds(key parseKey) bool {
	parseCache.Lock()
	defer parseCache.Unlock()
	_, ok := parseCache.entries[key]
	return ok
}

func isSyntaxBody(b hcl.Body) bool {
	_, ok := b.(*hclsyntax.Body)
	return ok
}

// copyParsed returns a copy of a parse result that later stages may
// change without changing the cached one (see cloner).
func copyParsed(p *parsed) (*hcl.File, hcl.Diagnostics) {
	f := *p.file
	if b, ok := f.Body.(*hclsyntax.Body); ok && !p.shared {
		c := cloner{seen: map[seenKey]reflect.Value{}, only: p.copied}
		v, _ := c.clone(reflect.ValueOf(b))
		f.Body = v.Interface().(*hclsyntax.Body)
	}
	var diags hcl.Diagnostics
	for _, d := range p.diags {
		c := *d
		diags = append(diags, &c)
	}
	return &f, diags
}

// cloner copies a native-syntax body as far as later stages may change
// it. The only in-place changes made to parsed trees are package
// workbudget's (Instrument): it sets a for expression's collection and
// value, the parts of the templates in a for expression's body, a
// template join's tuple and a dynamic block's for_each attribute. Those
// nodes (for_each attributes wherever they are) are copied with every
// node above them, and the rest, never changed, is shared; a body without
// them is not copied at all.
type cloner struct {
	seen map[seenKey]reflect.Value
	// record, when set, receives the nodes copied.
	record map[seenKey]bool
	// only, when set, holds the nodes to copy, as recorded by a copy of
	// the same tree: nodes not in it are shared without being looked
	// into. Finding what to copy walks the whole tree by reflection,
	// which was a tenth of a plan of 1,000 resources in WASM (every
	// file with a for expression is copied for every command); the
	// parse cache walks a tree once and then copies only along the
	// paths it found.
	only map[seenKey]bool
	// inFor counts the for expressions being copied around the node
	// being cloned: templates in their bodies are copied too.
	inFor int
}

// seenKey identifies a pointer already copied.
type seenKey struct {
	ptr uintptr
	typ reflect.Type
}

var (
	forExprType      = reflect.TypeFor[*hclsyntax.ForExpr]()
	templateJoinType = reflect.TypeFor[*hclsyntax.TemplateJoinExpr]()
	templateType     = reflect.TypeFor[*hclsyntax.TemplateExpr]()
	attributeType    = reflect.TypeFor[*hclsyntax.Attribute]()
)

// flatTypes caches, by type, whether values of it hold nothing to copy.
var flatTypes sync.Map

// clone returns v, or a copy of it when something under it is copied
// (then copied is true). The copy is shallow but for what is copied
// under it; unexported fields are copied as they are.
func (c *cloner) clone(v reflect.Value) (out reflect.Value, copied bool) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v, false
		}
		k := seenKey{v.Pointer(), v.Type()}
		if n, ok := c.seen[k]; ok {
			return n, true
		}
		if c.only != nil && !c.only[k] {
			return v, false
		}
		always := v.Type() == forExprType || v.Type() == templateJoinType ||
			c.inFor > 0 && v.Type() == templateType ||
			v.Type() == attributeType && v.Elem().FieldByName("Name").String() == "for_each"
		if v.Type() == forExprType {
			c.inFor++
		}
		elem, changed := c.clone(v.Elem())
		if v.Type() == forExprType {
			c.inFor--
		}
		if !changed && !always {
			return v, false
		}
		n := reflect.New(v.Type().Elem())
		n.Elem().Set(elem)
		c.seen[k] = n
		if c.record != nil {
			c.record[k] = true
		}
		return n, true
	case reflect.Interface:
		if v.IsNil() {
			return v, false
		}
		inner, changed := c.clone(v.Elem())
		if !changed {
			return v, false
		}
		out := reflect.New(v.Type()).Elem()
		out.Set(inner)
		return out, true
	case reflect.Slice:
		if v.IsNil() || flat(v.Type().Elem()) {
			return v, false
		}
		for i := range v.Len() {
			e, changed := c.clone(v.Index(i))
			if !changed {
				continue
			}
			out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			reflect.Copy(out, v)
			out.Index(i).Set(e)
			for j := i + 1; j < v.Len(); j++ {
				if e, changed := c.clone(v.Index(j)); changed {
					out.Index(j).Set(e)
				}
			}
			return out, true
		}
		return v, false
	case reflect.Map:
		if v.IsNil() || flat(v.Type().Elem()) {
			return v, false
		}
		var out reflect.Value
		for it := v.MapRange(); it.Next(); {
			e, changed := c.clone(it.Value())
			if !changed {
				continue
			}
			if !out.IsValid() {
				out = reflect.MakeMapWithSize(v.Type(), v.Len())
				for it2 := v.MapRange(); it2.Next(); {
					out.SetMapIndex(it2.Key(), it2.Value())
				}
			}
			out.SetMapIndex(it.Key(), e)
		}
		if !out.IsValid() {
			return v, false
		}
		return out, true
	case reflect.Struct:
		if flat(v.Type()) {
			return v, false
		}
		var out reflect.Value
		for i := range v.NumField() {
			if !v.Type().Field(i).IsExported() {
				continue
			}
			f, changed := c.clone(v.Field(i))
			if !changed {
				continue
			}
			if !out.IsValid() {
				out = reflect.New(v.Type()).Elem()
				out.Set(v) // unexported fields too
			}
			out.Field(i).Set(f)
		}
		if !out.IsValid() {
			return v, false
		}
		return out, true
	}
	return v, false
}

// flat reports whether a value of type t can be copied as is: it holds
// no pointer, slice, map or interface, or it is a cty value or type.
func flat(t reflect.Type) bool {
	if f, ok := flatTypes.Load(t); ok {
		return f.(bool)
	}
	f := isFlat(t, map[reflect.Type]bool{})
	flatTypes.Store(t, f)
	return f
}

func isFlat(t reflect.Type, visiting map[reflect.Type]bool) bool {
	if strings.HasPrefix(t.PkgPath(), "github.com/zclconf/go-cty/") {
		return true
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return false
	case reflect.Array:
		return isFlat(t.Elem(), visiting)
	case reflect.Struct:
		if visiting[t] {
			return false
		}
		visiting[t] = true
		for i := range t.NumField() {
			if !isFlat(t.Field(i).Type, visiting) {
				return false
			}
		}
	}
	return true
}
