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
	r.fields = []field{
		attr("aliases", strSet, "O", "Extra domain names (CNAMEs) of the distribution."),
		arnAttr(),
		attr("caller_reference", str, "C", "Unique reference of the creation request."),
		attr("comment", str, "O", "Comment."),
		attr("continuous_deployment_policy_id", str, "O", "Continuous deployment policy."),
		set("custom_error_response", "", "How an origin error is answered.",
			attr("error_caching_min_ttl", num, "O", "Seconds the error is cached."),
			attr("error_code", num, "R", "HTTP error code of the origin."),
			attr("response_code", num, "O", "HTTP code returned instead."),
			attr("response_page_path", str, "O", "Page returned instead."),
		),
		list("default_cache_behavior", 1, "R", "How requests no ordered behavior matches are served.", cacheBehaviorFields()...),
		attr("default_root_object", str, "O", "Object served for the root URL, e.g. index.html."),
		attr("domain_name", str, "C", "Domain name of the distribution (…cloudfront.net)."),
		attr("enabled", boolean, "R", "Whether the distribution serves requests."),
		attr("etag", str, "C", "Version of the distribution's configuration."),
		attr("hosted_zone_id", str, "C", "Route 53 zone for alias records (always Z2FDTNDATAQYW2)."),
		attr("http_version", str, "O", "Highest HTTP version: http1.1, http2 (default), http2and3 or http3."),
		idAttr(),
		attr("in_progress_validation_batches", num, "C", "Invalidation batches in progress."),
		attr("is_ipv6_enabled", boolean, "O", "Answer over IPv6."),
		attr("last_modified_time", str, "C", "When the distribution last changed."),
		list("logging_config", 1, "", "Access logs.",
			attr("bucket", str, "R", "Bucket domain name of the logs."),
			attr("include_cookies", boolean, "O", "Log cookies."),
			attr("prefix", str, "O", "Key prefix of the logs."),
		),
		list("ordered_cache_behavior", 0, "", "How requests of a path pattern are served, in order.",
			append(cacheBehaviorFields(), attr("path_pattern", str, "R", "Path pattern, e.g. /images/*."))...),
		set("origin", "R", "Where content comes from.",
			attr("connection_attempts", num, "O", "Connection attempts (3 by default)."),
			attr("connection_timeout", num, "O", "Seconds to connect (10 by default)."),
			set("custom_header", "", "A header sent to the origin.",
				attr("name", str, "R", "Header name."),
				attr("value", str, "R", "Header value."),
			),
			list("custom_origin_config", 1, "", "Settings of an HTTP origin.",
				attr("http_port", num, "R", "HTTP port."),
				attr("https_port", num, "R", "HTTPS port."),
				attr("origin_keepalive_timeout", num, "O", "Keep-alive seconds."),
				attr("origin_protocol_policy", str, "R", "http-only, https-only or match-viewer."),
				attr("origin_read_timeout", num, "O", "Read timeout seconds."),
				attr("origin_ssl_protocols", strSet, "R", "TLS versions to the origin."),
			),
			attr("domain_name", str, "R", "Domain name of the origin (bucket regional domain, load balancer…)."),
			attr("origin_access_control_id", str, "O", "Origin access control signing S3 requests."),
			attr("origin_id", str, "R", "Id behaviors refer to the origin by."),
			attr("origin_path", str, "O", "Path prefix of requests to the origin."),
			list("origin_shield", 1, "", "Origin Shield caching layer.",
				attr("enabled", boolean, "R", "Use Origin Shield."),
				attr("origin_shield_region", str, "O", "Region of the Origin Shield."),
			),
			list("s3_origin_config", 1, "", "Settings of an S3 origin with an origin access identity.",
				attr("origin_access_identity", str, "R", "Origin access identity path."),
			),
		),
		set("origin_group", "", "An origin group for failover.",
			list("failover_criteria", 1, "R", "Status codes that fail over.",
				attr("status_codes", numSet, "R", "HTTP status codes."),
			),
			set("member", "R", "A member origin.",
				attr("origin_id", str, "R", "Origin of the group."),
			),
			attr("origin_id", str, "R", "Id of the group."),
		),
		attr("price_class", str, "O", "PriceClass_All (default), PriceClass_200 or PriceClass_100."),
		list("restrictions", 1, "R", "Geographic restrictions.",
			list("geo_restriction", 1, "R", "Countries allowed or blocked.",
				attr("locations", strSet, "OC", "Country codes."),
				attr("restriction_type", str, "R", "none, whitelist or blacklist."),
			),
		),
		attr("retain_on_delete", boolean, "O", "Disable rather than delete on destroy."),
		attr("staging", boolean, "OF", "Make a staging distribution."),
		attr("status", str, "C", "Deployed or InProgress."),
		tags(),
		attr("trusted_key_groups", signerListType, "C", "Key groups that can sign URLs."),
		attr("trusted_signers", signerListType, "C", "Accounts that can sign URLs."),
		list("viewer_certificate", 1, "R", "Certificate served to viewers.",
			attr("acm_certificate_arn", str, "O", "ACM certificate (in us-east-1)."),
			attr("cloudfront_default_certificate", boolean, "O", "Use the *.cloudfront.net certificate."),
			attr("iam_certificate_id", str, "O", "IAM server certificate."),
			attr("minimum_protocol_version", str, "O", "Lowest TLS version, e.g. TLSv1.2_2021."),
			attr("ssl_support_method", str, "O", "sni-only, vip or static-ip."),
		),
		attr("wait_for_deployment", boolean, "O", "Wait until the distribution is deployed (true by default)."),
		attr("web_acl_id", str, "O", "WAF web ACL of the distribution."),
	}
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
	r.fields = []field{
		attr("description", str, "O", "Description (\"Managed by Terraform\" by default)."),
		attr("etag", str, "C", "Version of the configuration."),
		idAttr(),
		attr("name", str, "R", "Name of the origin access control."),
		attr("origin_access_control_origin_type", str, "R", "s3, mediastore, lambda or mediapackagev2."),
		attr("signing_behavior", str, "R", "always, never or no-override."),
		attr("signing_protocol", str, "R", "sigv4."),
	}
	r.defaults = map[string]cty.Value{"description": s("Managed by Terraform")}
	r.gens = map[string]mock.Generator{
		"id":   func(g *mock.Gen) cty.Value { return s(strings.ToUpper(cloudfrontID(g))) },
		"etag": func(g *mock.Gen) cty.Value { return s(cloudfrontID(g)) },
	}
	return r.build()
}
