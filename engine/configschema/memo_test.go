package configschema

import (
	"reflect"
	"sync"
	"testing"
)

// TestMemo checks that a block's derived values, kept after first use,
// are the ones computed afresh, also when many goroutines ask at once
// (run with -race), and that a copy made before first use has its own.
func TestMemo(t *testing.T) {
	b := instanceSchema()
	fresh := instanceSchema()
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b.ImpliedType()
			b.DecoderSpec()
			b.EmptyValue()
			b.specType()
		}()
	}
	wg.Wait()
	if got, want := b.ImpliedType(), fresh.impliedType(); !got.Equals(want) {
		t.Errorf("ImpliedType = %#v, want %#v", got, want)
	}
	if got, want := b.specType(), fresh.computeSpecType(); !got.Equals(want) {
		t.Errorf("specType = %#v, want %#v", got, want)
	}
	if got, want := b.EmptyValue(), fresh.emptyValue(); !got.RawEquals(want) {
		t.Errorf("EmptyValue = %#v, want %#v", got, want)
	}
	if got, want := b.DecoderSpec(), fresh.decoderSpec(); !reflect.DeepEqual(got, want) {
		t.Errorf("DecoderSpec = %#v, want %#v", got, want)
	}
	if a, c := b.DecoderSpec(), b.DecoderSpec(); reflect.ValueOf(a).Pointer() != reflect.ValueOf(c).Pointer() {
		t.Error("DecoderSpec is computed again on the second call")
	}

	// A copy made before first use, then changed, has its own values.
	orig := instanceSchema()
	cp := *orig
	cp.Attributes = map[string]*Attribute{"only": {Optional: true}}
	cp.BlockTypes = nil
	if orig.ImpliedType().Equals(cp.ImpliedType()) {
		t.Error("a copy shares its original's implied type")
	}
	if got := len(cp.ImpliedType().AttributeTypes()); got != 1 {
		t.Errorf("the copy's implied type has %d attributes, want 1", got)
	}
}
