package google

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// importStorageBucket is google_storage_bucket's import: the id is
// "PROJECT/BUCKET" or "BUCKET" (the forms the provider's "Import"
// documentation lists); the bucket name is also the object's id.
func importStorageBucket(_ *mock.Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics) {
	set := map[string]cty.Value{}
	name := id
	if i := strings.LastIndex(id, "/"); i >= 0 {
		project := strings.TrimPrefix(id[:i], "projects/")
		project = strings.TrimSuffix(project, "/buckets")
		name = id[i+1:]
		if project != "" {
			set["project"] = cty.StringVal(project)
		}
	}
	set["name"] = cty.StringVal(name)
	set["id"] = cty.StringVal(name)
	return mock.SetAttrs(obj, set), nil
}
