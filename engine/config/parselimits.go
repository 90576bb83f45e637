package config

import (
	"bytes"
	"fmt"

	"github.com/hashicorp/hcl/v2"
)

// MaxFileErrors is how many errors parsing one file reports. hcl reports
// every invalid character of a file, each quoting its whole line: a file
// of binary garbage made thousands, and quoting them took minutes and
// megabytes. Real files with that many errors are not configurations;
// the first errors are the ones to fix.
const MaxFileErrors = 20

// maxQuotedLine is the longest line, in bytes up to the error, that a
// nesting error quotes: a longer one (a file of garbage without line
// breaks) is not quoted at all, rather than printed whole.
const maxQuotedLine = 16 << 10

// capParseErrors keeps the first MaxFileErrors errors of one file's
// parse, every warning, and in place of the other errors one saying how
// many were left out, at the first of them.
func capParseErrors(diags hcl.Diagnostics) hcl.Diagnostics {
	errs := 0
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			errs++
		}
	}
	if errs <= MaxFileErrors {
		return diags
	}
	var out hcl.Diagnostics
	kept := 0
	var first *hcl.Range
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			if kept == MaxFileErrors {
				if first == nil {
					first = d.Subject
				}
				continue
			}
			kept++
		}
		out = append(out, d)
	}
	return append(out, &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Too many errors",
		Detail:   fmt.Sprintf("This file has %d more errors after the %d shown, which is tfplay's limit of errors shown per file. Fix the first errors: the others often follow from them.", errs-MaxFileErrors, MaxFileErrors),
		Subject:  first,
	})
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
