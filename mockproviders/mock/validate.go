package mock

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// unconfigurable reports each computed-only attribute the configuration
// sets, with the summary and detail Terraform's SDK uses; the key is the
// SDK's flat form ("ebs_block_device.0.volume_id").
func unconfigurable(schema *configschema.Block, config cty.Value) hcl.Diagnostics {
	if schema == nil || config == cty.NilVal {
		return nil
	}
	var diags hcl.Diagnostics
	for _, p := range schema.ConfiguredComputedPaths(config) {
		diags = append(diags, configschema.PathDiagnostic(hcl.DiagError,
			"Value for unconfigurable attribute",
			fmt.Sprintf("Can't configure a value for %q: its value will be decided automatically based on the result of applying this configuration.", flatKey(p)),
			p))
	}
	return diags
}

// flatKey renders a path the way Terraform's SDK names attributes:
// dot-separated names and list indexes or map keys.
func flatKey(p cty.Path) string {
	parts := make([]string, 0, len(p))
	for _, step := range p {
		switch s := step.(type) {
		case cty.GetAttrStep:
			parts = append(parts, s.Name)
		case cty.IndexStep:
			switch {
			case s.Key.Type() == cty.String:
				parts = append(parts, s.Key.AsString())
			case s.Key.Type() == cty.Number:
				parts = append(parts, s.Key.AsBigFloat().Text('f', -1))
			default:
				parts = append(parts, "0")
			}
		}
	}
	return strings.Join(parts, ".")
}
