package configschema

import (
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// instanceSchema is a resource schema in the style of a cloud instance:
// required, optional, computed and sensitive attributes, a nested
// attribute type and every block nesting mode.
func instanceSchema() *Block {
	return &Block{
		Attributes: map[string]*Attribute{
			"ami":           {Type: cty.String, Required: true},
			"instance_type": {Type: cty.String, Optional: true},
			"arn":           {Type: cty.String, Computed: true},
			"private_ip":    {Type: cty.String, Optional: true, Computed: true},
			"password":      {Type: cty.String, Optional: true, Sensitive: true},
			"tags":          {Type: cty.Map(cty.String), Optional: true},
			"meta": {Optional: true, NestedType: &Object{
				Nesting: NestingSingle,
				Attributes: map[string]*Attribute{
					"name":   {Type: cty.String, Required: true},
					"weight": {Type: cty.Number, Optional: true},
					"token":  {Type: cty.String, Optional: true, Sensitive: true},
				},
			}},
		},
		BlockTypes: map[string]*NestedBlock{
			"ebs": {Nesting: NestingList, MaxItems: 2, Block: Block{
				Attributes: map[string]*Attribute{
					"size":      {Type: cty.Number, Required: true},
					"volume_id": {Type: cty.String, Computed: true},
					"key":       {Type: cty.String, Optional: true, Sensitive: true},
				},
			}},
			"root": {Nesting: NestingSingle, Block: Block{
				Attributes: map[string]*Attribute{"size": {Type: cty.Number, Optional: true}},
			}},
			"rule": {Nesting: NestingSet, Block: Block{
				Attributes: map[string]*Attribute{
					"port": {Type: cty.Number, Required: true},
					"id":   {Type: cty.String, Computed: true},
				},
			}},
			"setting": {Nesting: NestingMap, Block: Block{
				Attributes: map[string]*Attribute{"value": {Type: cty.String, Optional: true}},
			}},
			"timeouts": {Nesting: NestingGroup, Block: Block{
				Attributes: map[string]*Attribute{"create": {Type: cty.String, Optional: true}},
			}},
		},
	}
}

// parseResource parses `resource "a" "b" {` + body + `}` and returns the
// resource block's body.
func parseResource(t testing.TB, src string) hcl.Body {
	t.Helper()
	file, diags := hclsyntax.ParseConfig([]byte("resource \"a\" \"b\" {\n"+src+"}\n"), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatalf("parse: %s", diags.Error())
	}
	content, diags := file.Body.Content(&hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "resource", LabelNames: []string{"type", "name"}}}})
	if diags.HasErrors() {
		t.Fatalf("content: %s", diags.Error())
	}
	return content.Blocks[0].Body
}

// diagStrings renders diagnostics as "severity|summary|detail|range",
// sorted (hcl reports some of them in map order).
func diagStrings(diags hcl.Diagnostics) []string {
	var ret []string
	for _, d := range diags {
		sev := "error"
		if d.Severity == hcl.DiagWarning {
			sev = "warning"
		}
		rng := "-"
		if d.Subject != nil {
			rng = d.Subject.String()
		}
		ret = append(ret, strings.Join([]string{sev, d.Summary, d.Detail, rng}, "|"))
	}
	sort.Strings(ret)
	return ret
}
