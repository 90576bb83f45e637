package random

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// The character classes of random_string and random_password.
const (
	lowerChars   = "abcdefghijklmnopqrstuvwxyz"
	upperChars   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	numericChars = "0123456789"
	specialChars = "!@#$%&*()-_=+[]{}<>:?"
)

// stringSchema is the schema of random_string, or of random_password
// when password is set (sensitive result, bcrypt_hash, opaque id).
func stringSchema(password bool) *configschema.Block {
	flag := func(desc string) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.Bool, Optional: true, Computed: true, ForceNew: true, Description: desc}
	}
	minimum := func(desc string) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.Number, Optional: true, Computed: true, ForceNew: true, Description: desc}
	}
	b := &configschema.Block{
		Description: "A random string of letters, digits and, optionally, special characters.",
		Attributes: map[string]*configschema.Attribute{
			"length":           {Type: cty.Number, Required: true, ForceNew: true, Description: "How many characters to make (at least 1, and at least the sum of the min_ arguments)."},
			"keepers":          keepers(),
			"lower":            flag("Whether lowercase letters may appear (true by default)."),
			"upper":            flag("Whether uppercase letters may appear (true by default)."),
			"numeric":          flag("Whether digits may appear (true by default)."),
			"number":           {Type: cty.Bool, Optional: true, Computed: true, ForceNew: true, Deprecated: true, Description: "Older name of numeric; use numeric."},
			"special":          flag("Whether special characters may appear (true by default)."),
			"min_lower":        minimum("Fewest lowercase letters in the result (0 by default)."),
			"min_upper":        minimum("Fewest uppercase letters in the result (0 by default)."),
			"min_numeric":      minimum("Fewest digits in the result (0 by default)."),
			"min_special":      minimum("Fewest special characters in the result (0 by default)."),
			"override_special": {Type: cty.String, Optional: true, ForceNew: true, Description: "The special characters to draw from instead of the default set; special must stay true."},
			"result":           computedString("The generated string.", password),
			"id":               computedString("The generated string.", false),
		},
	}
	if password {
		b.Description = "A random string like random_string whose value is sensitive, with its bcrypt hash."
		b.Attributes["id"] = computedString("A fixed value, \"none\"; use result.", false)
		b.Attributes["bcrypt_hash"] = computedString("A bcrypt hash of the result (of its first 72 bytes when longer).", true)
	}
	return b
}

// stringResource is random_string, or random_password when password is
// set.
func stringResource(password bool) *mock.Resource {
	r := &mock.Resource{
		Schema: stringSchema(password),
		Defaults: map[string]cty.Value{
			"lower": cty.True, "upper": cty.True, "numeric": cty.True, "number": cty.True, "special": cty.True,
			"min_lower": cty.Zero, "min_upper": cty.Zero, "min_numeric": cty.Zero, "min_special": cty.Zero,
		},
	}
	if !password {
		r.ImportID = importString
	}
	r.Plan = func(c *mock.Ctx, req providers.PlanRequest) providers.PlanResponse {
		req.ProposedNewState = syncNumeric(req.ProposedNewState, req.Config)
		return r.DefaultPlan(c, req)
	}
	r.Apply = applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
		if diags := withinLength(planned, "length", "min_lower", "min_upper", "min_numeric", "min_special"); diags.HasErrors() {
			return nil, diags
		}
		s, err := randomString(c.Generator(cty.GetAttrPath("result"), planned), planned)
		if err != nil {
			return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Create Random String Error", Detail: err.Error()}}
		}
		vals := map[string]cty.Value{"result": cty.StringVal(s), "id": cty.StringVal(s)}
		if password {
			vals["id"] = cty.StringVal("none")
			salt := c.Generator(cty.GetAttrPath("bcrypt_hash"), planned).Bytes(16)
			vals["bcrypt_hash"] = cty.StringVal(bcryptHash([]byte(s), salt))
		}
		return vals, nil
	})
	return validated(r, func(config cty.Value) hcl.Diagnostics {
		diags := append(atLeast(config, "length", 1), atMost(config, "length", MaxLength)...)
		for _, name := range []string{"min_lower", "min_upper", "min_numeric", "min_special"} {
			diags = append(diags, atLeast(config, name, 0)...)
			diags = append(diags, atMost(config, name, MaxLength)...)
		}
		if diags.HasErrors() {
			return diags
		}
		length, ok := known(config, "length")
		if !ok {
			return diags
		}
		sum := intAttr(config, "min_lower", 0) + intAttr(config, "min_upper", 0) + intAttr(config, "min_numeric", 0) + intAttr(config, "min_special", 0)
		if n, _ := length.AsBigFloat().Int64(); n < sum {
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value",
				fmt.Sprintf("Attribute length value must be at least the sum of min_upper, min_lower, min_numeric and min_special (%d), got: %d", sum, n),
				cty.GetAttrPath("length")))
		}
		return diags
	})
}

// syncNumeric gives number the value of numeric, or numeric that of
// number, when the configuration sets only one of them: they are two names
// of one setting.
func syncNumeric(proposed, config cty.Value) cty.Value {
	if proposed == cty.NilVal || proposed.IsNull() || !proposed.IsKnown() {
		return proposed
	}
	numeric, numericSet := known(config, "numeric")
	number, numberSet := known(config, "number")
	m := proposed.AsValueMap()
	switch {
	case numericSet && !numberSet:
		m["number"] = numeric
	case numberSet && !numericSet:
		m["numeric"] = number
	default:
		return proposed
	}
	return cty.ObjectVal(m)
}

// randomString makes the string the planned arguments ask for: the
// minimum count of each class first, the rest from every allowed class,
// then shuffled.
func randomString(g *mock.Gen, planned cty.Value) (string, error) {
	special := specialChars
	if s, ok := known(planned, "override_special"); ok {
		special = s.AsString()
	}
	type class struct {
		chars string
		use   bool
		min   int64
	}
	classes := []class{
		{lowerChars, boolAttr(planned, "lower", true), intAttr(planned, "min_lower", 0)},
		{upperChars, boolAttr(planned, "upper", true), intAttr(planned, "min_upper", 0)},
		{numericChars, boolAttr(planned, "numeric", true) && boolAttr(planned, "number", true), intAttr(planned, "min_numeric", 0)},
		{special, boolAttr(planned, "special", true), intAttr(planned, "min_special", 0)},
	}
	length := intAttr(planned, "length", 0)
	var all string
	var out []rune
	for _, cl := range classes {
		if cl.min > 0 && cl.chars != "" {
			out = append(out, runesFrom(g, cl.chars, int(cl.min))...)
		}
		if cl.use {
			all += cl.chars
		}
	}
	if rest := length - int64(len(out)); rest > 0 {
		if all == "" {
			return "", fmt.Errorf("No characters are allowed: at least one of lower, upper, numeric and special must be true.")
		}
		out = append(out, runesFrom(g, all, int(rest))...)
	}
	for i := len(out) - 1; i > 0; i-- {
		j := g.Intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return string(out), nil
}

// runesFrom draws n characters from a set (which may hold any Unicode
// characters, as override_special can).
func runesFrom(g *mock.Gen, set string, n int) []rune {
	chars := []rune(set)
	out := make([]rune, n)
	for i := range out {
		out[i] = chars[g.Intn(len(chars))]
	}
	return out
}
