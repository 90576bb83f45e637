package render

import (
	"reflect"

	"github.com/tfplay/tfplay/engine/plans"
)

// processSlice pairs up the elements of two sequences for display and
// calls process for each pair in order; an index equal to the length of
// its side stands for "no element". Equal-length sequences that are not a
// reordering are compared position by position. Otherwise elements
// outside the longest common subsequence are shown as removed and added,
// except that adjacent removed and added elements that are both objects
// (as decided by isObj) are compared with each other.
func processSlice[T any](before, after []T, process func(bi, ai int), isObj func(T) bool) {
	if len(before) == len(after) && !isReordering(before, after) {
		for i := range before {
			process(i, i)
		}
		return
	}
	lcs := longestCommon(before, after)
	bi, ai, li := 0, 0, 0
	for bi < len(before) || ai < len(after) || li < len(lcs) {
		for bi < len(before) && (li >= len(lcs) || !reflect.DeepEqual(before[bi], lcs[li])) {
			if isObj(before[bi]) && ai < len(after) && isObj(after[ai]) && (li >= len(lcs) || !reflect.DeepEqual(after[ai], lcs[li])) {
				process(bi, ai)
				bi++
				ai++
				continue
			}
			process(bi, len(after))
			bi++
		}
		for ai < len(after) && (li >= len(lcs) || !reflect.DeepEqual(after[ai], lcs[li])) {
			process(len(before), ai)
			ai++
		}
		if li < len(lcs) {
			process(bi, ai)
			bi++
			ai++
			li++
		}
	}
}

// isReordering reports whether every element of before also appears in
// after (the lengths being equal).
func isReordering[T any](before, after []T) bool {
	if len(before) != len(after) {
		return false
	}
	for _, b := range before {
		found := false
		for _, a := range after {
			if reflect.DeepEqual(b, a) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// longestCommon returns a longest common subsequence of xs and ys. Ties
// are broken the way Terraform's walk back through the length table
// breaks them (preferring to drop from ys), so that the same elements are
// shown as changed.
func longestCommon[T any](xs, ys []T) []T {
	if len(xs) == 0 || len(ys) == 0 {
		return nil
	}
	w := len(xs)
	length := make([]int, len(xs)*len(ys))
	equal := make([]bool, len(xs)*len(ys))
	at := func(x, y int) int {
		if x < 0 || y < 0 {
			return 0
		}
		return length[w*y+x]
	}
	for y := range ys {
		for x := range xs {
			if reflect.DeepEqual(xs[x], ys[y]) {
				equal[w*y+x] = true
				length[w*y+x] = at(x-1, y-1) + 1
				continue
			}
			length[w*y+x] = max(at(x-1, y), at(x, y-1))
		}
	}
	out := make([]T, length[len(length)-1])
	x, y, i := len(xs)-1, len(ys)-1, len(out)-1
	for x >= 0 && y >= 0 && i >= 0 {
		if equal[w*y+x] {
			out[i] = xs[x]
			x, y, i = x-1, y-1, i-1
			continue
		}
		if at(x-1, y) > at(x, y-1) {
			x--
		} else {
			y--
		}
	}
	return out
}

// transformSlice builds the element diffs of a sequence and the
// sequence's action.
func transformSlice(before, after []any, elem func(bi, ai int) diff, isObj func(any) bool) ([]diff, plans.Action) {
	action := plans.NoOp
	if before != nil && after == nil {
		action = plans.Delete
	}
	if before == nil && after != nil {
		action = plans.Create
	}
	var out []diff
	processSlice(before, after, func(bi, ai int) {
		d := elem(bi, ai)
		out = append(out, d)
		action = combineActions(action, d.action)
	}, isObj)
	return out, action
}

// transformMap builds the element diffs of a map or object and its
// action.
func transformMap(before, after map[string]any, keys []string, elem func(k string) diff) (map[string]diff, plans.Action) {
	action := plans.NoOp
	if before != nil && after == nil {
		action = plans.Delete
	}
	if before == nil && after != nil {
		action = plans.Create
	}
	out := make(map[string]diff, len(keys))
	for _, k := range keys {
		d := elem(k)
		out[k] = d
		action = combineActions(action, d.action)
	}
	return out, action
}
