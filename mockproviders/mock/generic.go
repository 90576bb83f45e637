package mock

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// Generic declares the generic mock of a provider tfplay does not know:
// its provider block takes any argument, and it accepts any resource type
// and data source, with any arguments and nested blocks, taken as given,
// plus a computed id ("instance-3fa9c01b2d4e" for ucloud_instance) that a
// configuration may also set. The attributes the configuration reads
// without setting them are inferred, computed attributes (see
// generic_infer.go), once the engine tells an instance what the
// configuration reads (providers.ReadHinter).
func Generic(source string) *Provider {
	return &Provider{
		Source:        source,
		Config:        &configschema.Block{Dynamic: true},
		AnyResource:   &Resource{Schema: genericSchema()},
		AnyDataSource: &DataSource{Schema: genericSchema()},
		inferTypes:    true,
	}
}

// genericSchema is the schema of every type of the generic mock.
func genericSchema() *configschema.Block {
	return &configschema.Block{
		Dynamic: true,
		Attributes: map[string]*configschema.Attribute{
			"id": {Type: cty.String, Optional: true, Computed: true},
		},
	}
}
