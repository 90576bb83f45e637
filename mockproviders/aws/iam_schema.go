//go:build schemagen

package aws

// The schemas of iam.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["iamRole"] = func() []field {
		return []field{
			arnAttr(),
			attr("assume_role_policy", str, "R", "Trust policy (JSON): who may assume the role."),
			attr("create_date", str, "C", "When the role was created."),
			attr("description", str, "O", "Description of the role."),
			attr("force_detach_policies", boolean, "O", "Detach policies before destroying the role."),
			idAttr(),
			set("inline_policy", "C", "An inline policy of the role.",
				attr("name", str, "O", "Name of the inline policy."),
				attr("policy", str, "O", "The policy (JSON)."),
			),
			attr("managed_policy_arns", strSet, "OC", "Managed policies attached exclusively to the role."),
			attr("max_session_duration", num, "O", "Longest session, in seconds (3600 by default)."),
			attr("name", str, "OCF", "Name of the role; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("path", str, "OF", "Path of the role (/ by default)."),
			attr("permissions_boundary", str, "O", "Policy bounding the role's permissions."),
			tags(),
			attr("unique_id", str, "C", "Stable unique id of the role."),
		}
	}
	fieldSources["iamPolicy"] = func() []field {
		return []field{
			arnAttr(),
			attr("attachment_count", num, "C", "How many identities the policy is attached to."),
			attr("description", str, "OF", "Description of the policy."),
			idAttr(),
			attr("name", str, "OCF", "Name of the policy; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("path", str, "OF", "Path of the policy (/ by default)."),
			attr("policy", str, "R", "The policy document (JSON)."),
			attr("policy_id", str, "C", "Stable unique id of the policy."),
			tags(),
		}
	}
	fieldSources["iamInstanceProfile"] = func() []field {
		return []field{
			arnAttr(),
			attr("create_date", str, "C", "When the profile was created."),
			idAttr(),
			attr("name", str, "OCF", "Name of the profile; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("path", str, "OF", "Path of the profile (/ by default)."),
			attr("role", str, "O", "Name of the role to pass."),
			tags(),
			attr("unique_id", str, "C", "Stable unique id of the profile."),
		}
	}
	fieldSources["iamUser"] = func() []field {
		return []field{
			arnAttr(),
			attr("force_destroy", boolean, "O", "Delete the user's keys, profile and devices on destroy."),
			idAttr(),
			attr("name", str, "R", "Name of the user."),
			attr("path", str, "O", "Path of the user (/ by default)."),
			attr("permissions_boundary", str, "O", "Policy bounding the user's permissions."),
			tags(),
			attr("unique_id", str, "C", "Stable unique id of the user."),
		}
	}
	fieldSources["iamGroup"] = func() []field {
		return []field{
			arnAttr(),
			idAttr(),
			attr("name", str, "R", "Name of the group."),
			attr("path", str, "O", "Path of the group (/ by default)."),
			attr("unique_id", str, "C", "Stable unique id of the group."),
		}
	}
	fieldSources["iamAccessKey"] = func() []field {
		return []field{
			attr("create_date", str, "C", "When the key was created."),
			attr("encrypted_secret", str, "C", "Secret encrypted with the PGP key."),
			attr("encrypted_ses_smtp_password_v4", str, "C", "SMTP password encrypted with the PGP key."),
			idAttr(),
			attr("key_fingerprint", str, "C", "Fingerprint of the PGP key."),
			attr("pgp_key", str, "OF", "PGP key (or keybase:USER) to encrypt the secret with."),
			attr("secret", str, "CS", "The secret access key."),
			attr("ses_smtp_password_v4", str, "CS", "SES SMTP password derived from the secret."),
			attr("status", str, "O", "Active (default) or Inactive."),
			attr("user", str, "RF", "Name of the user."),
		}
	}
}
