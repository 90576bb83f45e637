// Package local is tfplay's mock of the hashicorp/local provider:
// local_file and local_sensitive_file, which plan and apply as the real
// ones do (checksums and all) but never write to disk, and the local_file
// and local_sensitive_file data sources, which read the workspace's files.
package local

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// Source is the local provider's source address.
const Source = "registry.terraform.io/hashicorp/local"

// Provider declares the local provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: &configschema.Block{},
		Resources: map[string]*mock.Resource{
			"local_file":           fileResource(false),
			"local_sensitive_file": fileResource(true),
		},
		DataSources: map[string]*mock.DataSource{
			"local_file":           fileDataSource(false),
			"local_sensitive_file": fileDataSource(true),
		},
	}
}

// checksumAttributes are the computed checksums of a file's content, with
// their descriptions.
var checksumAttributes = map[string]string{
	"content_md5":          "MD5 checksum of the content, in hexadecimal.",
	"content_sha1":         "SHA1 checksum of the content, in hexadecimal.",
	"content_sha256":       "SHA256 checksum of the content, in hexadecimal.",
	"content_base64sha256": "SHA256 checksum of the content, in base64.",
	"content_sha512":       "SHA512 checksum of the content, in hexadecimal.",
	"content_base64sha512": "SHA512 checksum of the content, in base64.",
}

// checksums computes the checksum attributes and the id (the SHA1 in
// hexadecimal) of some content.
func checksums(data []byte) map[string]cty.Value {
	s1 := sha1.Sum(data)
	s256 := sha256.Sum256(data)
	s512 := sha512.Sum512(data)
	m5 := md5.Sum(data)
	return map[string]cty.Value{
		"id":                   cty.StringVal(hex.EncodeToString(s1[:])),
		"content_md5":          cty.StringVal(hex.EncodeToString(m5[:])),
		"content_sha1":         cty.StringVal(hex.EncodeToString(s1[:])),
		"content_sha256":       cty.StringVal(hex.EncodeToString(s256[:])),
		"content_base64sha256": cty.StringVal(base64.StdEncoding.EncodeToString(s256[:])),
		"content_sha512":       cty.StringVal(hex.EncodeToString(s512[:])),
		"content_base64sha512": cty.StringVal(base64.StdEncoding.EncodeToString(s512[:])),
	}
}

// readFile reads a file of the workspace the way the provider would read
// it from the current directory: relative names are relative to the
// working directory; absolute ones must lie under it (Env.WorkDir).
func readFile(env mock.Env, name string) ([]byte, error) {
	if env.FS == nil {
		return nil, fmt.Errorf("open %s: no such file or directory", name)
	}
	rel := name
	if strings.HasPrefix(name, "/") {
		dir := strings.TrimSuffix(env.WorkDir, "/")
		if dir == "" || !strings.HasPrefix(name, dir+"/") {
			return nil, fmt.Errorf("open %s: no such file or directory", name)
		}
		rel = strings.TrimPrefix(name, dir+"/")
	}
	rel = path.Clean(rel)
	if !fs.ValidPath(rel) {
		return nil, fmt.Errorf("open %s: no such file or directory", name)
	}
	data, err := fs.ReadFile(env.FS, rel)
	switch {
	case err == nil:
		return data, nil
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("open %s: no such file or directory", name)
	}
	if st, serr := fs.Stat(env.FS, rel); serr == nil && st.IsDir() {
		return nil, fmt.Errorf("read %s: is a directory", name)
	}
	return nil, fmt.Errorf("open %s: %v", name, err)
}
