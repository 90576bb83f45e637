//go:build schemagen

package aws

// The schemas of s3.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["s3BucketVersioning"] = func() []field {
		return []field{
			attr("bucket", str, "RF", "Name of the bucket."),
			attr("expected_bucket_owner", str, "OF", "Account expected to own the bucket."),
			idAttr(),
			attr("mfa", str, "O", "MFA device serial and code, for MFA delete."),
			list("versioning_configuration", 1, "R", "The versioning settings.",
				attr("mfa_delete", str, "OC", "Require MFA to delete versions: Enabled or Disabled."),
				attr("status", str, "R", "Enabled, Suspended or Disabled."),
			),
		}
	}
	fieldSources["s3BucketPolicy"] = func() []field {
		return []field{
			attr("bucket", str, "RF", "Name of the bucket."),
			idAttr(),
			attr("policy", str, "R", "The policy, as JSON."),
		}
	}
	fieldSources["s3PublicAccessBlock"] = func() []field {
		return []field{
			attr("block_public_acls", boolean, "O", "Reject requests that make objects public through ACLs."),
			attr("block_public_policy", boolean, "O", "Reject bucket policies that grant public access."),
			attr("bucket", str, "RF", "Name of the bucket."),
			idAttr(),
			attr("ignore_public_acls", boolean, "O", "Ignore public ACLs of the bucket and its objects."),
			attr("restrict_public_buckets", boolean, "O", "Only the owner and AWS services may access a public bucket."),
			attr("skip_destroy", boolean, "O", "Leave the settings in place on destroy."),
		}
	}
	fieldSources["s3Website"] = func() []field {
		return []field{
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
	}
	fieldSources["s3OwnershipControls"] = func() []field {
		return []field{
			attr("bucket", str, "RF", "Name of the bucket."),
			idAttr(),
			list("rule", 1, "R", "The ownership rule.",
				attr("object_ownership", str, "R", "BucketOwnerPreferred, ObjectWriter or BucketOwnerEnforced."),
			),
		}
	}
	fieldSources["s3BucketACL"] = func() []field {
		return []field{
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
	}
	fieldSources["s3Encryption"] = func() []field {
		return []field{
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
	}
}
