package google

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// computeDisk is google_compute_disk, a zonal persistent disk.
func computeDisk() *mock.Resource {
	id := zonalID("disks")
	r := &mock.Resource{
		Schema:   schemaOf("computeDisk"),
		Defaults: map[string]cty.Value{"type": sv("pd-standard")},
		Generators: map[string]mock.Generator{
			"id":        id,
			"self_link": selfLinkOfID(id),
			"size": func(g *mock.Gen) cty.Value {
				switch {
				case top(g, "image") != "":
					return cty.NumberIntVal(10)
				case top(g, "type") == "pd-standard":
					return cty.NumberIntVal(500)
				}
				return cty.NumberIntVal(100)
			},
			"physical_block_size_bytes":   func(*mock.Gen) cty.Value { return cty.NumberIntVal(4096) },
			"provisioned_iops":            func(*mock.Gen) cty.Value { return cty.Zero },
			"provisioned_throughput":      func(*mock.Gen) cty.Value { return cty.Zero },
			"access_mode":                 gen(func(*mock.Gen) string { return "" }),
			"architecture":                gen(func(*mock.Gen) string { return "" }),
			"enable_confidential_compute": func(*mock.Gen) cty.Value { return cty.False },
			"label_fingerprint":           gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" }),
			"creation_timestamp":          gen(timestamp),
			"last_attach_timestamp":       gen(func(*mock.Gen) string { return "" }),
			"last_detach_timestamp":       gen(func(*mock.Gen) string { return "" }),
			"source_image_id": gen(func(g *mock.Gen) string {
				if top(g, "image") == "" {
					return ""
				}
				return numericID(g, 19)
			}),
			"source_snapshot_id":         gen(func(*mock.Gen) string { return "" }),
			"disk_id":                    gen(func(g *mock.Gen) string { return numericID(g, 19) }),
			"disk_encryption_key.sha256": gen(func(g *mock.Gen) string { return "" }),
		},
	}
	return withPlan(r, defaultProject, defaultZone, labelsStep("labels"))
}
