package random

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// importString is random_string's import: the id is the string itself,
// which becomes result (and id) and decides length, as the provider's
// "Import" documentation describes.
func importString(_ *mock.Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics) {
	return mock.SetAttrs(obj, map[string]cty.Value{
		"id":     cty.StringVal(id),
		"result": cty.StringVal(id),
		"length": cty.NumberIntVal(int64(utf8.RuneCountInString(id))),
	}), nil
}

// importID is random_id's import: the id is the bytes in URL-safe base64
// without padding, optionally preceded by "PREFIX," (the provider's
// documented form); the bytes decide every encoding and byte_length.
func importID(_ *mock.Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics) {
	prefix, encoded := "", id
	if i := strings.LastIndex(id, ","); i >= 0 {
		prefix, encoded = id[:i], id[i+1:]
	}
	b, err := base64.RawURLEncoding.DecodeString(encoded)
	if err != nil || len(b) == 0 {
		return obj, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Import Random ID Error",
			Detail:   fmt.Sprintf("While attempting to import a random id there was a decoding error.\n\nOriginal Error: %s", decodeError(err)),
		}}
	}
	vals := idValues(b, prefix)
	vals["byte_length"] = cty.NumberIntVal(int64(len(b)))
	if prefix != "" {
		vals["prefix"] = cty.StringVal(prefix)
	}
	return mock.SetAttrs(obj, vals), nil
}

func decodeError(err error) string {
	if err == nil {
		return "no bytes"
	}
	return err.Error()
}
