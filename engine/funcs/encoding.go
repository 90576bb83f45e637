package funcs

// Encoding functions. From go-cty's stdlib (used directly in table.go):
// csvdecode jsondecode jsonencode; from go-cty-yaml: yamldecode yamlencode;
// from go-cty-funcs: base64encode urlencode. Written here: base64decode
// (go-cty-funcs quotes the input differently and neither accepts unknown
// nor redacts sensitive input), base64gzip, textencodebase64 and
// textdecodebase64 (no library).

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/hashicorp/go-cty-funcs/encoding"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"golang.org/x/text/encoding/ianaindex"
)

// Functions taken from go-cty-funcs.
var (
	// Base64EncodeFunc Base64-encodes the UTF-8 bytes of a string.
	Base64EncodeFunc = withNotNull(encoding.Base64EncodeFunc)
	// URLEncodeFunc escapes a string for use in a URL query.
	URLEncodeFunc = withNotNull(encoding.URLEncodeFunc)
)

// Base64DecodeFunc decodes a Base64 string whose bytes must be UTF-8 text.
var Base64DecodeFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "str", Type: cty.String, AllowMarked: true, AllowUnknown: true}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		str, strMarks := args[0].Unmark()
		if !str.IsKnown() {
			return cty.UnknownVal(cty.String).WithMarks(strMarks), nil
		}
		s := str.AsString()
		dec, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to decode base64 data %s", redact(s, strMarks))
		}
		if !utf8.Valid(dec) {
			return cty.UnknownVal(cty.String), errors.New("the result of decoding the provided string is not valid UTF-8")
		}
		return cty.StringVal(string(dec)).WithMarks(strMarks), nil
	},
})

// Base64GzipFunc gzips the UTF-8 bytes of a string and Base64-encodes the
// result. The writer is flushed before it is closed, as Terraform does, so
// the output bytes are the same.
var Base64GzipFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "str", Type: cty.String}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		var buf bytes.Buffer
		w := gzip.NewWriter(&buf)
		if _, err := w.Write([]byte(args[0].AsString())); err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to write gzip raw data: %w", err)
		}
		if err := w.Flush(); err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to flush gzip writer: %w", err)
		}
		if err := w.Close(); err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to close gzip writer: %w", err)
		}
		return cty.StringVal(base64.StdEncoding.EncodeToString(buf.Bytes())), nil
	},
})

// makeTextEncodeBase64Func builds textencodebase64: the string encoded in
// the named character set, then Base64-encoded.
func makeTextEncodeBase64Func(flavor Flavor) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{
			{Name: "string", Type: cty.String},
			{Name: "encoding", Type: cty.String},
		},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			name := args[1].AsString()
			enc, err := ianaindex.IANA.Encoding(name)
			if err != nil || enc == nil {
				return cty.UnknownVal(cty.String), function.NewArgErrorf(1, "%q is not a supported IANA encoding name or alias in this %s version", name, flavor)
			}
			canonical, err := ianaindex.IANA.Name(enc)
			if err != nil {
				canonical = name
			}
			out, err := enc.NewEncoder().Bytes([]byte(args[0].AsString()))
			if err != nil {
				return cty.UnknownVal(cty.String), function.NewArgErrorf(0, "the given string contains characters that cannot be represented in %s", canonical)
			}
			return cty.StringVal(base64.StdEncoding.EncodeToString(out)), nil
		},
	})
}

// makeTextDecodeBase64Func builds textdecodebase64: Base64 bytes decoded
// from the named character set.
func makeTextDecodeBase64Func(flavor Flavor) function.Function {
	// OpenTofu kept a typo that Terraform fixed.
	badSymbol := "the given value has an invalid base64 symbol at offset %d"
	if flavor == OpenTofu {
		badSymbol = "the given value is has an invalid base64 symbol at offset %d"
	}
	return function.New(&function.Spec{
		Params: []function.Parameter{
			{Name: "source", Type: cty.String},
			{Name: "encoding", Type: cty.String},
		},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			name := args[1].AsString()
			enc, err := ianaindex.IANA.Encoding(name)
			if err != nil || enc == nil {
				return cty.UnknownVal(cty.String), function.NewArgErrorf(1, "%q is not a supported IANA encoding name or alias in this %s version", name, flavor)
			}
			canonical, err := ianaindex.IANA.Name(enc)
			if err != nil {
				canonical = name
			}
			raw, err := base64.StdEncoding.DecodeString(args[0].AsString())
			if err != nil {
				var corrupt base64.CorruptInputError
				if errors.As(err, &corrupt) {
					return cty.UnknownVal(cty.String), function.NewArgErrorf(0, badSymbol, int64(corrupt))
				}
				return cty.UnknownVal(cty.String), function.NewArgErrorf(0, "invalid source string: %w", err)
			}
			out, err := enc.NewDecoder().Bytes(raw)
			if err != nil || bytes.ContainsRune(out, utf8.RuneError) {
				return cty.UnknownVal(cty.String), function.NewArgErrorf(0, "the given string contains symbols that are not defined for %s", canonical)
			}
			return cty.StringVal(string(out)), nil
		},
	})
}
