package intel

import (
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/core"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders"
)

// inferredSchema is the schema tfplay's generic mock gives a resource or
// data block of a provider outside the catalog (ucloud/ucloud): the
// attributes the module reads from its type (images after
// data.ucloud_images.default.images[0].id) and the arguments its blocks
// set, as plan and apply see them; nil for a known provider.
func inferredSchema(mod *config.Module, r *config.Resource, source string, data bool) *configschema.Block {
	if mod == nil || r == nil || mockproviders.Known(source) {
		return nil
	}
	p, _ := mockproviders.New(source, mockproviders.Env{})
	h, ok := p.(providers.ReadHinter)
	if !ok {
		return nil
	}
	h.HintReads(func() providers.ConfigReads { return core.AttributeReads(&config.Config{Module: mod}) })
	s := p.Schema()
	get := s.ResourceTypeSchema
	if data {
		get = s.DataSourceSchema
	}
	sch, ok := get(r.Type)
	if !ok || sch.Block == nil {
		return nil
	}
	return sch.Block.Inferred(r.Config)
}
