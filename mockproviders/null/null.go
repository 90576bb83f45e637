// Package null is tfplay's mock of the hashicorp/null provider:
// null_resource, which does nothing but can be replaced through its
// triggers, and the null_data_source data source, which hands its inputs
// back as outputs.
package null

import (
	"strconv"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// Source is the null provider's source address.
const Source = "registry.terraform.io/hashicorp/null"

// Provider declares the null provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source:      Source,
		Config:      &configschema.Block{},
		Resources:   map[string]*mock.Resource{"null_resource": resource()},
		DataSources: map[string]*mock.DataSource{"null_data_source": dataSource()},
	}
}

// randomInt is a random non-negative 63-bit number in decimal, the form
// of null_resource's id.
func randomInt(g *mock.Gen) cty.Value {
	b := g.Bytes(8)
	var n uint64
	for _, x := range b {
		n = n<<8 | uint64(x)
	}
	return cty.StringVal(strconv.FormatUint(n>>1, 10))
}

// resource is null_resource.
func resource() *mock.Resource {
	return &mock.Resource{
		Schema: &configschema.Block{
			Description: "A resource that does nothing; changing its triggers replaces it, re-running its provisioners.",
			Attributes: map[string]*configschema.Attribute{
				"triggers": {Type: cty.Map(cty.String), Optional: true, ForceNew: true, Description: "Arbitrary values whose change replaces the resource."},
				"id":       {Type: cty.String, Computed: true, Description: "A random number that changes each time the resource is replaced."},
			},
		},
		Generators: map[string]mock.Generator{"id": randomInt},
	}
}

// dataSource is null_data_source.
func dataSource() *mock.DataSource {
	return &mock.DataSource{
		Schema: &configschema.Block{
			Description: "A data source that returns its inputs as outputs (deprecated: locals do this better).",
			Deprecated:  true,
			Attributes: map[string]*configschema.Attribute{
				"inputs":               {Type: cty.Map(cty.String), Optional: true, Description: "Values copied to outputs."},
				"outputs":              {Type: cty.Map(cty.String), Computed: true, Description: "A copy of inputs."},
				"has_computed_default": {Type: cty.String, Optional: true, Computed: true, Description: "Its value when set, else \"default\" (for testing)."},
				"random":               {Type: cty.String, Computed: true, Description: "A random number (for testing)."},
				"id":                   {Type: cty.String, Computed: true, Description: "A fixed value, \"static\"."},
			},
		},
		Generators: map[string]mock.Generator{
			"outputs": func(g *mock.Gen) cty.Value {
				in := g.Attr("inputs")
				if in.IsNull() {
					return cty.MapValEmpty(cty.String)
				}
				return in
			},
			"has_computed_default": func(*mock.Gen) cty.Value { return cty.StringVal("default") },
			"random":               randomInt,
			"id":                   func(*mock.Gen) cty.Value { return cty.StringVal("static") },
		},
	}
}
