//go:build schemagen

package aws

// The schemas of ecr.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["ecrRepository"] = func() []field {
		return []field{
			arnAttr(),
			list("encryption_configuration", 0, "CF", "How images are encrypted.",
				attr("encryption_type", str, "OF", "AES256 (default) or KMS."),
				attr("kms_key", str, "OCF", "KMS key of KMS encryption."),
			),
			attr("force_delete", boolean, "O", "Delete the repository even when it holds images."),
			idAttr(),
			list("image_scanning_configuration", 1, "", "Image scanning.",
				attr("scan_on_push", boolean, "R", "Scan images when they are pushed."),
			),
			attr("image_tag_mutability", str, "O", "MUTABLE (default) or IMMUTABLE."),
			attr("name", str, "RF", "Name of the repository."),
			attr("registry_id", str, "C", "Account of the registry."),
			attr("repository_url", str, "C", "URL to push and pull images with."),
			tags(),
			timeouts("delete"),
		}
	}
}
