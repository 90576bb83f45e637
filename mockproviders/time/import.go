package time

import (
	"fmt"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// importStatic is time_static's import: the id is an RFC 3339 timestamp,
// which decides rfc3339, id and every part (year, unix, ...), as the
// provider's "Import" documentation describes.
func importStatic(_ *mock.Ctx, id string, obj cty.Value) (cty.Value, hcl.Diagnostics) {
	t, err := time.Parse(time.RFC3339, id)
	if err != nil {
		return obj, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Import time static error",
			Detail:   fmt.Sprintf("Unable to parse timestamp %q as RFC 3339: %s", id, err),
		}}
	}
	t = t.UTC()
	vals := partsOf(t)
	vals["rfc3339"] = cty.StringVal(t.Format(time.RFC3339))
	vals["id"] = vals["rfc3339"]
	return mock.SetAttrs(obj, vals), nil
}
