//go:build schemagen

package aws

// The schemas of secrets.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["ssmParameter"] = func() []field {
		return []field{
			attr("allowed_pattern", str, "O", "Regular expression values must match."),
			arnAttr(),
			attr("data_type", str, "OC", "text (default) or aws:ec2:image."),
			attr("description", str, "O", "Description of the parameter."),
			idAttr(),
			attr("insecure_value", str, "OC", "Value, shown in plans (not for secrets)."),
			attr("key_id", str, "OC", "KMS key of a SecureString."),
			attr("name", str, "RF", "Name (path) of the parameter."),
			attr("overwrite", boolean, "OD", "Overwrite an existing parameter."),
			tags(),
			attr("tier", str, "O", "Standard (default), Advanced or Intelligent-Tiering."),
			attr("type", str, "R", "String, StringList or SecureString."),
			attr("value", str, "OCS", "Value of the parameter."),
			attr("version", num, "C", "Version of the parameter."),
		}
	}
	fieldSources["secret"] = func() []field {
		return []field{
			arnAttr(),
			attr("description", str, "O", "Description of the secret."),
			attr("force_overwrite_replica_secret", boolean, "O", "Overwrite a same-named secret in replica regions."),
			idAttr(),
			attr("kms_key_id", str, "O", "KMS key encrypting the secret."),
			attr("name", str, "OCF", "Name of the secret; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("policy", str, "OC", "Resource policy of the secret (JSON)."),
			attr("recovery_window_in_days", num, "O", "Days a deleted secret can be restored (30; 0 deletes at once)."),
			set("replica", "", "A replica of the secret in another region.",
				attr("kms_key_id", str, "OC", "KMS key of the replica."),
				attr("last_accessed_date", str, "C", "When the replica was last read."),
				attr("region", str, "R", "Region of the replica."),
				attr("status", str, "C", "Replication status."),
				attr("status_message", str, "C", "Replication message."),
			),
			tags(),
		}
	}
	fieldSources["secretVersion"] = func() []field {
		return []field{
			arnAttr(),
			idAttr(),
			attr("secret_binary", str, "OFS", "Binary value, base64-encoded."),
			attr("secret_id", str, "RF", "Secret (ARN or name) the value belongs to."),
			attr("secret_string", str, "OFS", "Text value (often JSON)."),
			attr("version_id", str, "C", "Id of the version."),
			attr("version_stages", strSet, "OC", "Staging labels (AWSCURRENT for the current value)."),
		}
	}
	fieldSources["ssmParameterData"] = func() []field {
		return []field{
			arnAttr(),
			attr("id", str, "C", "Name of the parameter."),
			attr("insecure_value", str, "C", "Value of a non-secret parameter."),
			attr("name", str, "R", "Name (path) of the parameter."),
			attr("type", str, "C", "String, StringList or SecureString."),
			attr("value", str, "CS", "Value of the parameter."),
			attr("version", num, "C", "Version of the parameter."),
			attr("with_decryption", boolean, "O", "Decrypt a SecureString (true by default)."),
		}
	}
}
