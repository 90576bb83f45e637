package providers

import (
	"fmt"
	"sort"

	"github.com/agext/levenshtein"
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
)

// ResourceTypeSchema returns the schema of a managed resource type, and
// false when the provider does not support the type.
func (s ProviderSchema) ResourceTypeSchema(typeName string) (Schema, bool) {
	if sch, ok := s.ResourceTypes[typeName]; ok {
		return sch, true
	}
	if s.AnyResourceType != nil {
		return *s.AnyResourceType, true
	}
	return Schema{}, false
}

// DataSourceSchema returns the schema of a data source, and false when the
// provider does not support it.
func (s ProviderSchema) DataSourceSchema(typeName string) (Schema, bool) {
	if sch, ok := s.DataSources[typeName]; ok {
		return sch, true
	}
	if s.AnyDataSource != nil {
		return *s.AnyDataSource, true
	}
	return Schema{}, false
}

// CheckResourceType returns Terraform's error for a resource (data false)
// or data source (data true) type the provider does not support, at the
// type label's range, or nil when the type is supported. provider is the
// provider's address as Terraform displays it ("hashicorp/aws",
// "terraform.io/builtin/terraform"). The detail suggests the other mode
// when the type exists there, else a close type name.
func (s ProviderSchema) CheckResourceType(provider string, data bool, typeName string, typeRange hcl.Range) *hcl.Diagnostic {
	if data {
		if _, ok := s.DataSourceSchema(typeName); ok {
			return nil
		}
		suggestion := ""
		if _, ok := s.ResourceTypes[typeName]; ok {
			suggestion = fmt.Sprintf("\n\nDid you intend to use the managed resource type %q? If so, declare this using a \"resource\" block instead of a \"data\" block.", typeName)
		} else if name := nameSuggestion(typeName, s.DataSources); name != "" {
			suggestion = fmt.Sprintf(" Did you mean %q?", name)
		}
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Invalid data source",
			Detail:   fmt.Sprintf("The provider %s does not support data source %q.%s", provider, typeName, suggestion),
			Subject:  typeRange.Ptr(),
		}
	}
	if _, ok := s.ResourceTypeSchema(typeName); ok {
		return nil
	}
	suggestion := ""
	if _, ok := s.DataSources[typeName]; ok {
		suggestion = fmt.Sprintf("\n\nDid you intend to use the data source %q? If so, declare this using a \"data\" block instead of a \"resource\" block.", typeName)
	} else if name := nameSuggestion(typeName, s.ResourceTypes); name != "" {
		suggestion = fmt.Sprintf(" Did you mean %q?", name)
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Invalid resource type",
		Detail:   fmt.Sprintf("The provider %s does not support resource type %q.%s", provider, typeName, suggestion),
		Subject:  typeRange.Ptr(),
	}
}

// nameSuggestion returns the name closest to given (edit distance under
// 3), or "". Ties go to the name that sorts first.
func nameSuggestion(given string, names map[string]Schema) string {
	candidates := make([]string, 0, len(names))
	for n := range names {
		candidates = append(candidates, n)
	}
	sort.Strings(candidates)
	best, bestDist := "", 3
	for _, c := range candidates {
		if d := levenshtein.Distance(given, c, nil); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// ConfigValidator is implemented by providers that check a resource or
// data source configuration beyond its schema, as Terraform's
// ValidateResourceConfig and ValidateDataResourceConfig do during validate
// and plan. The configuration may hold unknown values and carries no marks.
// Diagnostics about an attribute carry its path (see
// configschema.PathDiagnostic); the engine places them in the block's body
// with configschema.Elaborate and names the resource ("with aws_instance.x").
type ConfigValidator interface {
	ValidateResourceConfig(typeName string, config cty.Value) hcl.Diagnostics
	ValidateDataSourceConfig(typeName string, config cty.Value) hcl.Diagnostics
}
