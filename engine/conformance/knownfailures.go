package conformance

import (
	"bufio"
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// Known-failure ids: an expression case's id, "config:<name>" for a
// configuration case and "strict:<id>" for an expression case whose error
// detail differs from the recording (checked only for expected failures
// with a deterministic detail).
const (
	ConfigPrefix = "config:"
	StrictPrefix = "strict:"
)

// KnownFailures is the parsed ratchet file: failing case ids with the
// line they are on and an optional trailing "# comment".
type KnownFailures struct {
	Lines    map[string]int
	Comments map[string]string
}

// ParseKnownFailures reads one id per line; blank lines and text after
// "#" are ignored. A repeated id is an error.
func ParseKnownFailures(data []byte) (*KnownFailures, error) {
	k := &KnownFailures{Lines: map[string]int{}, Comments: map[string]string{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		id, comment, _ := strings.Cut(line, "#")
		id = strings.TrimSpace(id)
		if id == "" {
			continue
		}
		if strings.ContainsAny(id, " \t") {
			return nil, fmt.Errorf("line %d: %q is not one id", n, line)
		}
		if prev, dup := k.Lines[id]; dup {
			return nil, fmt.Errorf("line %d: %s is already listed on line %d", n, id, prev)
		}
		k.Lines[id] = n
		if c := strings.TrimSpace(comment); c != "" {
			k.Comments[id] = c
		}
	}
	return k, sc.Err()
}

// knownFailuresHeader opens the generated file.
const knownFailuresHeader = `# Conformance cases tfplay fails today: the ratchet of engine/conformance.
#
# One id per line: an expression case id (fn-upper-1), config:<name> for a
# configuration case, strict:<id> for an expected-failure expression whose
# error detail differs from the recording. Text after "#" is a comment; a
# comment after an id is kept when the file is regenerated.
#
# go test ./engine/conformance/ fails when a case that is not listed fails
# (a regression) and when a listed case passes (delete its line: the list
# only shrinks). Regenerate from the current results with
#   go test ./engine/conformance/ -run TestConformance -update-known-failures
`

// FormatKnownFailures writes the ratchet file for the given failing ids:
// expression ids, then strict: ids, then config: ids, each group sorted.
func FormatKnownFailures(ids []string, comments map[string]string) []byte {
	var expr, strict, configs []string
	for _, id := range ids {
		switch {
		case strings.HasPrefix(id, StrictPrefix):
			strict = append(strict, id)
		case strings.HasPrefix(id, ConfigPrefix):
			configs = append(configs, id)
		default:
			expr = append(expr, id)
		}
	}
	var b bytes.Buffer
	b.WriteString(knownFailuresHeader)
	group := func(title string, ids []string) {
		sort.Strings(ids)
		fmt.Fprintf(&b, "\n# %s (%d)\n", title, len(ids))
		for _, id := range ids {
			b.WriteString(id)
			if c := comments[id]; c != "" {
				b.WriteString("  # " + c)
			}
			b.WriteByte('\n')
		}
	}
	group("expression cases", expr)
	group("expression error details (--strict-detail)", strict)
	group("configuration cases", configs)
	return b.Bytes()
}
