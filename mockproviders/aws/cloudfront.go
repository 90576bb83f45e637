package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// cloudfrontResources are the CloudFront CDN types.
func cloudfrontResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_cloudfront_distribution":          cloudfrontDistribution(),
		"aws_cloudfront_origin_access_control": originAccessControl(),
	}
}

// cloudfrontZone is the hosted zone of every CloudFront domain name.
const cloudfrontZone = "Z2FDTNDATAQYW2"

// cloudfrontID returns an id as CloudFront makes them: E and 13
// upper-case letters and digits.
func cloudfrontID(g *mock.Gen) string {
	return "E" + g.From("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 13)
}

// cacheBehaviorFields are the arguments of default and ordered cache
// behaviors.
func cacheBehaviorFields() []field {
	return []field{
		attr("allowed_methods", strSet, "R", "HTTP methods CloudFront forwards."),
		attr("cache_policy_id", str, "O", "Cache policy of the behavior."),
		attr("cached_methods", strSet, "R", "HTTP methods whose answers are cached."),
		attr("compress", boolean, "O", "Compress content for clients that accept it."),
		attr("default_ttl", num, "OC", "Default seconds objects stay cached."),
		attr("field_level_encryption_id", str, "O", "Field-level encryption configuration."),
		list("forwarded_values", 1, "", "What is forwarded to the origin (legacy; use cache policies).",
			list("cookies", 1, "R", "Cookies forwarded.",
				attr("forward", str, "R", "all, none or whitelist."),
				attr("whitelisted_names", strSet, "OC", "Cookies forwarded with whitelist."),
			),
			attr("headers", strSet, "OC", "Headers forwarded."),
			attr("query_string", boolean, "R", "Forward query strings."),
			attr("query_string_cache_keys", strList, "OC", "Query string parameters in the cache key."),
		),
		set("function_association", "", "A CloudFront Function run on an event.",
			attr("event_type", str, "R", "viewer-request or viewer-response."),
			attr("function_arn", str, "R", "ARN of the function."),
		),
		set("lambda_function_association", "", "A Lambda@Edge function run on an event.",
			attr("event_type", str, "R", "viewer-request, origin-request, origin-response or viewer-response."),
			attr("include_body", boolean, "O", "Pass the request body."),
			attr("lambda_arn", str, "R", "Qualified ARN of the function version."),
		),
		attr("max_ttl", num, "OC", "Longest seconds objects stay cached."),
		attr("min_ttl", num, "O", "Shortest seconds objects stay cached."),
		attr("origin_request_policy_id", str, "O", "Origin request policy of the behavior."),
		attr("realtime_log_config_arn", str, "O", "Real-time log configuration."),
		attr("response_headers_policy_id", str, "O", "Response headers policy."),
		attr("smooth_streaming", boolean, "O", "Serve Microsoft Smooth Streaming."),
		attr("target_origin_id", str, "R", "Origin requests go to."),
		attr("trusted_key_groups", strList, "OC", "Key groups that sign URLs."),
		attr("trusted_signers", strList, "OC", "Accounts that sign URLs."),
		attr("viewer_protocol_policy", str, "R", "allow-all, https-only or redirect-to-https."),
	}
}

// signerListType is the type of trusted_key_groups and trusted_signers.
var signerListType = cty.List(cty.Object(map[string]cty.Type{
	"enabled": cty.Bool,
	"items":   cty.List(cty.Object(map[string]cty.Type{"key_group_id": cty.String, "key_pair_ids": strSet})),
}))

func cloudfrontDistribution() *mock.Resource {
	r := &res{desc: "A CloudFront distribution: a CDN in front of S3 buckets, load balancers or other origins."}
	r.schemaKey = "cloudfrontDistribution" // its schema: cloudfront_schema.go
	r.defaults = map[string]cty.Value{
		"http_version":                                         s("http2"),
		"price_class":                                          s("PriceClass_All"),
		"retain_on_delete":                                     cty.False,
		"staging":                                              cty.False,
		"wait_for_deployment":                                  cty.True,
		"default_cache_behavior.compress":                      cty.False,
		"default_cache_behavior.min_ttl":                       n(0),
		"ordered_cache_behavior.compress":                      cty.False,
		"ordered_cache_behavior.min_ttl":                       n(0),
		"origin.connection_attempts":                           n(3),
		"origin.connection_timeout":                            n(10),
		"origin.custom_origin_config.origin_keepalive_timeout": n(5),
		"origin.custom_origin_config.origin_read_timeout":      n(30),
		"viewer_certificate.minimum_protocol_version":          s("TLSv1"),
	}
	r.recompute = []string{"etag", "last_modified_time"}
	emptySigners := cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
		"enabled": cty.False, "items": cty.ListValEmpty(signerListType.ElementType().AttributeType("items").ElementType()),
	})})
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return s(cloudfrontID(g)) },
		"arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "cloudfront", "distribution/"+r.refStr(g, "id"), true)
		},
		"caller_reference": func(g *mock.Gen) cty.Value { return s("terraform-" + uniqueSuffix(g)) },
		"domain_name": func(g *mock.Gen) cty.Value {
			return s("d" + g.From("abcdefghijklmnopqrstuvwxyz0123456789", 13) + ".cloudfront.net")
		},
		"etag":               func(g *mock.Gen) cty.Value { return s(cloudfrontID(g)) },
		"hosted_zone_id":     fixed(s(cloudfrontZone)),
		"last_modified_time": func(g *mock.Gen) cty.Value { return s(created(g).Format("2006-01-02 15:04:05.000 +0000 UTC")) },
		"status":             fixed(s("Deployed")),
		"trusted_key_groups": fixed(emptySigners),
		"trusted_signers":    fixed(emptySigners),
		"default_cache_behavior.forwarded_values.headers": fixed(cty.SetValEmpty(cty.String)),
	}
	// Without a cache policy, the legacy TTLs default to a day and a
	// year.
	for _, b := range []string{"default_cache_behavior", "ordered_cache_behavior"} {
		r.gens[b+".default_ttl"] = legacyTTL(86400)
		r.gens[b+".max_ttl"] = legacyTTL(31536000)
	}
	return r.build()
}

// legacyTTL is the generator of a cache behavior TTL: 0 with a cache
// policy, the legacy default otherwise.
func legacyTTL(def int) mock.Generator {
	return func(g *mock.Gen) cty.Value {
		if asString(g.Attr("cache_policy_id")) != "" {
			return n(0)
		}
		return n(def)
	}
}

func originAccessControl() *mock.Resource {
	r := &res{desc: "An origin access control: lets a CloudFront distribution sign its requests to an S3 origin."}
	r.schemaKey = "originAccessControl" // its schema: cloudfront_schema.go
	r.defaults = map[string]cty.Value{"description": s("Managed by Terraform")}
	r.gens = map[string]mock.Generator{
		"id":   func(g *mock.Gen) cty.Value { return s(strings.ToUpper(cloudfrontID(g))) },
		"etag": func(g *mock.Gen) cty.Value { return s(cloudfrontID(g)) },
	}
	return r.build()
}
