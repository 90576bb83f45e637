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
		Schema: schemaOf("storageBucket"),
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
		Schema: schemaOf("storageBucketObject"),
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
		Schema: schemaOf("storageBucketIAMMember"),
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
