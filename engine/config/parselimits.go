package config

import (
	"bytes"
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// MaxFileErrors is how many errors parsing one file reports at most.
// Terraform reports them all; hcl reports every invalid character of a
// file, each quoting its whole line, so a file of binary garbage made
// thousands, and 12 KB of garbage on one line 24 MB of output. No real
// file comes near either bound: the first errors are the ones to fix.
const MaxFileErrors = 1000

// MaxQuotedErrorBytes bounds the source the errors of one file quote: the
// errors are reported while the lines they quote add up to at most
// 256 KiB (and the first error is always reported).
const MaxQuotedErrorBytes = 256 << 10

// maxQuotedLine is the longest line, in bytes up to the error, that a
// nesting error quotes: a longer one (a file of garbage without line
// breaks) is not quoted at all, rather than printed whole.
const maxQuotedLine = 16 << 10

// capParseErrors keeps the errors of one file's parse while they are at
// most MaxFileErrors and quote at most MaxQuotedErrorBytes of src, every
// warning, and in place of the other errors one saying how many were left
// out, at the first of them.
func capParseErrors(diags hcl.Diagnostics, src []byte) hcl.Diagnostics {
	var out hcl.Diagnostics
	kept, left, quoted := 0, 0, 0
	var first *hcl.Range
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			out = append(out, d)
			continue
		}
		if left == 0 {
			quoted += quotedBytes(src, d.Subject)
			if kept == 0 || kept < MaxFileErrors && quoted <= MaxQuotedErrorBytes {
				kept++
				out = append(out, d)
				continue
			}
		}
		if left == 0 {
			first = d.Subject
		}
		left++
	}
	if left == 0 {
		return diags
	}
	return append(out, &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Too many errors",
		Detail:   fmt.Sprintf("This file has %d more errors after the %d shown, which is tfplay's limit of errors shown per file (%d, fewer when they quote long lines). Fix the first errors: the others often follow from them.", left, kept, MaxFileErrors),
		Subject:  first,
	})
}

// quotedBytes is the length of the lines of src that rng spans, which a
// diagnostic at rng quotes.
func quotedBytes(src []byte, rng *hcl.Range) int {
	if rng == nil || rng.Start.Byte < 0 || rng.End.Byte > len(src) || rng.Start.Byte > rng.End.Byte {
		return 0
	}
	from := bytes.LastIndexByte(src[:rng.Start.Byte], '\n') + 1
	to := bytes.IndexByte(src[rng.End.Byte:], '\n')
	if to < 0 {
		to = len(src)
	} else {
		to += rng.End.Byte
	}
	return to - from
}

// nestingSource is the source kept for quoting a nesting error at rng:
// the file up to the end of the error, so that a quoted line stops there,
// or nil when that line is too long to quote.
func nestingSource(src []byte, rng *hcl.Range) []byte {
	if rng == nil || rng.End.Byte > len(src) {
		return src
	}
	lineStart := bytes.LastIndexByte(src[:rng.Start.Byte], '\n') + 1
	if rng.End.Byte-lineStart > maxQuotedLine {
		return nil
	}
	return src[:rng.End.Byte]
}
