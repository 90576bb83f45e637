// Package example is a small mock cloud, registry.terraform.io/tfplay/example,
// that shows every feature of the mock provider framework in one place: a
// resource type with a force-new argument, a default, sensitive and
// computed attributes, a list block and a force-new single block, and a
// data source. Tests of the engine use it for what terraform_data cannot
// show.
package example

import (
	"fmt"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// Source is the example provider's source address.
const Source = "registry.terraform.io/tfplay/example"

// Provider declares the example provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"region": {Type: cty.String, Optional: true, Description: "Region the objects live in (eu-west-1 when unset)."},
		}},
		Resources: map[string]*mock.Resource{
			"example_server": server(),
		},
		DataSources: map[string]*mock.DataSource{
			"example_image": image(),
		},
	}
}

// region is the configured region, eu-west-1 by default.
func region(g *mock.Gen) string {
	if r := g.ProviderAttr("region"); r.Type() == cty.String && r.IsKnown() && !r.IsNull() {
		return r.AsString()
	}
	return "eu-west-1"
}

// server is example_server, a virtual machine.
func server() *mock.Resource {
	return &mock.Resource{
		Schema: &configschema.Block{
			Attributes: map[string]*configschema.Attribute{
				"id":        {Type: cty.String, Computed: true, Description: "Server id."},
				"name":      {Type: cty.String, Required: true, ForceNew: true, Description: "Server name; changing it replaces the server."},
				"size":      {Type: cty.String, Optional: true, Computed: true, Description: "Size class (small by default)."},
				"image_id":  {Type: cty.String, Optional: true, Description: "Image the server boots."},
				"tags":      {Type: cty.Map(cty.String), Optional: true, Description: "Tags."},
				"password":  {Type: cty.String, Optional: true, Sensitive: true, Description: "Administrator password."},
				"arn":       {Type: cty.String, Computed: true, Description: "Server ARN."},
				"public_ip": {Type: cty.String, Computed: true, Description: "Public IPv4 address."},
			},
			BlockTypes: map[string]*configschema.NestedBlock{
				"disk": {Nesting: configschema.NestingList, MaxItems: 4, Block: configschema.Block{
					Attributes: map[string]*configschema.Attribute{
						"size_gb": {Type: cty.Number, Required: true, Description: "Disk size in GiB."},
						"type":    {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "Disk type (ssd by default); changing it replaces the server."},
						"id":      {Type: cty.String, Computed: true, Description: "Volume id."},
					},
				}},
				"network": {Nesting: configschema.NestingSingle, ForceNew: true, Block: configschema.Block{
					Attributes: map[string]*configschema.Attribute{
						"subnet": {Type: cty.String, Required: true, Description: "Subnet to attach to."},
					},
				}},
			},
		},
		Defaults: map[string]cty.Value{
			"size":      cty.StringVal("small"),
			"disk.type": cty.StringVal("ssd"),
		},
		Generators: map[string]mock.Generator{
			"id": func(g *mock.Gen) cty.Value { return cty.StringVal("srv-" + g.Hex(17)) },
			"arn": func(g *mock.Gen) cty.Value {
				name := g.Attr("name")
				if name.Type() != cty.String || name.IsNull() || !name.IsKnown() {
					return cty.NilVal
				}
				return cty.StringVal(fmt.Sprintf("arn:example:compute:%s:123456789012:server/%s", region(g), name.AsString()))
			},
			"public_ip": func(g *mock.Gen) cty.Value {
				return cty.StringVal(fmt.Sprintf("203.0.113.%d", g.Intn(254)+1))
			},
			"disk.id": func(g *mock.Gen) cty.Value { return cty.StringVal("vol-" + g.Hex(17)) },
		},
	}
}

// image is the example_image data source, which looks an image up by name.
func image() *mock.DataSource {
	return &mock.DataSource{
		Schema: &configschema.Block{Attributes: map[string]*configschema.Attribute{
			"name":         {Type: cty.String, Required: true, Description: "Image name."},
			"id":           {Type: cty.String, Computed: true, Description: "Image id."},
			"architecture": {Type: cty.String, Optional: true, Computed: true, Description: "CPU architecture (x86_64 unless asked)."},
		}},
		Generators: map[string]mock.Generator{
			"id":           func(g *mock.Gen) cty.Value { return cty.StringVal("img-" + g.Hex(8)) },
			"architecture": func(g *mock.Gen) cty.Value { return cty.StringVal("x86_64") },
		},
	}
}
