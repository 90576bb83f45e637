package local

import (
	"encoding/base64"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// fileDataSource is the local_file data source, or local_sensitive_file
// when sensitive is set: it reads a file of the workspace.
func fileDataSource(sensitive bool) *mock.DataSource {
	schema := &configschema.Block{
		Description: "Reads a file of the working directory.",
		Attributes: map[string]*configschema.Attribute{
			"filename":       {Type: cty.String, Required: true, Description: "Path of the file to read; reading fails when it does not exist."},
			"content":        {Type: cty.String, Computed: true, Sensitive: sensitive, Description: "The file's content as UTF-8 text (invalid sequences become U+FFFD)."},
			"content_base64": {Type: cty.String, Computed: true, Sensitive: sensitive, Description: "The file's content in base64, for binary files."},
			"id":             {Type: cty.String, Computed: true, Description: "SHA1 checksum of the content, in hexadecimal."},
		},
	}
	if sensitive {
		schema.Description = "Reads a file of the working directory whose content is sensitive."
	}
	for name, desc := range checksumAttributes {
		schema.Attributes[name] = &configschema.Attribute{Type: cty.String, Computed: true, Description: desc}
	}
	return &mock.DataSource{
		Schema: schema,
		Read: func(c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
			if config == cty.NilVal || config.IsNull() || !config.IsKnown() {
				return config, nil
			}
			name := config.GetAttr("filename")
			if name.IsNull() || !name.IsKnown() {
				return config, nil
			}
			data, err := readFile(c.Env, name.AsString())
			if err != nil {
				return config, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Read local file data source error",
					"The file at the given path cannot be read.\n\n+Original Error: "+err.Error(), cty.GetAttrPath("filename"))}
			}
			vals := checksums(data)
			vals["filename"] = name
			vals["content"] = cty.StringVal(strings.ToValidUTF8(string(data), "\uFFFD"))
			vals["content_base64"] = cty.StringVal(base64.StdEncoding.EncodeToString(data))
			return cty.ObjectVal(vals), nil
		},
	}
}
