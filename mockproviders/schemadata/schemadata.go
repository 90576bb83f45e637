// Package schemadata stores provider schemas as data: the mocks of the big
// clouds (aws, google, azurerm, kubernetes) declare hundreds of resource
// types, and the Go code building their schemas was most of their size in
// tfplay.wasm. Their schemas are written as Go code still (in files built
// with the schemagen tag only); the generator (mockproviders/cmd/genschemas)
// runs that code once and writes each provider's schemas.json, which the
// provider embeds and decodes here on first use.
//
// The encoding is JSON, compact and hand-mapped so that it carries every
// field of configschema's types the mocks use (Encode refuses a schema it
// could not give back identically): written by hand because configschema's
// types have no JSON form of their own.
package schemadata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// Entry is one schema of a provider: a resource type's, a data source's or
// the provider block's, and the paths (dotted, without indexes) of its
// nested blocks the provider fills in when the configuration leaves them
// out (aws's optional+computed blocks; nil elsewhere).
type Entry struct {
	Block          *configschema.Block
	ComputedBlocks map[string]bool
}

// block, attribute, object and nestedBlock are the JSON forms of
// configschema's types. Flags are letters: R required, O optional,
// C computed, S sensitive, D deprecated, W write-only, F force-new,
// Y dynamic (a block); A and B mark a block's attributes and block types
// as an empty map rather than none (nil), so that decoding gives back the
// very same value.
type block struct {
	Attributes map[string]*attribute   `json:"a,omitempty"`
	BlockTypes map[string]*nestedBlock `json:"b,omitempty"`
	Desc       string                  `json:"d,omitempty"`
	Flags      string                  `json:"f,omitempty"`
}

type attribute struct {
	Type   *cty.Type `json:"t,omitempty"`
	Nested *object   `json:"o,omitempty"`
	Desc   string    `json:"d,omitempty"`
	Flags  string    `json:"f,omitempty"`
}

type object struct {
	Attributes map[string]*attribute `json:"a"`
	Nesting    int                   `json:"n,omitempty"`
}

type nestedBlock struct {
	block
	Nesting  int `json:"n,omitempty"`
	MinItems int `json:"min,omitempty"`
	MaxItems int `json:"max,omitempty"`
}

type entry struct {
	Block    *block   `json:"s"`
	Computed []string `json:"c,omitempty"`
}

// flags returns the letters of the true conditions.
func flags(pairs ...any) string {
	var b strings.Builder
	for i := 0; i < len(pairs); i += 2 {
		if pairs[i+1].(bool) {
			b.WriteByte(pairs[i].(byte))
		}
	}
	return b.String()
}

func has(f string, letter byte) bool { return strings.IndexByte(f, letter) >= 0 }

func encodeBlock(b *configschema.Block) block {
	ret := block{Desc: b.Description, Flags: flags(byte('D'), b.Deprecated, byte('Y'), b.Dynamic,
		byte('A'), b.Attributes != nil && len(b.Attributes) == 0, byte('B'), b.BlockTypes != nil && len(b.BlockTypes) == 0)}
	if len(b.Attributes) > 0 {
		ret.Attributes = map[string]*attribute{}
		for n, a := range b.Attributes {
			ret.Attributes[n] = encodeAttr(a)
		}
	}
	if len(b.BlockTypes) > 0 {
		ret.BlockTypes = map[string]*nestedBlock{}
		for n, nb := range b.BlockTypes {
			enc := &nestedBlock{block: encodeBlock(&nb.Block), Nesting: int(nb.Nesting), MinItems: nb.MinItems, MaxItems: nb.MaxItems}
			if nb.ForceNew {
				enc.Flags += "F"
			}
			ret.BlockTypes[n] = enc
		}
	}
	return ret
}

func encodeAttr(a *configschema.Attribute) *attribute {
	ret := &attribute{Desc: a.Description, Flags: flags(
		byte('R'), a.Required, byte('O'), a.Optional, byte('C'), a.Computed, byte('S'), a.Sensitive,
		byte('D'), a.Deprecated, byte('W'), a.WriteOnly, byte('F'), a.ForceNew)}
	if a.Type != cty.NilType {
		t := a.Type
		ret.Type = &t
	}
	if a.NestedType != nil {
		ret.Nested = &object{Nesting: int(a.NestedType.Nesting)}
		if a.NestedType.Attributes != nil {
			ret.Nested.Attributes = map[string]*attribute{}
			for n, na := range a.NestedType.Attributes {
				ret.Nested.Attributes[n] = encodeAttr(na)
			}
		}
	}
	return ret
}

func decodeBlock(b *block, into *configschema.Block) {
	into.Description = b.Desc
	into.Deprecated = has(b.Flags, 'D')
	into.Dynamic = has(b.Flags, 'Y')
	if b.Attributes != nil || has(b.Flags, 'A') {
		into.Attributes = make(map[string]*configschema.Attribute, len(b.Attributes))
		for n, a := range b.Attributes {
			into.Attributes[n] = decodeAttr(a)
		}
	}
	if b.BlockTypes != nil || has(b.Flags, 'B') {
		into.BlockTypes = make(map[string]*configschema.NestedBlock, len(b.BlockTypes))
		for n, nb := range b.BlockTypes {
			dec := &configschema.NestedBlock{Nesting: configschema.NestingMode(nb.Nesting), MinItems: nb.MinItems, MaxItems: nb.MaxItems, ForceNew: has(nb.Flags, 'F')}
			decodeBlock(&nb.block, &dec.Block)
			into.BlockTypes[n] = dec
		}
	}
}

func decodeAttr(a *attribute) *configschema.Attribute {
	ret := &configschema.Attribute{
		Description: a.Desc,
		Required:    has(a.Flags, 'R'),
		Optional:    has(a.Flags, 'O'),
		Computed:    has(a.Flags, 'C'),
		Sensitive:   has(a.Flags, 'S'),
		Deprecated:  has(a.Flags, 'D'),
		WriteOnly:   has(a.Flags, 'W'),
		ForceNew:    has(a.Flags, 'F'),
	}
	if a.Type != nil {
		ret.Type = *a.Type
	}
	if a.Nested != nil {
		ret.NestedType = &configschema.Object{Nesting: configschema.NestingMode(a.Nested.Nesting)}
		if a.Nested.Attributes != nil {
			ret.NestedType.Attributes = make(map[string]*configschema.Attribute, len(a.Nested.Attributes))
			for n, na := range a.Nested.Attributes {
				ret.NestedType.Attributes[n] = decodeAttr(na)
			}
		}
	}
	return ret
}

func decodeEntry(e *entry) Entry {
	ret := Entry{Block: &configschema.Block{}}
	decodeBlock(e.Block, ret.Block)
	if e.Computed != nil {
		ret.ComputedBlocks = make(map[string]bool, len(e.Computed))
		for _, p := range e.Computed {
			ret.ComputedBlocks[p] = true
		}
	}
	return ret
}

// Encode writes a provider's schemas by key as JSON, one entry a line,
// sorted by key. It fails when an entry would not decode to exactly the
// schema given (a field of configschema this encoding does not carry).
func Encode(entries map[string]Entry) ([]byte, error) {
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var buf bytes.Buffer
	buf.WriteString("{\n")
	for i, k := range keys {
		e := entries[k]
		enc := entry{}
		b := encodeBlock(e.Block)
		enc.Block = &b
		for p, ok := range e.ComputedBlocks {
			if ok {
				enc.Computed = append(enc.Computed, p)
			}
		}
		sort.Strings(enc.Computed)
		line, err := json.Marshal(enc)
		if err != nil {
			return nil, fmt.Errorf("schema %s: %w", k, err)
		}
		if back := decodeEntry(&enc); !reflect.DeepEqual(back.Block, e.Block) || len(back.ComputedBlocks) != len(enc.Computed) {
			return nil, fmt.Errorf("schema %s: does not survive encoding (a configschema field the encoding lacks?)", k)
		}
		key, _ := json.Marshal(k)
		buf.Write(key)
		buf.WriteByte(':')
		buf.Write(line)
		if i < len(keys)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("}\n")
	return buf.Bytes(), nil
}

// Set is the schemas of one provider, decoded from Encode's output: the
// whole file is split into entries once, each entry decoded when asked for.
type Set struct {
	load func() (map[string]json.RawMessage, error)
}

// NewSet returns the set of schemas data holds; nothing is decoded yet.
func NewSet(data []byte) *Set {
	return &Set{load: sync.OnceValues(func() (map[string]json.RawMessage, error) {
		var raw map[string]json.RawMessage
		err := json.Unmarshal(data, &raw)
		return raw, err
	})}
}

// Get decodes the schema stored under key, a new copy at each call. It
// panics when the data is unreadable or has no such key: the data is
// generated with the code asking for it, and a test keeps them in step.
func (s *Set) Get(key string) Entry {
	raw, err := s.load()
	if err != nil {
		panic("schemadata: embedded schemas unreadable: " + err.Error())
	}
	msg, ok := raw[key]
	if !ok {
		panic("schemadata: no embedded schema " + key + " (run go generate ./mockproviders/)")
	}
	var e entry
	if err := json.Unmarshal(msg, &e); err != nil {
		panic("schemadata: embedded schema " + key + ": " + err.Error())
	}
	return decodeEntry(&e)
}
