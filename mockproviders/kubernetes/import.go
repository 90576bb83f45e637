package kubernetes

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// importByName is the import of a Kubernetes object: the id is
// "NAMESPACE/NAME" for a namespaced kind and "NAME" otherwise (the
// provider's documented forms); it decides the id and the metadata's name
// and namespace.
func importByName(schema *configschema.Block, namespaced bool) func(*mock.Ctx, string, cty.Value) (cty.Value, hcl.Diagnostics) {
	return func(_ *mock.Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics) {
		md := map[string]cty.Value{"name": cty.StringVal(id)}
		if i := strings.Index(id, "/"); namespaced && i >= 0 {
			md = map[string]cty.Value{"namespace": cty.StringVal(id[:i]), "name": cty.StringVal(id[i+1:])}
		}
		obj = mock.SetAttrs(obj, map[string]cty.Value{"id": cty.StringVal(id)})
		list := getAttr(obj, "metadata")
		nb := schema.BlockTypes["metadata"]
		if nb == nil || !usable(list) || !list.Type().IsListType() {
			return obj, nil
		}
		elems := list.AsValueSlice()
		if len(elems) == 0 {
			elems = []cty.Value{nb.Block.EmptyValue()}
		}
		elems[0] = mock.SetAttrs(elems[0], md)
		return mock.SetAttrs(obj, map[string]cty.Value{"metadata": cty.ListVal(elems)}), nil
	}
}
