package funcs

// Written here: the functions OpenTofu has and Terraform does not
// (base64gunzip, cidrcontains, urldecode); no library has them.

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"fmt"
	"io"
	"net/url"

	"github.com/apparentlymart/go-cidr/cidr"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// tofuFunctions are added to the table under the OpenTofu flavor.
var tofuFunctions = map[string]function.Function{
	"base64gunzip": Base64GunzipFunc,
	"cidrcontains": CidrContainsFunc,
	"urldecode":    URLDecodeFunc,
}

// Base64GunzipFunc decodes Base64 and gunzips the result (OpenTofu only).
var Base64GunzipFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "str", Type: cty.String, AllowMarked: true}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		str, strMarks := args[0].Unmark()
		s := str.AsString()
		raw, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to decode base64 data %s", redact(s, strMarks))
		}
		r, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to gunzip bytestream: %w", err)
		}
		out, err := io.ReadAll(r)
		if err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to read gunzip raw data: %w", err)
		}
		return cty.StringVal(string(out)).WithMarks(strMarks), nil
	},
})

// URLDecodeFunc undoes urlencode: %XX escapes and "+" for space (OpenTofu
// only).
var URLDecodeFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "str", Type: cty.String}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		s, err := url.QueryUnescape(args[0].AsString())
		if err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to decode URL '%s': %v", s, err)
		}
		return cty.StringVal(s), nil
	},
})

// CidrContainsFunc reports whether a prefix contains an address, or all of
// another prefix (OpenTofu only).
var CidrContainsFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "containing_prefix", Type: cty.String},
		{Name: "contained_ip_or_prefix", Type: cty.String},
	},
	Type:         function.StaticReturnType(cty.Bool),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		prefix, addr := args[0].AsString(), args[1].AsString()
		outer, err := parseCIDR(prefix)
		if err != nil {
			return cty.UnknownVal(cty.Bool), err
		}
		first := parseIP(addr)
		var last []byte
		if first == nil {
			inner, err := parseCIDR(addr)
			if err != nil {
				return cty.UnknownVal(cty.Bool), fmt.Errorf("invalid IP address or prefix: %s", addr)
			}
			first, last = cidr.AddressRange(inner)
		}
		if (first.To4() == nil) != (outer.IP.To4() == nil) {
			return cty.UnknownVal(cty.Bool), fmt.Errorf("address family mismatch: %s vs. %s", prefix, addr)
		}
		in := outer.Contains(first)
		if last != nil {
			in = in && outer.Contains(last)
		}
		return cty.BoolVal(in), nil
	},
})
