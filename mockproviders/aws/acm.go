package aws

import (
	"sort"
	"strings"
	"time"

	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// acmResources are the Certificate Manager types.
func acmResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_acm_certificate":            acmCertificate(),
		"aws_acm_certificate_validation": acmValidation(),
	}
}

// validationOptionType is the type of a DNS validation record.
var validationOptionType = cty.Object(map[string]cty.Type{
	"domain_name": cty.String, "resource_record_name": cty.String,
	"resource_record_type": cty.String, "resource_record_value": cty.String,
})

// certificateDomains returns the domain and alternative names of a
// certificate configuration, sorted and without repeats; ok is false
// while any is unknown.
func certificateDomains(obj cty.Value) ([]string, bool) {
	d, sans := getAttr(obj, "domain_name"), getAttr(obj, "subject_alternative_names")
	if d == cty.NilVal || !d.IsKnown() || (sans != cty.NilVal && !sans.IsWhollyKnown()) {
		return nil, false
	}
	seen := map[string]bool{}
	var ret []string
	for _, v := range append([]string{asString(d)}, asStrings(sans)...) {
		if v != "" && !seen[v] {
			seen[v] = true
			ret = append(ret, v)
		}
	}
	sort.Strings(ret)
	return ret, true
}

func acmCertificate() *mock.Resource {
	r := &res{desc: "An ACM certificate: a TLS certificate for load balancers, CloudFront and API Gateway."}
	r.schemaKey = "acmCertificate" // its schema: acm_schema.go
	r.gens = map[string]mock.Generator{
		"arn":           func(g *mock.Gen) cty.Value { return arn(g, "acm", "certificate/"+g.UUID()) },
		"id":            func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"key_algorithm": fixed(s("RSA_2048")),
		"not_before":    func(g *mock.Gen) cty.Value { return s(created(g).Truncate(24 * time.Hour).Format(time.RFC3339)) },
		"not_after": func(g *mock.Gen) cty.Value {
			return s(created(g).Truncate(24*time.Hour).AddDate(0, 13, 0).Add(-time.Second).Format(time.RFC3339))
		},
		"options": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"certificate_transparency_logging_preference": s("ENABLED"),
		})})),
		"renewal_eligibility": fixed(s("INELIGIBLE")),
		"status":              fixed(s("PENDING_VALIDATION")),
		"type": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("certificate_body")) != "" {
				return s("IMPORTED")
			}
			return s("AMAZON_ISSUED")
		},
		"validation_method": fixed(s("DNS")),
		"subject_alternative_names": func(g *mock.Gen) cty.Value {
			if d := asString(g.Attr("domain_name")); d != "" {
				return cty.SetVal([]cty.Value{s(d)})
			}
			return cty.SetValEmpty(cty.String)
		},
		"domain_validation_options": fixed(cty.SetValEmpty(validationOptionType)),
	}
	// The provider plans one validation record per domain, its name and
	// value unknown, so that for_each over them has known keys.
	r.plan = func(p *planCtx) cty.Value {
		if !p.Create || attrStr(p.Planned, "validation_method") == "EMAIL" || attrStr(p.Config, "certificate_body") != "" {
			return p.Planned
		}
		domains, ok := certificateDomains(p.Config)
		if !ok || len(domains) == 0 {
			return p.Planned
		}
		opts := make([]cty.Value, len(domains))
		for i, d := range domains {
			opts[i] = cty.ObjectVal(map[string]cty.Value{
				"domain_name": s(d), "resource_record_name": cty.UnknownVal(cty.String),
				"resource_record_type": cty.UnknownVal(cty.String), "resource_record_value": cty.UnknownVal(cty.String),
			})
		}
		return setAttrs(p.Planned, map[string]cty.Value{"domain_validation_options": cty.SetVal(opts)})
	}
	r.apply = func(c *mock.Ctx, req providers.ApplyRequest, state cty.Value) cty.Value {
		if getAttr(req.PriorState, "domain_validation_options") != cty.NilVal {
			return state
		}
		domains, _ := certificateDomains(state)
		if attrStr(state, "validation_method") != "DNS" || len(domains) == 0 {
			return state
		}
		opts := make([]cty.Value, len(domains))
		for i, d := range domains {
			g := c.Generator(cty.GetAttrPath("domain_validation_options").IndexString(d), state)
			base := strings.TrimPrefix(d, "*.")
			opts[i] = cty.ObjectVal(map[string]cty.Value{
				"domain_name":           s(d),
				"resource_record_name":  s("_" + g.Hex(32) + "." + base + "."),
				"resource_record_type":  s("CNAME"),
				"resource_record_value": s("_" + g.Hex(32) + "." + g.Alnum(10) + ".acm-validations.aws."),
			})
		}
		return setAttrs(state, map[string]cty.Value{"domain_validation_options": cty.SetVal(opts)})
	}
	return r.build()
}

func acmValidation() *mock.Resource {
	r := &res{desc: "Waits for an ACM certificate to be validated (by its DNS records)."}
	r.schemaKey = "acmValidation" // its schema: acm_schema.go
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return s(created(g).Format("2006-01-02 15:04:05.000 +0000 UTC")) },
	}
	return r.build()
}
