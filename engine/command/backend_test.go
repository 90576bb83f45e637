package command

import (
	"testing"

	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
)

// TestWithSerial checks that patching the serial into an encoded state
// gives the bytes statefile.Write gives for the new serial.
func TestWithSerial(t *testing.T) {
	for _, serial := range []uint64{0, 9, 99, 12345} {
		s := states.NewState()
		s.Lineage = "8d4c5b1e-0000-4000-8000-000000000000"
		s.Serial = serial
		data, err := statefile.Write(s)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := withSerial(data, serial, serial+1)
		if !ok {
			t.Fatalf("serial %d: no serial line found in\n%s", serial, data)
		}
		s.Serial = serial + 1
		want, err := statefile.Write(s)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("serial %d: got\n%s\nwant\n%s", serial, got, want)
		}
	}
	if _, ok := withSerial([]byte(`{"serial": 1}`), 1, 2); ok {
		t.Errorf("patched an encoding without the serial line")
	}
}
