package aws

import (
	"crypto/md5"
	"encoding/base64"
	"encoding/hex"
	"io/fs"
	"path"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func s3Object() *mock.Resource {
	r := &res{desc: "An object (file) in an S3 bucket."}
	r.schemaKey = "s3Object" // its schema: s3_object_schema.go
	r.conflicts = [][2]string{{"content", "source"}, {"content_base64", "source"}, {"content", "content_base64"}}
	r.defaults = map[string]cty.Value{"force_destroy": cty.False}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return g.Attr("key") },
		"arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "s3", asString(g.Attr("bucket"))+"/"+asString(g.Attr("key")), false)
		},
		"etag": func(g *mock.Gen) cty.Value {
			data, ok := objectContent(g)
			if !ok {
				return s(g.Hex(32))
			}
			sum := md5.Sum(data)
			return s(hex.EncodeToString(sum[:]))
		},
		"acl":                    fixed(s("private")),
		"content_type":           fixed(s("binary/octet-stream")),
		"server_side_encryption": fixed(s("AES256")),
		"storage_class":          fixed(s("STANDARD")),
	}
	return r.build()
}

// objectContent returns the bytes an S3 object uploads: content,
// content_base64, or the source file read from the workspace.
func objectContent(g *mock.Gen) ([]byte, bool) {
	if c := g.Attr("content"); c.IsKnown() && !c.IsNull() {
		return []byte(c.AsString()), true
	}
	if c := asString(g.Attr("content_base64")); c != "" {
		data, err := base64.StdEncoding.DecodeString(c)
		return data, err == nil
	}
	if src := asString(g.Attr("source")); src != "" {
		return readWorkspaceFile(g.Env, src)
	}
	return []byte{}, true
}

// readWorkspaceFile reads a file of the workspace by the path a
// configuration gives (relative, or absolute under the working folder).
func readWorkspaceFile(env mock.Env, name string) ([]byte, bool) {
	if env.FS == nil {
		return nil, false
	}
	if path.IsAbs(name) {
		rel, ok := strings.CutPrefix(path.Clean(name), strings.TrimSuffix(env.WorkDir, "/")+"/")
		if env.WorkDir == "" || !ok {
			return nil, false
		}
		name = rel
	}
	data, err := fs.ReadFile(env.FS, path.Clean(name))
	return data, err == nil
}
