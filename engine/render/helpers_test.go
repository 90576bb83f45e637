package render

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/marks"
	"github.com/tfplay/tfplay/engine/plans"
)

// Helpers for the hand-written rendering tests.

func str(s string) cty.Value { return cty.StringVal(s) }
func num(n int64) cty.Value  { return cty.NumberIntVal(n) }
func secret(v cty.Value) cty.Value {
	return v.Mark(marks.Sensitive)
}
func object(attrs map[string]cty.Value) cty.Value { return cty.ObjectVal(attrs) }

// managed returns the address of a root module managed resource.
func managed(typ, name string, key addrs.InstanceKey) addrs.AbsResourceInstance {
	return addrs.AbsResourceInstance{Resource: addrs.Resource{Mode: addrs.Managed, Type: typ, Name: name}.Instance(key)}
}

// dataAddr returns the address of a root module data source.
func dataAddr(typ, name string) addrs.AbsResourceInstance {
	return addrs.AbsResourceInstance{Resource: addrs.Resource{Mode: addrs.Data, Type: typ, Name: name}.Instance(nil)}
}

// schemaFor serves one schema for every resource type.
func schemaFor(b *configschema.Block) SchemaLookup {
	return func(string, addrs.ResourceMode, string) *configschema.Block { return b }
}

// oneChange renders a plan holding one resource change, without colour.
func oneChange(t *testing.T, c *plans.ResourceInstanceChange, schema *configschema.Block) string {
	t.Helper()
	if c.PrevRunAddr.Resource.Resource.Type == "" {
		c.PrevRunAddr = c.Addr
	}
	r := resourceDiff{c: c, d: diffResource(c, schemaFor(schema), everything)}
	out, _ := renderResourceDiff(r, causePlanned, colorizer{})
	return out
}

// expectText fails the test when got differs from want.
func expectText(t *testing.T, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("text differs at %s\n--- got:\n%s\n--- want:\n%s", firstDiff(got, want), got, want)
	}
}

// serverSchema is a mock compute instance: plain, sensitive and map
// attributes, a list block, a set block and a single block.
func serverSchema() *configschema.Block {
	return &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"id":             {Type: cty.String, Computed: true},
			"name":           {Type: cty.String, Required: true},
			"size":           {Type: cty.String, Optional: true, ForceNew: true},
			"description":    {Type: cty.String, Optional: true},
			"tags":           {Type: cty.Map(cty.String), Optional: true},
			"admin_password": {Type: cty.String, Optional: true, Sensitive: true},
		},
		BlockTypes: map[string]*configschema.NestedBlock{
			"network_interface": {Nesting: configschema.NestingList, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"subnet": {Type: cty.String, Required: true},
					"ip":     {Type: cty.String, Computed: true},
				},
			}},
			"firewall_rule": {Nesting: configschema.NestingSet, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"port":     {Type: cty.Number, Required: true},
					"protocol": {Type: cty.String, Required: true},
				},
			}},
			"metadata": {Nesting: configschema.NestingSingle, Block: configschema.Block{
				Attributes: map[string]*configschema.Attribute{
					"owner": {Type: cty.String, Optional: true},
				},
			}},
		},
	}
}

// server builds a mock_server object.
func server(id, size cty.Value, tags map[string]cty.Value, password cty.Value, nics, rules []cty.Value, owner string) cty.Value {
	ruleTy := cty.Object(map[string]cty.Type{"port": cty.Number, "protocol": cty.String})
	nicTy := cty.Object(map[string]cty.Type{"subnet": cty.String, "ip": cty.String})
	nicVal := cty.ListValEmpty(nicTy)
	if len(nics) > 0 {
		nicVal = cty.ListVal(nics)
	}
	ruleVal := cty.SetValEmpty(ruleTy)
	if len(rules) > 0 {
		ruleVal = cty.SetVal(rules)
	}
	tagVal := cty.NullVal(cty.Map(cty.String))
	if tags != nil {
		tagVal = cty.MapVal(tags)
	}
	return object(map[string]cty.Value{
		"id":                id,
		"name":              str("web"),
		"size":              size,
		"description":       cty.NullVal(cty.String),
		"tags":              tagVal,
		"admin_password":    password,
		"network_interface": nicVal,
		"firewall_rule":     ruleVal,
		"metadata":          object(map[string]cty.Value{"owner": str(owner)}),
	})
}

func nic(subnet string, ip cty.Value) cty.Value {
	return object(map[string]cty.Value{"subnet": str(subnet), "ip": ip})
}

func rule(port int64, protocol string) cty.Value {
	return object(map[string]cty.Value{"port": num(port), "protocol": str(protocol)})
}
