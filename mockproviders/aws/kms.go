package aws

import (
	"encoding/json"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// kmsResources are the KMS types.
func kmsResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_kms_key":   kmsKey(),
		"aws_kms_alias": kmsAlias(),
	}
}

// defaultKeyPolicy is the key policy KMS gives a key created without
// one: the account's root may do everything.
func defaultKeyPolicy(partition string) string {
	doc := map[string]any{
		"Version": "2012-10-17",
		"Id":      "key-default-1",
		"Statement": []any{map[string]any{
			"Sid":       "Enable IAM User Permissions",
			"Effect":    "Allow",
			"Principal": map[string]any{"AWS": "arn:" + partition + ":iam::" + account + ":root"},
			"Action":    "kms:*",
			"Resource":  "*",
		}},
	}
	out, _ := json.Marshal(doc)
	return string(out)
}

func kmsKey() *mock.Resource {
	r := &res{desc: "A KMS key: encrypts data and data keys for other services."}
	r.schemaKey = "kmsKey" // its schema: kms_schema.go
	r.defaults = map[string]cty.Value{
		"bypass_policy_lockout_safety_check": cty.False,
		"customer_master_key_spec":           s("SYMMETRIC_DEFAULT"),
		"enable_key_rotation":                cty.False,
		"is_enabled":                         cty.True,
		"key_usage":                          s("ENCRYPT_DECRYPT"),
	}
	r.gens = map[string]mock.Generator{
		"key_id": func(g *mock.Gen) cty.Value {
			if asBool(g.Attr("multi_region")) {
				return s("mrk-" + g.Hex(32))
			}
			return s(g.UUID())
		},
		"id":           func(g *mock.Gen) cty.Value { return r.ref(g, "key_id") },
		"arn":          func(g *mock.Gen) cty.Value { return arn(g, "kms", "key/"+r.refStr(g, "key_id")) },
		"multi_region": fixed(cty.False),
		"policy":       func(g *mock.Gen) cty.Value { return s(defaultKeyPolicy(partition(regionOf(g)))) },
		"rotation_period_in_days": func(g *mock.Gen) cty.Value {
			if asBool(g.Attr("enable_key_rotation")) {
				return n(365)
			}
			return n(0)
		},
	}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

func kmsAlias() *mock.Resource {
	r := &res{desc: "A friendly name (alias/NAME) for a KMS key."}
	r.schemaKey = "kmsAlias" // its schema: kms_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.gens = map[string]mock.Generator{
		"name":        uniqueName("alias/terraform-"),
		"name_prefix": fixed(s("")),
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"arn":         func(g *mock.Gen) cty.Value { return arn(g, "kms", r.refStr(g, "name")) },
		"target_key_arn": func(g *mock.Gen) cty.Value {
			k := asString(g.Attr("target_key_id"))
			if len(k) > 4 && k[:4] == "arn:" {
				return s(k)
			}
			return arn(g, "kms", "key/"+k)
		},
	}
	return r.build()
}
