package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// s3Resources are the S3 types: buckets, their separately managed
// settings, and objects.
func s3Resources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_s3_bucket":                                      s3Bucket(),
		"aws_s3_bucket_versioning":                           s3BucketVersioning(),
		"aws_s3_bucket_policy":                               s3BucketPolicy(),
		"aws_s3_bucket_public_access_block":                  s3PublicAccessBlock(),
		"aws_s3_bucket_website_configuration":                s3Website(),
		"aws_s3_bucket_ownership_controls":                   s3OwnershipControls(),
		"aws_s3_bucket_acl":                                  s3BucketACL(),
		"aws_s3_bucket_server_side_encryption_configuration": s3Encryption(),
		"aws_s3_object":                                      s3Object(),
	}
}

// s3Zones are the hosted zones of S3 website endpoints, by region.
var s3Zones = map[string]string{
	"us-east-1": "Z3AQBSTGFYJSTF", "us-east-2": "Z2O1EMRO9K5GLX", "us-west-1": "Z2F56UZL2M1ACD",
	"us-west-2": "Z3BJ6K6RIION7M", "ca-central-1": "Z1QDHH18159H29", "eu-west-1": "Z1BKCTXD74EZPE",
	"eu-west-2": "Z3GKZC51ZF0DB4", "eu-west-3": "Z3R1K369G5AVDG", "eu-central-1": "Z21DNDUVLTQW6Q",
	"eu-north-1": "Z3BAZG2TWCNX0D", "ap-south-1": "Z11RGJOFQNVJUP", "ap-southeast-1": "Z3O0J2DXBE1FTB",
	"ap-southeast-2": "Z1WCIGYICN2BYD", "ap-northeast-1": "Z2M4EHUR26P7ZW", "ap-northeast-2": "Z3W03O7B5YMIYP",
	"sa-east-1": "Z7KQH4QJS55SO",
}

// dashWebsiteRegions name their website endpoints "s3-website-REGION"
// rather than "s3-website.REGION".
var dashWebsiteRegions = map[string]bool{
	"us-east-1": true, "us-west-1": true, "us-west-2": true, "eu-west-1": true, "ap-southeast-1": true,
	"ap-southeast-2": true, "ap-northeast-1": true, "sa-east-1": true, "us-gov-west-1": true,
}

// websiteDomain returns the domain of a region's S3 website endpoints.
func websiteDomain(r string) string {
	if dashWebsiteRegions[r] {
		return "s3-website-" + r + "." + dnsSuffix(r)
	}
	return "s3-website." + r + "." + dnsSuffix(r)
}

// canonicalUser is the fake account's S3 canonical user id.
const canonicalUser = "79a59df900b949e55d96a1e698fbacedfd6e09d98eacf8f8d5218e7cd47ef2be"

// bucketIDGen is the id of the bucket-settings types: the bucket name,
// with the expected owner when given.
func bucketIDGen(g *mock.Gen) cty.Value {
	id := asString(g.Attr("bucket"))
	if o := asString(g.Attr("expected_bucket_owner")); o != "" {
		id += "," + o
	}
	return s(id)
}

func s3BucketVersioning() *mock.Resource {
	r := &res{desc: "Turns versioning of a bucket on or off."}
	r.fields = []field{
		attr("bucket", str, "RF", "Name of the bucket."),
		attr("expected_bucket_owner", str, "OF", "Account expected to own the bucket."),
		idAttr(),
		attr("mfa", str, "O", "MFA device serial and code, for MFA delete."),
		list("versioning_configuration", 1, "R", "The versioning settings.",
			attr("mfa_delete", str, "OC", "Require MFA to delete versions: Enabled or Disabled."),
			attr("status", str, "R", "Enabled, Suspended or Disabled."),
		),
	}
	r.gens = map[string]mock.Generator{
		"id":                                  bucketIDGen,
		"versioning_configuration.mfa_delete": fixed(s("")),
	}
	return r.build()
}

func s3BucketPolicy() *mock.Resource {
	r := &res{desc: "The bucket policy of an S3 bucket."}
	r.fields = []field{
		attr("bucket", str, "RF", "Name of the bucket."),
		idAttr(),
		attr("policy", str, "R", "The policy, as JSON."),
	}
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

func s3PublicAccessBlock() *mock.Resource {
	r := &res{desc: "Blocks public access to an S3 bucket."}
	r.fields = []field{
		attr("block_public_acls", boolean, "O", "Reject requests that make objects public through ACLs."),
		attr("block_public_policy", boolean, "O", "Reject bucket policies that grant public access."),
		attr("bucket", str, "RF", "Name of the bucket."),
		idAttr(),
		attr("ignore_public_acls", boolean, "O", "Ignore public ACLs of the bucket and its objects."),
		attr("restrict_public_buckets", boolean, "O", "Only the owner and AWS services may access a public bucket."),
		attr("skip_destroy", boolean, "O", "Leave the settings in place on destroy."),
	}
	r.defaults = map[string]cty.Value{
		"block_public_acls": cty.False, "block_public_policy": cty.False,
		"ignore_public_acls": cty.False, "restrict_public_buckets": cty.False,
	}
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	return r.build()
}

func s3Website() *mock.Resource {
	r := &res{desc: "Hosts a static website in an S3 bucket."}
	r.fields = []field{
		attr("bucket", str, "RF", "Name of the bucket."),
		list("error_document", 1, "", "Page shown on errors.",
			attr("key", str, "R", "Object key of the error page."),
		),
		attr("expected_bucket_owner", str, "OF", "Account expected to own the bucket."),
		idAttr(),
		list("index_document", 1, "", "Page served for directory requests.",
			attr("suffix", str, "R", "Suffix of index pages, e.g. index.html."),
		),
		list("redirect_all_requests_to", 1, "", "Redirect every request to another host.",
			attr("host_name", str, "R", "Host to redirect to."),
			attr("protocol", str, "O", "http or https."),
		),
		list("routing_rule", 0, "C", "A redirection rule.",
			list("condition", 1, "", "When the rule applies.",
				attr("http_error_code_returned_equals", str, "O", "HTTP error code."),
				attr("key_prefix_equals", str, "O", "Key prefix of the request."),
			),
			list("redirect", 1, "R", "Where to redirect.",
				attr("host_name", str, "O", "Host to redirect to."),
				attr("http_redirect_code", str, "O", "HTTP redirect code."),
				attr("protocol", str, "O", "http or https."),
				attr("replace_key_prefix_with", str, "O", "Prefix replacing the matched one."),
				attr("replace_key_with", str, "O", "Key replacing the requested one."),
			),
		),
		attr("routing_rules", str, "OC", "Redirection rules as JSON."),
		attr("website_domain", str, "C", "Domain of the website endpoint."),
		attr("website_endpoint", str, "C", "Host name of the website."),
	}
	r.gens = map[string]mock.Generator{
		"id":             bucketIDGen,
		"website_domain": func(g *mock.Gen) cty.Value { return s(websiteDomain(regionOf(g))) },
		"website_endpoint": func(g *mock.Gen) cty.Value {
			return s(asString(g.Attr("bucket")) + "." + websiteDomain(regionOf(g)))
		},
	}
	return r.build()
}

func s3OwnershipControls() *mock.Resource {
	r := &res{desc: "Who owns the objects written to an S3 bucket."}
	r.fields = []field{
		attr("bucket", str, "RF", "Name of the bucket."),
		idAttr(),
		list("rule", 1, "R", "The ownership rule.",
			attr("object_ownership", str, "R", "BucketOwnerPreferred, ObjectWriter or BucketOwnerEnforced."),
		),
	}
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	return r.build()
}

// granteeFields are the fields of an ACL grantee.
func granteeFields() []field {
	return []field{
		attr("display_name", str, "C", "Display name of the grantee."),
		attr("email_address", str, "O", "Email address of the grantee."),
		attr("id", str, "O", "Canonical user id of the grantee."),
		attr("type", str, "R", "CanonicalUser, AmazonCustomerByEmail or Group."),
		attr("uri", str, "O", "URI of a grantee group."),
	}
}

func s3BucketACL() *mock.Resource {
	r := &res{desc: "The access control list of an S3 bucket."}
	r.fields = []field{
		list("access_control_policy", 1, "C", "Grants and owner of the bucket.",
			set("grant", "", "A permission granted.",
				list("grantee", 1, "R", "Who gets the permission.", granteeFields()...),
				attr("permission", str, "R", "FULL_CONTROL, READ, WRITE, READ_ACP or WRITE_ACP."),
			),
			list("owner", 1, "R", "Owner of the bucket.",
				attr("display_name", str, "OC", "Display name of the owner."),
				attr("id", str, "R", "Canonical user id of the owner."),
			),
		),
		attr("acl", str, "O", "Canned ACL: private, public-read…"),
		attr("bucket", str, "RF", "Name of the bucket."),
		attr("expected_bucket_owner", str, "OF", "Account expected to own the bucket."),
		idAttr(),
	}
	r.oneOf = [][]string{{"acl", "access_control_policy"}}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			id := asString(bucketIDGen(g))
			if acl := asString(g.Attr("acl")); acl != "" {
				id += "," + acl
			}
			return s(id)
		},
		"access_control_policy": func(g *mock.Gen) cty.Value {
			grantee := cty.ObjectVal(map[string]cty.Value{
				"display_name": s("tfplay"), "email_address": s(""), "id": s(canonicalUser), "type": s("CanonicalUser"), "uri": s(""),
			})
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"grant": cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
					"grantee": cty.ListVal([]cty.Value{grantee}), "permission": s("FULL_CONTROL"),
				})}),
				"owner": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"display_name": s("tfplay"), "id": s(canonicalUser)})}),
			})})
		},
	}
	return r.build()
}

func s3Encryption() *mock.Resource {
	r := &res{desc: "Default encryption of the objects of an S3 bucket."}
	r.fields = []field{
		attr("bucket", str, "RF", "Name of the bucket."),
		attr("expected_bucket_owner", str, "OF", "Account expected to own the bucket."),
		idAttr(),
		set("rule", "R", "An encryption rule.",
			list("apply_server_side_encryption_by_default", 1, "", "Encryption applied to new objects.",
				attr("kms_master_key_id", str, "O", "KMS key of aws:kms encryption."),
				attr("sse_algorithm", str, "R", "AES256, aws:kms or aws:kms:dsse."),
			),
			attr("bucket_key_enabled", boolean, "O", "Use an S3 bucket key for KMS encryption."),
		),
	}
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	return r.build()
}
