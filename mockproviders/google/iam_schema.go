//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of iam.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["projectService"] = func() *configschema.Block {
		return resourceBlock("Enables an API (compute.googleapis.com...) on a project.", attrs{
			"id":                                    attr(str, "oc", "PROJECT/SERVICE."),
			"service":                               attr(str, "rf", "The API's service name."),
			"project":                               attr(str, "ocf", "Project; the provider's by default."),
			"disable_on_destroy":                    attr(boolean, "o", "Disable the API when the resource is destroyed (true by default)."),
			"disable_dependent_services":            attr(boolean, "o", "Also disable the services depending on it."),
			"check_if_service_has_usage_on_destroy": attr(boolean, "o", "Refuse to disable a service used recently."),
		}, blocks{"timeouts": timeouts("create", "update", "read", "delete")})
	}
	schemaSources["serviceAccount"] = func() *configschema.Block {
		return resourceBlock("A service account: an identity for workloads.", attrs{
			"id":                           attr(str, "oc", "projects/PROJECT/serviceAccounts/EMAIL."),
			"account_id":                   attr(str, "rf", "Account id, the part of the e-mail before @ (6-30 characters)."),
			"display_name":                 attr(str, "o", "Display name."),
			"description":                  attr(str, "o", "Description."),
			"disabled":                     attr(boolean, "o", "Whether the account is disabled."),
			"project":                      attr(str, "ocf", "Project; the provider's by default."),
			"create_ignore_already_exists": attr(boolean, "o", "Adopt an existing account of the same id instead of failing."),
			"email":                        attr(str, "c", "E-mail address of the account."),
			"member":                       attr(str, "c", "serviceAccount:EMAIL, for IAM members."),
			"name":                         attr(str, "c", "Resource name: projects/PROJECT/serviceAccounts/EMAIL."),
			"unique_id":                    attr(str, "c", "Numeric unique id."),
		}, blocks{"timeouts": timeouts("create")})
	}
	schemaSources["serviceAccountKey"] = func() *configschema.Block {
		return resourceBlock("A key of a service account.", attrs{
			"id":                 attr(str, "oc", "Resource name of the key."),
			"service_account_id": attr(str, "rf", "The account: its e-mail, unique id or resource name."),
			"key_algorithm":      attr(str, "of", "KEY_ALG_RSA_2048 (the default) or KEY_ALG_RSA_1024."),
			"private_key_type":   attr(str, "of", "TYPE_GOOGLE_CREDENTIALS_FILE (the default) or TYPE_PKCS12_FILE."),
			"public_key_type":    attr(str, "of", "TYPE_X509_PEM_FILE (the default) or TYPE_RAW_PUBLIC_KEY."),
			"public_key_data":    attr(str, "of", "Public key to upload instead of having Google make a key pair."),
			"keepers":            attr(strMap, "of", "Arbitrary values whose change makes a new key."),
			"name":               attr(str, "c", "Resource name of the key."),
			"private_key":        attr(str, "cs", "The credentials file, base64."),
			"public_key":         attr(str, "c", "The public key, base64."),
			"valid_after":        attr(str, "c", "Start of validity."),
			"valid_before":       attr(str, "c", "End of validity."),
		}, nil)
	}
	schemaSources["projectIAMMember"] = func() *configschema.Block {
		return resourceBlock("Grants one role on a project to one member, leaving other members alone.", attrs{
			"id":      attr(str, "oc", "PROJECT/ROLE/MEMBER."),
			"project": attr(str, "rf", "The project."),
			"role":    attr(str, "rf", "Role granted (roles/viewer, roles/storage.admin...)."),
			"member":  attr(str, "rf", "Who: user:, serviceAccount:, group:, domain:..."),
			"etag":    attr(str, "c", "Etag of the project's IAM policy."),
		}, blocks{"condition": iamCondition()})
	}
	schemaSources["projectIAMBinding"] = func() *configschema.Block {
		return resourceBlock("Sets the complete list of members of one role on a project.", attrs{
			"id":      attr(str, "oc", "PROJECT/ROLE."),
			"project": attr(str, "rf", "The project."),
			"role":    attr(str, "rf", "Role granted."),
			"members": attr(strSet, "r", "Every member of the role."),
			"etag":    attr(str, "c", "Etag of the project's IAM policy."),
		}, blocks{"condition": iamCondition()})
	}
}

// iamCondition is the condition block of IAM members and bindings.
func iamCondition() *configschema.NestedBlock {
	return forceNew(list(0, 1, "IAM condition limiting when the grant applies.", attrs{
		"title":       attr(str, "rf", "Title of the condition."),
		"description": attr(str, "of", "Description of the condition."),
		"expression":  attr(str, "rf", "CEL expression of the condition."),
	}, nil))
}
