package format

import (
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestUnified(t *testing.T) {
	old := "resource \"a\" \"b\" {\nx=1\n  y = 2\n}\n"
	new := "resource \"a\" \"b\" {\n  x = 1\n  y = 2\n}\n"
	want := `--- old/main.tf
+++ new/main.tf
@@ -1,4 +1,4 @@
 resource "a" "b" {
-x=1
+  x = 1
   y = 2
 }
`
	if got := string(Unified([]byte(old), []byte(new), "main.tf")); got != want {
		t.Fatalf("got:\n%s", got)
	}
	if Unified([]byte(old), []byte(old), "main.tf") != nil {
		t.Fatal("equal inputs gave a diff")
	}
}

func TestUnifiedNoFinalNewline(t *testing.T) {
	got := string(Unified([]byte("a=1"), []byte("a = 1"), "x.tf"))
	want := "--- old/x.tf\n+++ new/x.tf\n@@ -1 +1 @@\n-a=1\n\\ No newline at end of file\n+a = 1\n\\ No newline at end of file\n"
	if got != want {
		t.Fatalf("got:\n%q", got)
	}
}

// TestUnifiedMatchesGNUDiff compares Unified with the diff program that
// Terraform runs, on generated edits of a configuration-like file.
func TestUnifiedMatchesGNUDiff(t *testing.T) {
	diffBin, err := exec.LookPath("diff")
	if err != nil {
		t.Skip("diff is not installed")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewSource(1))
	words := []string{"a = 1", "b = 2", "}", "", "resource \"x\" \"y\" {", "  c = 3", "# note", "d=4"}
	gen := func(n int) []string {
		lines := make([]string, n)
		for i := range lines {
			lines[i] = words[rng.Intn(len(words))]
		}
		return lines
	}
	for iter := 0; iter < 200; iter++ {
		a := gen(rng.Intn(80))
		b := append([]string(nil), a...)
		for e := rng.Intn(15); e >= 0; e-- {
			switch p := rng.Intn(len(b) + 1); rng.Intn(3) {
			case 0:
				b = append(b[:p], append([]string{words[rng.Intn(len(words))]}, b[p:]...)...)
			case 1:
				if p < len(b) {
					b = append(b[:p], b[p+1:]...)
				}
			default:
				if p < len(b) {
					b[p] = words[rng.Intn(len(words))]
				}
			}
		}
		as, bs := strings.Join(a, "\n"), strings.Join(b, "\n")
		if rng.Intn(4) > 0 && len(a) > 0 {
			as += "\n"
		}
		if rng.Intn(4) > 0 && len(b) > 0 {
			bs += "\n"
		}
		fa, fb := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		if err := os.WriteFile(fa, []byte(as), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(fb, []byte(bs), 0o644); err != nil {
			t.Fatal(err)
		}
		want, _ := exec.Command(diffBin, "--label=old/main.tf", "--label=new/main.tf", "-u", fa, fb).CombinedOutput()
		got := Unified([]byte(as), []byte(bs), "main.tf")
		if string(got) != string(want) {
			t.Fatalf("case %d differs\nold:\n%q\nnew:\n%q\ngot:\n%s\nwant:\n%s", iter, as, bs, got, want)
		}
	}
}
