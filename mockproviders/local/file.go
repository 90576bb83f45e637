package local

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// fileSchema is local_file's schema, or local_sensitive_file's when
// sensitive is set (sensitive content, no sensitive_content argument,
// owner-only default permissions).
func fileSchema(sensitive bool) *configschema.Block {
	perm := "0777"
	if sensitive {
		perm = "0700"
	}
	b := &configschema.Block{
		Description: "A file on the machine running Terraform, with the given content (tfplay never writes it).",
		Attributes: map[string]*configschema.Attribute{
			"filename":             {Type: cty.String, Required: true, ForceNew: true, Description: "Path of the file to create; missing folders are created too."},
			"content":              {Type: cty.String, Optional: true, ForceNew: true, Sensitive: sensitive, Description: "Text to write (UTF-8); one of content, content_base64 and source is required."},
			"content_base64":       {Type: cty.String, Optional: true, ForceNew: true, Sensitive: sensitive, Description: "Binary content to write, encoded in base64."},
			"source":               {Type: cty.String, Optional: true, ForceNew: true, Description: "Path of a file whose content to copy."},
			"file_permission":      {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "Octal permissions of the file (\"" + perm + "\" by default)."},
			"directory_permission": {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "Octal permissions of created folders (\"" + perm + "\" by default)."},
			"id":                   {Type: cty.String, Computed: true, Description: "SHA1 checksum of the content, in hexadecimal."},
		},
	}
	if sensitive {
		b.Description = "A file on the machine running Terraform whose content is sensitive (tfplay never writes it)."
	} else {
		b.Attributes["sensitive_content"] = &configschema.Attribute{Type: cty.String, Optional: true, ForceNew: true, Sensitive: true, Deprecated: true,
			Description: "Sensitive text to write; deprecated in favour of local_sensitive_file."}
	}
	for name, desc := range checksumAttributes {
		b.Attributes[name] = &configschema.Attribute{Type: cty.String, Computed: true, Description: desc}
	}
	return b
}

// contentArguments are the arguments that give a file's content, in the
// order the provider lists them.
func contentArguments(sensitive bool) []string {
	if sensitive {
		return []string{"content", "content_base64", "source"}
	}
	return []string{"content", "sensitive_content", "content_base64", "source"}
}

// fileResource is local_file, or local_sensitive_file.
func fileResource(sensitive bool) *mock.Resource {
	perm := cty.StringVal("0777")
	if sensitive {
		perm = cty.StringVal("0700")
	}
	r := &mock.Resource{
		Schema:   fileSchema(sensitive),
		Defaults: map[string]cty.Value{"file_permission": perm, "directory_permission": perm},
	}
	r.Validate = func(c *mock.Ctx, config cty.Value) hcl.Diagnostics {
		diags := r.DefaultValidate(c, config)
		if config == cty.NilVal || config.IsNull() || !config.IsKnown() {
			return diags
		}
		diags = append(diags, exactlyOne(config, contentArguments(sensitive))...)
		for _, name := range []string{"file_permission", "directory_permission"} {
			diags = append(diags, checkPermission(config, name)...)
		}
		return diags
	}
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		var resp providers.ApplyResponse
		planned := req.PlannedState
		if planned == cty.NilVal || planned.IsNull() {
			resp.NewState = planned
			return resp
		}
		data, diags := fileContent(c.Env, planned)
		if diags.HasErrors() {
			resp.Diagnostics = diags
			return resp
		}
		vals := planned.AsValueMap()
		for name, v := range checksums(data) {
			if !vals[name].IsKnown() {
				vals[name] = v
			}
		}
		resp.NewState = cty.ObjectVal(vals)
		return resp
	}
	return r
}

// fileContent is the content a planned file would hold.
func fileContent(env mock.Env, planned cty.Value) ([]byte, hcl.Diagnostics) {
	str := func(name string) (string, bool) {
		if !planned.Type().HasAttribute(name) {
			return "", false
		}
		v := planned.GetAttr(name)
		if v.IsNull() || !v.IsKnown() {
			return "", false
		}
		v, _ = v.Unmark()
		return v.AsString(), true
	}
	if s, ok := str("content"); ok {
		return []byte(s), nil
	}
	if s, ok := str("sensitive_content"); ok {
		return []byte(s), nil
	}
	if s, ok := str("content_base64"); ok {
		data, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			return nil, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Create local file error",
				fmt.Sprintf("The content_base64 value is not valid base64: %v.", err), cty.GetAttrPath("content_base64"))}
		}
		return data, nil
	}
	if s, ok := str("source"); ok {
		data, err := readFile(env, s)
		if err != nil {
			return nil, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Create local file error",
				fmt.Sprintf("The source file cannot be read: %v.", err), cty.GetAttrPath("source"))}
		}
		return data, nil
	}
	return nil, nil
}

// exactlyOne checks that exactly one of some arguments is set (unknown
// values count as set).
func exactlyOne(config cty.Value, names []string) hcl.Diagnostics {
	var set []string
	for _, name := range names {
		if v := config.GetAttr(name); !v.IsKnown() || !v.IsNull() {
			set = append(set, name)
		}
	}
	list := "[" + strings.Join(names, ",") + "]"
	switch len(set) {
	case 1:
		return nil
	case 0:
		return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Combination",
			"No attribute specified when one (and only one) of "+list+" is required", cty.GetAttrPath(names[0]))}
	}
	return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Combination",
		fmt.Sprintf("%d attributes specified when one (and only one) of %s is required", len(set), list), cty.GetAttrPath(set[1]))}
}

// octalMode is a file mode in octal: three or four digits.
var octalMode = regexp.MustCompile(`^[0-7]{3,4}$`)

// checkPermission checks a permission argument.
func checkPermission(config cty.Value, name string) hcl.Diagnostics {
	v := config.GetAttr(name)
	if v.IsNull() || !v.IsKnown() {
		return nil
	}
	if s := v.AsString(); !octalMode.MatchString(s) {
		return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value",
			fmt.Sprintf("Attribute %s bad mode for file - string must be a 3-4 digit octal number, got: %q", name, s), cty.GetAttrPath(name))}
	}
	return nil
}
