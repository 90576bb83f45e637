package aws

import (
	"fmt"
	"regexp"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func s3Bucket() *mock.Resource {
	r := &res{desc: "An S3 bucket: a container of objects with a globally unique name.", importAttr: "bucket", importNull: []string{"bucket_prefix"}}
	r.fields = []field{
		attr("acceleration_status", str, "OCD", "Transfer acceleration: Enabled or Suspended (use aws_s3_bucket_accelerate_configuration)."),
		attr("acl", str, "OCD", "Canned ACL (use aws_s3_bucket_acl)."),
		arnAttr(),
		attr("bucket", str, "OCF", "Name of the bucket; generated when unset."),
		attr("bucket_domain_name", str, "C", "Host name of the bucket: BUCKET.s3.amazonaws.com."),
		attr("bucket_prefix", str, "OCF", "Prefix of a generated name."),
		attr("bucket_regional_domain_name", str, "C", "Host name of the bucket in its region."),
		list("cors_rule", 0, "CD", "A CORS rule (use aws_s3_bucket_cors_configuration).",
			attr("allowed_headers", strList, "O", "Headers allowed in preflight requests."),
			attr("allowed_methods", strList, "R", "HTTP methods allowed."),
			attr("allowed_origins", strList, "R", "Origins allowed."),
			attr("expose_headers", strList, "O", "Headers exposed to the browser."),
			attr("max_age_seconds", num, "O", "Seconds browsers cache preflight answers."),
		),
		attr("force_destroy", boolean, "O", "Delete every object when destroying the bucket."),
		set("grant", "CD", "An ACL grant (use aws_s3_bucket_acl).",
			attr("id", str, "O", "Canonical user id of the grantee."),
			attr("permissions", strSet, "R", "Permissions granted."),
			attr("type", str, "R", "CanonicalUser or Group."),
			attr("uri", str, "O", "URI of a grantee group."),
		),
		attr("hosted_zone_id", str, "C", "Route 53 hosted zone of the bucket's region."),
		idAttr(),
		list("lifecycle_rule", 0, "CD", "A lifecycle rule (use aws_s3_bucket_lifecycle_configuration).",
			attr("abort_incomplete_multipart_upload_days", num, "O", "Days before unfinished uploads are aborted."),
			attr("enabled", boolean, "R", "Enable the rule."),
			list("expiration", 1, "", "When objects expire.",
				attr("date", str, "O", "Date of expiry."),
				attr("days", num, "O", "Days after creation."),
				attr("expired_object_delete_marker", boolean, "O", "Remove lone delete markers."),
			),
			attr("id", str, "OC", "Id of the rule."),
			list("noncurrent_version_expiration", 1, "", "When old versions expire.",
				attr("days", num, "O", "Days after becoming noncurrent."),
			),
			set("noncurrent_version_transition", "", "When old versions change storage class.",
				attr("days", num, "O", "Days after becoming noncurrent."),
				attr("storage_class", str, "R", "Target storage class."),
			),
			attr("prefix", str, "O", "Key prefix the rule applies to."),
			attr("tags", strMap, "O", "Tags the rule applies to."),
			set("transition", "", "When objects change storage class.",
				attr("date", str, "O", "Date of the transition."),
				attr("days", num, "O", "Days after creation."),
				attr("storage_class", str, "R", "Target storage class."),
			),
		),
		list("logging", 1, "CD", "Access logging (use aws_s3_bucket_logging).",
			attr("target_bucket", str, "R", "Bucket receiving the logs."),
			attr("target_prefix", str, "O", "Key prefix of the logs."),
		),
		list("object_lock_configuration", 1, "C", "Object Lock settings.",
			attr("object_lock_enabled", str, "OFD", "Enabled (use object_lock_enabled)."),
			list("rule", 1, "D", "Default retention (use aws_s3_bucket_object_lock_configuration).",
				list("default_retention", 1, "R", "The retention.",
					attr("days", num, "O", "Days of retention."),
					attr("mode", str, "R", "GOVERNANCE or COMPLIANCE."),
					attr("years", num, "O", "Years of retention."),
				),
			),
		),
		attr("object_lock_enabled", boolean, "OCF", "Enable Object Lock."),
		attr("policy", str, "OCD", "Bucket policy JSON (use aws_s3_bucket_policy)."),
		attr("region", str, "C", "Region of the bucket."),
		list("replication_configuration", 1, "CD", "Replication (use aws_s3_bucket_replication_configuration).",
			attr("role", str, "R", "Role S3 replicates with."),
			set("rules", "R", "A replication rule.",
				list("destination", 1, "R", "Where objects go.",
					attr("account_id", str, "O", "Account of the destination."),
					attr("bucket", str, "R", "ARN of the destination bucket."),
					attr("replica_kms_key_id", str, "O", "KMS key of replicas."),
					attr("storage_class", str, "O", "Storage class of replicas."),
				),
				attr("delete_marker_replication_status", str, "O", "Replicate delete markers: Enabled."),
				attr("id", str, "O", "Id of the rule."),
				attr("prefix", str, "O", "Key prefix the rule applies to."),
				attr("priority", num, "O", "Priority among overlapping rules."),
				attr("status", str, "R", "Enabled or Disabled."),
			),
		),
		attr("request_payer", str, "OCD", "Who pays for requests: BucketOwner or Requester."),
		list("server_side_encryption_configuration", 1, "CD", "Default encryption (use aws_s3_bucket_server_side_encryption_configuration).",
			list("rule", 1, "R", "The encryption rule.",
				list("apply_server_side_encryption_by_default", 1, "R", "Encryption applied to new objects.",
					attr("kms_master_key_id", str, "O", "KMS key of aws:kms encryption."),
					attr("sse_algorithm", str, "R", "AES256 or aws:kms."),
				),
				attr("bucket_key_enabled", boolean, "O", "Use an S3 bucket key."),
			),
		),
		tags(),
		timeouts("create", "read", "update", "delete"),
		list("versioning", 1, "CD", "Versioning (use aws_s3_bucket_versioning).",
			attr("enabled", boolean, "O", "Keep every version of objects."),
			attr("mfa_delete", boolean, "O", "Require MFA to delete versions."),
		),
		list("website", 1, "CD", "Website hosting (use aws_s3_bucket_website_configuration).",
			attr("error_document", str, "O", "Key of the error page."),
			attr("index_document", str, "O", "Suffix of index pages."),
			attr("redirect_all_requests_to", str, "O", "Host to redirect every request to."),
			attr("routing_rules", str, "O", "Redirection rules as JSON."),
		),
		attr("website_domain", str, "CD", "Domain of the website endpoint."),
		attr("website_endpoint", str, "CD", "Host name of the website."),
	}
	r.conflicts = [][2]string{{"bucket", "bucket_prefix"}}
	r.defaults = map[string]cty.Value{
		"force_destroy":         cty.False,
		"versioning.enabled":    cty.False,
		"versioning.mfa_delete": cty.False,
	}
	r.applyCheck = func(c *mock.Ctx, req providers.ApplyRequest) hcl.Diagnostics {
		name := attrStr(req.PlannedState, "bucket")
		if name == "" || (req.PriorState != cty.NilVal && !req.PriorState.IsNull()) {
			return nil
		}
		if err := bucketNameProblem(name, region(c.Provider)); err != "" {
			return dataError(err, "")
		}
		return nil
	}
	website := func(g *mock.Gen) bool {
		w := g.Attr("website")
		return w.IsKnown() && !w.IsNull() && w.LengthInt() > 0
	}
	r.gens = map[string]mock.Generator{
		"bucket": func(g *mock.Gen) cty.Value {
			prefix := "terraform-"
			if p := asString(g.Attr("bucket_prefix")); p != "" {
				prefix = p
			}
			return s(prefix + uniqueSuffix(g))
		},
		"bucket_prefix":      fixed(s("")),
		"id":                 func(g *mock.Gen) cty.Value { return r.ref(g, "bucket") },
		"arn":                func(g *mock.Gen) cty.Value { return globalARN(g, "s3", r.refStr(g, "bucket"), false) },
		"bucket_domain_name": func(g *mock.Gen) cty.Value { return s(r.refStr(g, "bucket") + ".s3." + dnsSuffix(regionOf(g))) },
		"bucket_regional_domain_name": func(g *mock.Gen) cty.Value {
			return s(r.refStr(g, "bucket") + ".s3." + regionOf(g) + "." + dnsSuffix(regionOf(g)))
		},
		"hosted_zone_id": func(g *mock.Gen) cty.Value { return s(hostedZone(s3Zones, g)) },
		"region":         func(g *mock.Gen) cty.Value { return s(regionOf(g)) },
		"request_payer":  fixed(s("BucketOwner")),
		"acl":            fixed(cty.NullVal(cty.String)),
		"grant": fixed(cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"id": s(canonicalUser), "permissions": cty.SetVal([]cty.Value{s("FULL_CONTROL")}), "type": s("CanonicalUser"), "uri": s(""),
		})})),
		"server_side_encryption_configuration": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"rule": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"apply_server_side_encryption_by_default": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
					"kms_master_key_id": s(""), "sse_algorithm": s("AES256"),
				})}),
				"bucket_key_enabled": cty.False,
			})}),
		})})),
		"versioning": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"enabled": cty.False, "mfa_delete": cty.False,
		})})),
		"lifecycle_rule.id": func(g *mock.Gen) cty.Value { return s("tf-s3-lifecycle-" + uniqueSuffix(g)) },
		"website_domain": func(g *mock.Gen) cty.Value {
			if website(g) {
				return s(websiteDomain(regionOf(g)))
			}
			return cty.NullVal(cty.String)
		},
		"website_endpoint": func(g *mock.Gen) cty.Value {
			if website(g) {
				return s(r.refStr(g, "bucket") + "." + websiteDomain(regionOf(g)))
			}
			return cty.NullVal(cty.String)
		},
	}
	return r.build()
}

// Bucket name rules: lower case letters, digits, dots and hyphens, 3 to
// 63 of them (us-east-1 lets the provider through with more, and S3
// itself refuses).
var (
	strictBucketName = regexp.MustCompile(`^[0-9a-z-.]+$`)
	legacyBucketName = regexp.MustCompile(`^[0-9A-Za-z_.-]+$`)
)

// bucketNameProblem returns the error creating a bucket of that name
// fails with, "" for a valid name.
func bucketNameProblem(name, r string) string {
	if r != "us-east-1" {
		switch {
		case len(name) < 3 || len(name) > 63:
			return fmt.Sprintf("validating S3 Bucket (%s) name: %q must contain from 3 to 63 characters", name, name)
		case !strictBucketName.MatchString(name):
			return fmt.Sprintf("validating S3 Bucket (%s) name: only lowercase alphanumeric characters and hyphens allowed in %q", name, name)
		}
		return ""
	}
	if len(name) > 255 {
		return fmt.Sprintf("validating S3 Bucket (%s) name: %q must contain less than 256 characters", name, name)
	}
	if !legacyBucketName.MatchString(name) {
		return fmt.Sprintf("validating S3 Bucket (%s) name: only alphanumeric characters, hyphens, periods, and underscores allowed in %q", name, name)
	}
	if len(name) < 3 || len(name) > 63 || !strictBucketName.MatchString(name) {
		return fmt.Sprintf("creating S3 Bucket (%s): operation error S3: CreateBucket, https response error StatusCode: 400, api error InvalidBucketName: The specified bucket is not valid.", name)
	}
	return ""
}
