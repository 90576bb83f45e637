package core

import (
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
)

// Schemas returns a lookup of resource type schemas by the provider
// configuration address recorded in state and plans
// (provider["registry.terraform.io/hashicorp/aws"].west). The generic
// mock's schemas, whose shape depends on each configuration, give nil:
// renderers then work from the values alone.
func Schemas(f providers.Factory) func(providerConfig string, mode addrs.ResourceMode, typeName string) *configschema.Block {
	ps := newProviderSet(f)
	return func(providerConfig string, mode addrs.ResourceMode, typeName string) *configschema.Block {
		source := providerSourceOf(providerConfig)
		if source == "" {
			source = providerConfig
		}
		s := ps.resourceSchema(source, mode, typeName)
		if s == nil || s.Block == nil || s.Block.Dynamic {
			return nil
		}
		return s.Block
	}
}
