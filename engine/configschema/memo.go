package configschema

import (
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/hashicorp/hcl/v2/hcldec"
	"github.com/zclconf/go-cty/cty"
)

// The values derived from a Block (its implied type, its decoder spec,
// its spec type and its empty value) are computed on first use and kept
// with the block: a plan derives them for every resource instance, and
// building them again each time was a tenth of a plan's allocation. So a
// Block must not be changed once it is in use: build it, then use it.
// Blocks are built by providers and by the engine's helpers and never
// changed afterwards; a copy of a Block made before its first use has its
// own memo.
//
// Written by hand: the values are cty types, hcldec specs and cty values
// of this package's own schema model.

// blockMemo holds a block's derived values, each computed once.
type blockMemo struct {
	impliedOnce sync.Once
	implied     cty.Type

	specTypeOnce sync.Once
	specType     cty.Type

	specOnce sync.Once
	spec     hcldec.Spec

	emptyOnce sync.Once
	empty     cty.Value
}

// memo returns the block's memo, making it on first use. The block's
// memo field is an unsafe.Pointer set atomically, so that blocks shared
// between goroutines (two commands at once natively) stay safe, and
// copying a Block (NestedBlock embeds one by value) is allowed.
func (b *Block) memo() *blockMemo {
	if p := atomic.LoadPointer(&b.memoPtr); p != nil {
		return (*blockMemo)(p)
	}
	m := &blockMemo{}
	if atomic.CompareAndSwapPointer(&b.memoPtr, nil, unsafe.Pointer(m)) {
		return m
	}
	return (*blockMemo)(atomic.LoadPointer(&b.memoPtr))
}
