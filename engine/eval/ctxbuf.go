package eval

import (
	"sync"

	"github.com/zclconf/go-cty/cty"
)

// What buildContext resolved, before it is assembled into objects. The
// context of every expression and body evaluated used to be gathered in
// maps of maps (root, then name) that were thrown away as soon as their
// objects were built: a tenth of a plan's allocation. The entries now
// go in a slice reused from one context to the next, and the objects are
// built through maps kept with the slice (cty.ObjectVal copies what it is
// given).

// entryKind says which object an entry goes in.
type entryKind uint8

const (
	// entryObject is an attribute of a root object (var, local, module,
	// path, terraform, count, each), named by root.
	entryObject entryKind = iota
	// entryResource is a managed resource, in the object of its type.
	entryResource
	// entryData is a data resource, in the object of its type in data.
	entryData
)

// ctxEntry is one resolved value: root names the object (a root or a
// resource type), name the attribute.
type ctxEntry struct {
	kind       entryKind
	root, name string
	v          cty.Value
}

// rootEntry is a value given to a whole root (self, or a reference that
// did not parse).
type rootEntry struct {
	name string
	v    cty.Value
}

// ctxBuf holds what one buildContext call resolved.
type ctxBuf struct {
	entries []ctxEntry
	roots   []rootEntry
	// done marks the entries already built into an object by eachGroup.
	done []bool
	// scratch are the maps objects are built through.
	scratch [2]map[string]cty.Value
	// countObj is the instance's count object (Instance.countObj).
	countObj cty.Value
}

// maxScratch is the number of entries past which buffers and maps are not
// kept for reuse (clearing a large map costs its size at every reuse).
const maxScratch = 64

// ctxBufs holds the buffers not in use. Resolving a reference may build
// other contexts before it returns, so each buildContext call takes one
// of its own.
var ctxBufs = sync.Pool{New: func() any { return &ctxBuf{} }}

// takeCtxBuf returns an empty buffer.
func takeCtxBuf() *ctxBuf { return ctxBufs.Get().(*ctxBuf) }

// putCtxBuf empties a buffer (so that it holds no values) and returns it
// to the pool.
func putCtxBuf(b *ctxBuf) {
	if cap(b.entries) > maxScratch || cap(b.roots) > maxScratch {
		return
	}
	clear(b.entries)
	clear(b.roots)
	b.entries, b.roots, b.countObj = b.entries[:0], b.roots[:0], cty.NilVal
	ctxBufs.Put(b)
}

// add records a value; a later one for the same object and name wins.
func (b *ctxBuf) add(kind entryKind, root, name string, v cty.Value) {
	b.entries = append(b.entries, ctxEntry{kind: kind, root: root, name: name, v: v})
}

// setRoot gives a whole root a value, replacing an earlier one.
func (b *ctxBuf) setRoot(name string, v cty.Value) {
	for i := range b.roots {
		if b.roots[i].name == name {
			b.roots[i].v = v
			return
		}
	}
	b.roots = append(b.roots, rootEntry{name, v})
}

// groups counts the distinct objects of a kind.
func (b *ctxBuf) groups(kind entryKind) int {
	n := 0
	for i, en := range b.entries {
		if en.kind != kind {
			continue
		}
		first := true
		for _, prev := range b.entries[:i] {
			if prev.kind == kind && prev.root == en.root {
				first = false
				break
			}
		}
		if first {
			n++
		}
	}
	return n
}

// eachGroup builds the object of each distinct root (or type) of a kind,
// in the order of their first entries, and passes it to fn; roots for
// which skip reports true are left out without being built.
func (b *ctxBuf) eachGroup(kind entryKind, fn func(root string, v cty.Value), skip func(root string) bool) {
	b.done = append(b.done[:0], make([]bool, len(b.entries))...)
	for i, en := range b.entries {
		if en.kind != kind || b.done[i] {
			continue
		}
		if skip != nil && skip(en.root) {
			continue
		}
		if v, ok := b.countObject(i); ok {
			fn(en.root, v)
			continue
		}
		m := b.scratchMap(0)
		for j := i; j < len(b.entries); j++ {
			if x := b.entries[j]; x.kind == kind && x.root == en.root {
				m[x.name] = x.v
				b.done[j] = true
			}
		}
		v := cty.ObjectVal(m)
		b.releaseScratch(0, m)
		fn(en.root, v)
	}
}

// dataObject is the object of the data resources, or cty.NilVal when
// there are none.
func (b *ctxBuf) dataObject() cty.Value {
	if b.groups(entryData) == 0 {
		return cty.NilVal
	}
	d := b.scratchMap(1)
	b.eachGroup(entryData, func(typ string, v cty.Value) { d[typ] = v }, nil)
	v := cty.ObjectVal(d)
	b.releaseScratch(1, d)
	return v
}

// scratchMap returns the buffer's empty map number i (0 or 1), for
// building an object: cty.ObjectVal copies it.
func (b *ctxBuf) scratchMap(i int) map[string]cty.Value {
	if b.scratch[i] == nil {
		b.scratch[i] = map[string]cty.Value{}
	}
	return b.scratch[i]
}

// releaseScratch empties a map taken with scratchMap, or lets it go when
// it has grown large.
func (b *ctxBuf) releaseScratch(i int, m map[string]cty.Value) {
	if len(m) > maxScratch {
		b.scratch[i] = nil
		return
	}
	clear(m)
}

// countObject returns the instance's count object for the group of
// entries starting at entry i when it is the count root's and refers to
// count.index alone (the only attribute count has: the others are
// errors), marking the group done. countRef gives count.index the
// instance's CountIndex, so the object built would be countObj.
func (b *ctxBuf) countObject(i int) (cty.Value, bool) {
	en := b.entries[i]
	if b.countObj == cty.NilVal || en.kind != entryObject || en.root != "count" {
		return cty.NilVal, false
	}
	for j := i; j < len(b.entries); j++ {
		if x := b.entries[j]; x.kind == entryObject && x.root == "count" && x.name != "index" {
			return cty.NilVal, false
		}
	}
	for j := i; j < len(b.entries); j++ {
		if x := b.entries[j]; x.kind == entryObject && x.root == "count" {
			b.done[j] = true
		}
	}
	return b.countObj, true
}

// maxCountObjects bounds the count objects kept (see countObject).
const maxCountObjects = 1024

// countObjects holds the objects {index = N} for the first count
// indexes, made once per process: every instance of a counted resource
// refers to count.index, and the context of each built its own object.
var countObjects struct {
	sync.Mutex
	objs []cty.Value
}

// countObject returns the object {index = i}, or cty.NilVal for an index
// past maxCountObjects.
func countObject(i int) cty.Value {
	if i < 0 || i >= maxCountObjects {
		return cty.NilVal
	}
	countObjects.Lock()
	defer countObjects.Unlock()
	if i >= len(countObjects.objs) {
		countObjects.objs = append(countObjects.objs, make([]cty.Value, i+1-len(countObjects.objs))...)
	}
	if countObjects.objs[i] == cty.NilVal {
		countObjects.objs[i] = cty.ObjectVal(map[string]cty.Value{"index": cty.NumberIntVal(int64(i))})
	}
	return countObjects.objs[i]
}
