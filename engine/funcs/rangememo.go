package funcs

// Written here: a memo of range's results. go-cty builds range(1000) one
// big-number comparison and addition at a time, and a for expression
// nested in another evaluates its collection once per outer iteration:
// range(1000) inside a loop of 1000 was two thirds of the work of a
// million iterations. The results are immutable values, so calls with the
// same known arguments share one. No library offers this.

import (
	"strings"
	"sync"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// rangeMemoSize bounds the memo: it is emptied when full.
const rangeMemoSize = 64

// memoizeRange returns fn (go-cty's range) answering calls whose
// arguments are all known, unmarked, non-null numbers from a memo.
func memoizeRange(fn function.Function) function.Function {
	var mu sync.Mutex
	memo := map[string]cty.Value{}
	spec := &function.Spec{
		Description:  fn.Description(),
		Params:       fn.Params(),
		VarParam:     fn.VarParam(),
		Type:         fn.ReturnTypeForValues,
		RefineResult: func(b *cty.RefinementBuilder) *cty.RefinementBuilder { return b.NotNull() },
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			key, ok := rangeKey(args)
			if !ok {
				return fn.Call(args)
			}
			mu.Lock()
			v, hit := memo[key]
			mu.Unlock()
			if hit {
				return v, nil
			}
			v, err := fn.Call(args)
			if err != nil {
				return v, err
			}
			mu.Lock()
			if len(memo) >= rangeMemoSize {
				clear(memo)
			}
			memo[key] = v
			mu.Unlock()
			return v, nil
		},
	}
	return function.New(spec)
}

// rangeKey is the exact text of range's arguments, when they are all
// known, unmarked, non-null numbers.
func rangeKey(args []cty.Value) (string, bool) {
	var b strings.Builder
	for _, a := range args {
		if !a.IsKnown() || a.IsMarked() || a.IsNull() || a.Type() != cty.Number {
			return "", false
		}
		b.WriteString(a.AsBigFloat().Text('g', -1))
		b.WriteByte(' ')
	}
	return b.String(), true
}
