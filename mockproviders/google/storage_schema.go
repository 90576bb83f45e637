//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of storage.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["storageBucket"] = func() *configschema.Block {
		return resourceBlock("A Cloud Storage bucket.", merge(attrs{
			"id":                          attr(str, "oc", "The bucket name."),
			"name":                        attr(str, "rf", "Bucket name, globally unique."),
			"location":                    attr(str, "rf", "Location: a region (EUROPE-WEST1), dual-region or multi-region (US, EU)."),
			"project":                     attr(str, "ocf", "Project of the bucket; the provider's by default."),
			"force_destroy":               attr(boolean, "o", "Delete the objects of the bucket when destroying it."),
			"storage_class":               attr(str, "o", "Default class of new objects: STANDARD, NEARLINE, COLDLINE, ARCHIVE."),
			"uniform_bucket_level_access": attr(boolean, "oc", "Control access with IAM only, not object ACLs."),
			"public_access_prevention":    attr(str, "oc", "inherited or enforced."),
			"default_event_based_hold":    attr(boolean, "o", "Put new objects under an event-based hold."),
			"requester_pays":              attr(boolean, "o", "Bill requests to the requester."),
			"enable_object_retention":     attr(boolean, "of", "Allow retention settings on objects."),
			"rpo":                         attr(str, "oc", "Replication of dual-regions: DEFAULT or ASYNC_TURBO."),
			"self_link":                   attr(str, "c", "URI of the bucket."),
			"url":                         attr(str, "c", "gs:// URL of the bucket."),
			"project_number":              attr(num, "c", "Number of the bucket's project."),
			"time_created":                attr(str, "c", "Creation time, RFC 3339."),
			"updated":                     attr(str, "c", "Time of the last metadata change."),
		}, labelAttrs("bucket")), blocks{
			"versioning": list(0, 1, "Object versioning.", attrs{"enabled": attr(boolean, "r", "Keep noncurrent versions of objects.")}, nil),
			"website": list(0, 1, "Static website serving.", attrs{
				"main_page_suffix": attr(str, "o", "Object served for directory requests (index.html)."),
				"not_found_page":   attr(str, "o", "Object served for missing objects (404.html)."),
			}, nil),
			"cors": list(0, 0, "A CORS rule.", attrs{
				"origin":          attr(strList, "o", "Allowed origins."),
				"method":          attr(strList, "o", "Allowed HTTP methods."),
				"response_header": attr(strList, "o", "Headers exposed to the browser."),
				"max_age_seconds": attr(num, "o", "How long preflight responses may be cached."),
			}, nil),
			"lifecycle_rule": list(0, 100, "A lifecycle rule: an action taken when a condition holds.", nil, blocks{
				"action": set(1, 1, "What the rule does.", attrs{
					"type":          attr(str, "r", "Delete, SetStorageClass or AbortIncompleteMultipartUpload."),
					"storage_class": attr(str, "o", "Target class of SetStorageClass."),
				}, nil),
				"condition": set(1, 1, "When the rule applies.", attrs{
					"age":                        attr(num, "o", "Minimum age of objects, days."),
					"created_before":             attr(str, "o", "Objects created before this date (YYYY-MM-DD)."),
					"with_state":                 attr(str, "oc", "LIVE, ARCHIVED or ANY."),
					"matches_storage_class":      attr(strList, "o", "Storage classes matched."),
					"matches_prefix":             attr(strList, "o", "Object name prefixes matched."),
					"matches_suffix":             attr(strList, "o", "Object name suffixes matched."),
					"num_newer_versions":         attr(num, "o", "Versions newer than the object, at least."),
					"days_since_noncurrent_time": attr(num, "o", "Days since the object became noncurrent."),
					"noncurrent_time_before":     attr(str, "o", "Noncurrent since before this date."),
					"days_since_custom_time":     attr(num, "o", "Days since the object's custom time."),
					"custom_time_before":         attr(str, "o", "Custom time before this date."),
					"send_age_if_zero":           attr(boolean, "o", "Send age 0 to the API."),
				}, nil),
			}),
			"logging": list(0, 1, "Access logging.", attrs{
				"log_bucket":        attr(str, "r", "Bucket receiving the logs."),
				"log_object_prefix": attr(str, "oc", "Prefix of log objects."),
			}, nil),
			"retention_policy": list(0, 1, "Minimum retention of objects.", attrs{
				"retention_period": attr(num, "r", "Retention in seconds."),
				"is_locked":        attr(boolean, "o", "Lock the policy for good."),
			}, nil),
			"encryption":              list(0, 1, "Default Cloud KMS key.", attrs{"default_kms_key_name": attr(str, "r", "Key encrypting new objects.")}, nil),
			"autoclass":               list(0, 1, "Automatic storage class transitions.", attrs{"enabled": attr(boolean, "r", "Whether autoclass is on."), "terminal_storage_class": attr(str, "oc", "NEARLINE or ARCHIVE.")}, nil),
			"custom_placement_config": forceNew(list(0, 1, "Regions of a configurable dual-region.", attrs{"data_locations": attr(strSet, "rf", "The two regions.")}, nil)),
			"soft_delete_policy": list(0, 1, "How long deleted objects stay restorable.", attrs{
				"retention_duration_seconds": attr(num, "o", "Seconds deleted objects are kept (7 days by default; 0 turns it off)."),
				"effective_time":             attr(str, "c", "When the policy took effect."),
			}, nil),
			"hierarchical_namespace": forceNew(list(0, 1, "Hierarchical namespace (folders).", attrs{"enabled": attr(boolean, "r", "Whether it is on.")}, nil)),
			"timeouts":               timeouts("create", "update", "read"),
		})
	}
	schemaSources["storageBucketObject"] = func() *configschema.Block {
		return resourceBlock("An object in a Cloud Storage bucket.", attrs{
			"id":                  attr(str, "oc", "BUCKET-NAME."),
			"name":                attr(str, "rf", "Object name (its path in the bucket)."),
			"bucket":              attr(str, "rf", "Bucket of the object."),
			"source":              attr(str, "of", "Path of a local file to upload."),
			"content":             attr(str, "ofs", "Content to upload, instead of source."),
			"content_type":        attr(str, "oc", "MIME type; guessed when unset."),
			"cache_control":       attr(str, "o", "Cache-Control header served."),
			"content_disposition": attr(str, "o", "Content-Disposition header served."),
			"content_encoding":    attr(str, "o", "Content-Encoding header served."),
			"content_language":    attr(str, "o", "Content-Language header served."),
			"storage_class":       attr(str, "oc", "Storage class; the bucket's by default."),
			"detect_md5hash":      attr(str, "of", "Internal: notices changes of the source file, which upload it again."),
			"metadata":            attr(strMap, "o", "Custom metadata."),
			"kms_key_name":        attr(str, "ocf", "Cloud KMS key encrypting the object."),
			"event_based_hold":    attr(boolean, "o", "Whether an event-based hold applies."),
			"temporary_hold":      attr(boolean, "o", "Whether a temporary hold applies."),
			"crc32c":              attr(str, "c", "CRC32C checksum, base64."),
			"md5hash":             attr(str, "c", "MD5 hash, base64."),
			"md5hexhash":          attr(str, "c", "MD5 hash, hexadecimal."),
			"media_link":          attr(str, "c", "Download link of the object."),
			"self_link":           attr(str, "c", "URI of the object."),
			"output_name":         attr(str, "c", "Object name, for interpolation."),
			"generation":          attr(num, "c", "Generation of the object."),
		}, blocks{
			"customer_encryption": forceNew(list(0, 1, "Customer-supplied encryption key.", attrs{
				"encryption_algorithm": attr(str, "o", "AES256."),
				"encryption_key":       attr(str, "rs", "Key, base64."),
			}, nil)),
			"retention": list(0, 1, "Object retention.", attrs{
				"mode":              attr(str, "r", "Unlocked or Locked."),
				"retain_until_time": attr(str, "r", "End of retention, RFC 3339."),
			}, nil),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
	schemaSources["storageBucketIAMMember"] = func() *configschema.Block {
		return resourceBlock("Grants one role on a bucket to one member, leaving other members alone.", attrs{
			"id":     attr(str, "oc", "b/BUCKET/ROLE/MEMBER."),
			"bucket": attr(str, "rf", "The bucket."),
			"role":   attr(str, "rf", "Role granted (roles/storage.objectViewer)."),
			"member": attr(str, "rf", "Who: user:, serviceAccount:, group:, domain:, allUsers..."),
			"etag":   attr(str, "c", "Etag of the bucket's IAM policy."),
		}, blocks{"condition": iamCondition()})
	}
}
