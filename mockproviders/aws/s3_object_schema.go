//go:build schemagen

package aws

// The schemas of s3_object.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["s3Object"] = func() []field {
		return []field{
			attr("acl", str, "OC", "Canned ACL of the object."),
			arnAttr(),
			attr("bucket", str, "RF", "Name of the bucket."),
			attr("bucket_key_enabled", boolean, "OC", "Use an S3 bucket key for KMS encryption."),
			attr("cache_control", str, "O", "Cache-Control header."),
			attr("checksum_algorithm", str, "O", "Checksum to compute: CRC32, CRC32C, SHA1 or SHA256."),
			attr("checksum_crc32", str, "C", "CRC32 checksum."),
			attr("checksum_crc32c", str, "C", "CRC32C checksum."),
			attr("checksum_crc64nvme", str, "C", "CRC64NVME checksum."),
			attr("checksum_sha1", str, "C", "SHA-1 checksum."),
			attr("checksum_sha256", str, "C", "SHA-256 checksum."),
			attr("content", str, "O", "Content of the object, as UTF-8 text."),
			attr("content_base64", str, "O", "Content of the object, base64-encoded."),
			attr("content_disposition", str, "O", "Content-Disposition header."),
			attr("content_encoding", str, "O", "Content-Encoding header."),
			attr("content_language", str, "O", "Content-Language header."),
			attr("content_type", str, "OC", "Content-Type header."),
			attr("etag", str, "OC", "ETag: the MD5 of the content for plain uploads."),
			attr("force_destroy", boolean, "O", "Delete the object even when Object Lock protects it."),
			idAttr(),
			attr("key", str, "RF", "Key (path) of the object."),
			attr("kms_key_id", str, "OC", "KMS key encrypting the object."),
			attr("metadata", strMap, "O", "User metadata (x-amz-meta-*)."),
			attr("object_lock_legal_hold_status", str, "O", "Legal hold: ON or OFF."),
			attr("object_lock_mode", str, "O", "Retention mode: GOVERNANCE or COMPLIANCE."),
			attr("object_lock_retain_until_date", str, "O", "End of retention (RFC 3339)."),
			list("override_provider", 1, "", "Provider settings to ignore for this object.",
				list("default_tags", 1, "", "Default tags override.",
					attr("tags", strMap, "O", "Default tags to use instead (empty to use none)."),
				),
			),
			attr("server_side_encryption", str, "OC", "AES256, aws:kms or aws:kms:dsse."),
			attr("source", str, "O", "Path of a file to upload."),
			attr("source_hash", str, "O", "Hash of the source file, to trigger updates."),
			attr("storage_class", str, "OC", "Storage class, STANDARD by default."),
			tags(),
			attr("version_id", str, "C", "Version id of the object in a versioned bucket."),
			attr("website_redirect", str, "O", "Where a website request for the object redirects."),
		}
	}
}
