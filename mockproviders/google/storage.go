package google

import (
	"crypto/md5"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io/fs"
	"path"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// upperCase is the step that stores a top-level string argument in upper
// case, as the provider stores bucket locations.
func upperCase(name string) step {
	return func(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
		if v := getAttr(proposed, name); usable(v) && v.Type() == cty.String {
			return setAttr(proposed, name, sv(strings.ToUpper(v.AsString()))), nil
		}
		return proposed, nil
	}
}

// storageBucket is google_storage_bucket, a Cloud Storage bucket.
func storageBucket() *mock.Resource {
	r := &mock.Resource{
		Schema: resourceBlock("A Cloud Storage bucket.", merge(attrs{
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
		}),
		Defaults: map[string]cty.Value{
			"force_destroy":            cty.False,
			"storage_class":            sv("STANDARD"),
			"default_event_based_hold": cty.False,
			"requester_pays":           cty.False,
			"soft_delete_policy.retention_duration_seconds": cty.NumberIntVal(604800),
		},
		Generators: map[string]mock.Generator{
			"id":                          gen(func(g *mock.Gen) string { return top(g, "name") }),
			"self_link":                   gen(func(g *mock.Gen) string { return "https://www.googleapis.com/storage/v1/b/" + top(g, "name") }),
			"url":                         gen(func(g *mock.Gen) string { return "gs://" + top(g, "name") }),
			"project_number":              func(g *mock.Gen) cty.Value { n, _ := cty.ParseNumberVal(projectNumber(projectOf(g))); return n },
			"time_created":                gen(rfc3339),
			"updated":                     gen(rfc3339),
			"uniform_bucket_level_access": func(*mock.Gen) cty.Value { return cty.False },
			"public_access_prevention":    gen(func(*mock.Gen) string { return "inherited" }),
			"rpo": gen(func(g *mock.Gen) string {
				if strings.Contains(top(g, "location"), "-") {
					return ""
				}
				return "DEFAULT"
			}),
			"soft_delete_policy.effective_time":   gen(rfc3339),
			"logging.log_object_prefix":           gen(func(g *mock.Gen) string { return top(g, "name") }),
			"autoclass.terminal_storage_class":    gen(func(*mock.Gen) string { return "NEARLINE" }),
			"lifecycle_rule.condition.with_state": gen(func(*mock.Gen) string { return "ANY" }),
		},
	}
	r.ImportID = importStorageBucket
	return withPlan(r, defaultProject, upperCase("location"), labelsStep("labels"), computedBlocks(r.Schema, "soft_delete_policy"))
}

// objectContent returns the bytes an object is uploaded from: its content
// argument, else the file its source argument names in the workspace.
func objectContent(env mock.Env, obj cty.Value) ([]byte, bool) {
	if v := getAttr(obj, "content"); usable(v) {
		return []byte(v.AsString()), true
	}
	src := strOf(getAttr(obj, "source"))
	if src == "" || env.FS == nil {
		return nil, false
	}
	name := src
	if path.IsAbs(name) && env.WorkDir != "" {
		name = strings.TrimPrefix(strings.TrimPrefix(name, env.WorkDir), "/")
	}
	name = path.Clean(strings.TrimPrefix(name, "./"))
	b, err := fs.ReadFile(env.FS, name)
	return b, err == nil
}

// md5Base64 is the MD5 hash of b in base64, as Cloud Storage reports it.
func md5Base64(b []byte) string {
	sum := md5.Sum(b)
	return base64.StdEncoding.EncodeToString(sum[:])
}

// uploaded returns the bytes of an object, random ones when its file
// cannot be read.
func uploaded(g *mock.Gen) []byte {
	if b, ok := objectContent(g.Env, g.Object); ok {
		return b
	}
	return g.Bytes(32)
}

// detectSourceChange is the step that notices a changed source file. The
// state holds the hash of the uploaded bytes in detect_md5hash; when the
// file's hash differs, the argument goes back to its "different hash"
// default, which forces a new upload.
func detectSourceChange(c *mock.Ctx, prior, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	if !usable(prior) || !getAttr(proposed, "detect_md5hash").IsNull() {
		return proposed, nil
	}
	kept := setAttr(proposed, "detect_md5hash", getAttr(prior, "detect_md5hash"))
	if strOf(getAttr(proposed, "source")) == "" {
		return kept, nil
	}
	b, ok := objectContent(c.Env, proposed)
	if ok && md5Base64(b) != strOf(getAttr(prior, "md5hash")) {
		return proposed, nil
	}
	return kept, nil
}

// storageBucketObject is google_storage_bucket_object, an object in a
// bucket, uploaded from a string or a file.
func storageBucketObject() *mock.Resource {
	r := &mock.Resource{
		Schema: resourceBlock("An object in a Cloud Storage bucket.", attrs{
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
		}),
		Generators: map[string]mock.Generator{
			"id":          gen(func(g *mock.Gen) string { return top(g, "bucket") + "-" + top(g, "name") }),
			"output_name": gen(func(g *mock.Gen) string { return top(g, "name") }),
			"self_link": gen(func(g *mock.Gen) string {
				return "https://www.googleapis.com/storage/v1/b/" + top(g, "bucket") + "/o/" + escapeObject(top(g, "name"))
			}),
			"media_link": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("https://storage.googleapis.com/download/storage/v1/b/%s/o/%s?generation=%s&alt=media", top(g, "bucket"), escapeObject(top(g, "name")), generationOf(g))
			}),
			"generation":    func(g *mock.Gen) cty.Value { n, _ := cty.ParseNumberVal(generationOf(g)); return n },
			"content_type":  gen(func(g *mock.Gen) string { return contentType(top(g, "name")) }),
			"storage_class": gen(func(*mock.Gen) string { return "STANDARD" }),
			"md5hash":       gen(func(g *mock.Gen) string { return md5Base64(uploaded(g)) }),
			"md5hexhash":    gen(func(g *mock.Gen) string { return fmt.Sprintf("%x", md5.Sum(uploaded(g))) }),
			"crc32c": gen(func(g *mock.Gen) string {
				var out [4]byte
				binary.BigEndian.PutUint32(out[:], crc32.Checksum(uploaded(g), crc32.MakeTable(crc32.Castagnoli)))
				return base64.StdEncoding.EncodeToString(out[:])
			}),
			"kms_key_name": gen(func(*mock.Gen) string { return "" }),
		},
		Defaults: map[string]cty.Value{"detect_md5hash": sv("different hash")},
	}
	withPlan(r, detectSourceChange)
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		resp := r.DefaultApply(c, req)
		if usable(resp.NewState) {
			resp.NewState = setAttr(resp.NewState, "detect_md5hash", resp.NewState.GetAttr("md5hash"))
		}
		return resp
	}
	return r
}

// generationOf is an object's generation: microseconds since the epoch
// of a moment in 2024, the same for every attribute of one object.
func generationOf(g *mock.Gen) string {
	h := uint64(0)
	for _, c := range g.Addr + g.Env.Seed + top(g, "name") {
		h = h*31 + uint64(c)
	}
	return fmt.Sprintf("17%014d", h%100000000000000)
}

// escapeObject escapes an object name for a URL path segment.
func escapeObject(name string) string {
	return strings.ReplaceAll(name, "/", "%2F")
}

// contentType guesses the MIME type of an object from its name.
func contentType(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".html", ".htm":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".json":
		return "application/json"
	case ".png":
		return "image/png"
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".svg":
		return "image/svg+xml"
	case ".zip":
		return "application/zip"
	case ".txt", "":
		return "text/plain; charset=utf-8"
	}
	return "application/octet-stream"
}

// storageBucketIAMMember is google_storage_bucket_iam_member, one member
// of one role on a bucket.
func storageBucketIAMMember() *mock.Resource {
	return &mock.Resource{
		Schema: resourceBlock("Grants one role on a bucket to one member, leaving other members alone.", attrs{
			"id":     attr(str, "oc", "b/BUCKET/ROLE/MEMBER."),
			"bucket": attr(str, "rf", "The bucket."),
			"role":   attr(str, "rf", "Role granted (roles/storage.objectViewer)."),
			"member": attr(str, "rf", "Who: user:, serviceAccount:, group:, domain:, allUsers..."),
			"etag":   attr(str, "c", "Etag of the bucket's IAM policy."),
		}, blocks{"condition": iamCondition()}),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("b/%s/%s/%s", top(g, "bucket"), top(g, "role"), top(g, "member"))
			}),
			"etag": gen(etag),
		},
	}
}

// etag returns an IAM policy etag ("BwYV7pQ1FhA=").
func etag(g *mock.Gen) string {
	return "BwY" + g.From(b64url[:62], 8) + "="
}
