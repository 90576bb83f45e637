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
	r.schemaKey = "s3BucketVersioning" // its schema: s3_schema.go
	r.gens = map[string]mock.Generator{
		"id":                                  bucketIDGen,
		"versioning_configuration.mfa_delete": fixed(s("")),
	}
	return r.build()
}

func s3BucketPolicy() *mock.Resource {
	r := &res{desc: "The bucket policy of an S3 bucket."}
	r.schemaKey = "s3BucketPolicy" // its schema: s3_schema.go
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

func s3PublicAccessBlock() *mock.Resource {
	r := &res{desc: "Blocks public access to an S3 bucket."}
	r.schemaKey = "s3PublicAccessBlock" // its schema: s3_schema.go
	r.defaults = map[string]cty.Value{
		"block_public_acls": cty.False, "block_public_policy": cty.False,
		"ignore_public_acls": cty.False, "restrict_public_buckets": cty.False,
	}
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	return r.build()
}

func s3Website() *mock.Resource {
	r := &res{desc: "Hosts a static website in an S3 bucket."}
	r.schemaKey = "s3Website" // its schema: s3_schema.go
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
	r.schemaKey = "s3OwnershipControls" // its schema: s3_schema.go
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
	r.schemaKey = "s3BucketACL" // its schema: s3_schema.go
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
	r.schemaKey = "s3Encryption" // its schema: s3_schema.go
	r.gens = map[string]mock.Generator{"id": bucketIDGen}
	return r.build()
}
