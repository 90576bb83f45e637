//go:build schemagen

package aws

// The schemas of kms.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["kmsKey"] = func() []field {
		return []field{
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
	}
	fieldSources["kmsAlias"] = func() []field {
		return []field{
			arnAttr(),
			idAttr(),
			attr("name", str, "OCF", "Alias name, starting with alias/; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("target_key_arn", str, "C", "ARN of the key the alias points to."),
			attr("target_key_id", str, "R", "Key the alias points to."),
		}
	}
}
