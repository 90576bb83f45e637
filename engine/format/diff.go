package format

import (
	"bytes"
	"fmt"
	"strings"
)

// Unified returns the differences between two versions of a file as the
// unified diff `terraform fmt -diff` prints (Terraform runs
// `diff -u --label=old/PATH --label=new/PATH`): three lines of context,
// hunks closer than that merged, "\ No newline at end of file" after an
// unterminated last line. It returns nil when the contents are equal.
//
// Written by hand: the Go diff libraries print hunks differently from GNU
// diff (headers, empty ranges, missing final newlines) and choose other
// alignments among equally short edit scripts, and fmt must match
// Terraform's output byte for byte. The alignment follows diff's
// documented strategy (Myers' middle-snake search over the lines that can
// match, then sliding runs of changes); TestUnifiedMatchesGNUDiff checks
// it against the diff program.
func Unified(old, new []byte, path string) []byte {
	if bytes.Equal(old, new) {
		return nil
	}
	a, b := splitLines(old), splitLines(new)
	ops := editScript(a, b)
	var out strings.Builder
	fmt.Fprintf(&out, "--- old/%s\n+++ new/%s\n", path, path)
	for _, h := range hunks(ops, 3) {
		writeHunk(&out, h, a, b)
	}
	return []byte(out.String())
}

// splitLines splits after each newline; a final line without one keeps
// no terminator, so it never equals the same text with a newline.
func splitLines(s []byte) []string {
	var lines []string
	for len(s) > 0 {
		i := bytes.IndexByte(s, '\n')
		if i < 0 {
			lines = append(lines, string(s))
			break
		}
		lines = append(lines, string(s[:i+1]))
		s = s[i+1:]
	}
	return lines
}

// opKind is one step of an edit script.
type opKind byte

const (
	opKeep opKind = iota
	opDelete
	opInsert
)

// edit is one step: keep a[i] (= b[j]), delete a[i] or insert b[j].
type edit struct {
	kind opKind
	i, j int
}

// hunks groups the edit script into hunks with ctx lines of context.
func hunks(ops []edit, ctx int) [][]edit {
	var out [][]edit
	var changes []int
	for i, e := range ops {
		if e.kind != opKeep {
			changes = append(changes, i)
		}
	}
	for c := 0; c < len(changes); {
		start := changes[c] - ctx
		if start < 0 {
			start = 0
		}
		end := changes[c]
		for c < len(changes) && changes[c]-end <= 2*ctx+1 {
			end = changes[c]
			c++
		}
		end += ctx + 1
		if end > len(ops) {
			end = len(ops)
		}
		out = append(out, ops[start:end])
	}
	return out
}

func writeHunk(out *strings.Builder, h []edit, a, b []string) {
	// The hunk's first line in each file, and how many lines it spans.
	aStart, bStart := h[0].i, h[0].j
	aLen, bLen := 0, 0
	for _, e := range h {
		aStart, bStart = min(aStart, e.i), min(bStart, e.j)
		switch e.kind {
		case opKeep:
			aLen++
			bLen++
		case opDelete:
			aLen++
		case opInsert:
			bLen++
		}
	}
	fmt.Fprintf(out, "@@ -%s +%s @@\n", hunkRange(aStart, aLen), hunkRange(bStart, bLen))
	for _, e := range h {
		switch e.kind {
		case opKeep:
			writeLine(out, ' ', a[e.i])
		case opDelete:
			writeLine(out, '-', a[e.i])
		case opInsert:
			writeLine(out, '+', b[e.j])
		}
	}
}

// hunkRange renders "start,len" (1-based), "start" for one line, and
// the line before the hunk with ",0" for an empty range.
func hunkRange(start, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%d,0", start)
	case 1:
		return fmt.Sprintf("%d", start+1)
	}
	return fmt.Sprintf("%d,%d", start+1, n)
}

func writeLine(out *strings.Builder, mark byte, line string) {
	out.WriteByte(mark)
	out.WriteString(line)
	if !strings.HasSuffix(line, "\n") {
		out.WriteString("\n\\ No newline at end of file\n")
	}
}
