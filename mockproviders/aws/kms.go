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
	r.fields = []field{
		arnAttr(),
		attr("bypass_policy_lockout_safety_check", boolean, "O", "Allow a policy that locks out the caller."),
		attr("custom_key_store_id", str, "OF", "Custom key store of the key."),
		attr("customer_master_key_spec", str, "OF", "Key spec: SYMMETRIC_DEFAULT (default), RSA_2048, ECC_NIST_P256…"),
		attr("deletion_window_in_days", num, "O", "Days before a deleted key is gone (7 to 30)."),
		attr("description", str, "OC", "Description of the key."),
		attr("enable_key_rotation", boolean, "O", "Rotate the key material yearly."),
		idAttr(),
		attr("is_enabled", boolean, "O", "Whether the key can be used (true by default)."),
		attr("key_id", str, "C", "Id of the key."),
		attr("key_usage", str, "OF", "ENCRYPT_DECRYPT (default), SIGN_VERIFY or GENERATE_VERIFY_MAC."),
		attr("multi_region", boolean, "OCF", "Make a multi-Region primary key."),
		attr("policy", str, "OC", "Key policy (JSON)."),
		attr("rotation_period_in_days", num, "OC", "Days between automatic rotations."),
		tags(),
		timeouts("create"),
		attr("xks_key_id", str, "OF", "Key of an external key store."),
	}
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
	r.fields = []field{
		arnAttr(),
		idAttr(),
		attr("name", str, "OCF", "Alias name, starting with alias/; generated when unset."),
		attr("name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("target_key_arn", str, "C", "ARN of the key the alias points to."),
		attr("target_key_id", str, "R", "Key the alias points to."),
	}
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
