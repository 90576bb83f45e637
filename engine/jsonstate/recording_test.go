package jsonstate

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/tfplay/tfplay/engine/jsonstate/jsonstatetest"
	"github.com/tfplay/tfplay/engine/states"
)

// corpusDir is the repository's copy of the recorded conformance corpus.
var corpusDir = filepath.Join("..", "..", "testdata", "conformance", "configs")

// recordings returns the non-empty recorded files of one kind by case and
// step name.
func recordings(t *testing.T, file string) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*", "expected", "*", file))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded %s found: %v", file, err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(bytes.TrimSpace(b)) == 0 {
			continue
		}
		name, _ := filepath.Rel(corpusDir, f)
		out[name] = b
	}
	return out
}

// Every recorded `show -json` state is reproduced byte for byte from the
// state it describes.
func TestRecordedStatesByteForByte(t *testing.T) {
	recs := recordings(t, "state.json")
	if len(recs) < 40 {
		t.Errorf("only %d recorded states", len(recs))
	}
	for name, want := range recs {
		t.Run(name, func(t *testing.T) {
			s, err := jsonstatetest.State(want)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Marshal(s, jsonstatetest.Schemas)
			if err != nil {
				t.Fatal(err)
			}
			if got = append(got, '\n'); !bytes.Equal(got, want) {
				t.Errorf("differs:\nwant %s\ngot  %s", want, got)
			}
		})
	}
}

// Every recorded `output -json` is reproduced byte for byte.
func TestRecordedOutputsByteForByte(t *testing.T) {
	recs := recordings(t, "outputs.json")
	if len(recs) < 80 {
		t.Errorf("only %d recorded outputs", len(recs))
	}
	for name, want := range recs {
		t.Run(name, func(t *testing.T) {
			var doc map[string]jsonstatetest.OutputDoc
			if err := json.Unmarshal(want, &doc); err != nil {
				t.Fatal(err)
			}
			outs := map[string]*states.OutputValue{}
			for k, o := range doc {
				v, err := jsonstatetest.TypedValue(o.Value, o.Type)
				if err != nil {
					t.Fatal(err)
				}
				outs[k] = &states.OutputValue{Value: v, Sensitive: o.Sensitive}
			}
			got, err := MarshalOutputs(outs)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("differs:\nwant %s\ngot  %s", want, got)
			}
		})
	}
}
