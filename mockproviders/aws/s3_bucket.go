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
	r.schemaKey = "s3Bucket" // its schema: s3_bucket_schema.go
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
