//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of compute_disk.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["computeDisk"] = func() *configschema.Block {
		return resourceBlock("A zonal persistent disk.", merge(attrs{
			"id":                          attr(str, "oc", "projects/PROJECT/zones/ZONE/disks/NAME."),
			"name":                        attr(str, "rf", "Disk name."),
			"zone":                        attr(str, "ocf", "Zone of the disk; the provider's by default."),
			"project":                     attr(str, "ocf", "Project of the disk; the provider's by default."),
			"description":                 attr(str, "of", "Free-form description."),
			"size":                        attr(num, "oc", "Size in GB; it can only grow in place."),
			"type":                        attr(str, "of", "Disk type: pd-standard (the default), pd-balanced, pd-ssd, hyperdisk-..."),
			"image":                       attr(str, "of", "Image the disk is created from."),
			"snapshot":                    attr(str, "of", "Snapshot the disk is created from."),
			"source_disk":                 attr(str, "of", "Disk the disk is cloned from."),
			"physical_block_size_bytes":   attr(num, "ocf", "Physical block size: 4096 or 16384."),
			"provisioned_iops":            attr(num, "oc", "IOPS of extreme and hyperdisk disks."),
			"provisioned_throughput":      attr(num, "oc", "Throughput of hyperdisks, MB/s."),
			"access_mode":                 attr(str, "oc", "READ_WRITE_SINGLE, READ_WRITE_MANY or READ_ONLY_MANY."),
			"architecture":                attr(str, "ocf", "X86_64 or ARM64."),
			"licenses":                    attr(strList, "ocf", "Licenses of the disk."),
			"enable_confidential_compute": attr(boolean, "ocf", "Encrypt with confidential compute keys."),
			"label_fingerprint":           attr(str, "c", "Fingerprint of the labels."),
			"creation_timestamp":          attr(str, "c", "Creation time, RFC 3339."),
			"last_attach_timestamp":       attr(str, "c", "Time the disk was last attached."),
			"last_detach_timestamp":       attr(str, "c", "Time the disk was last detached."),
			"users":                       attr(strList, "c", "Self links of the instances using the disk."),
			"source_image_id":             attr(str, "c", "Id of the image the disk was created from."),
			"source_snapshot_id":          attr(str, "c", "Id of the snapshot the disk was created from."),
			"disk_id":                     attr(str, "c", "Numeric identifier of the disk."),
			"self_link":                   attr(str, "c", "URI of the disk."),
		}, labelAttrs("disk")), blocks{
			"disk_encryption_key": forceNew(list(0, 1, "Customer-supplied or Cloud KMS encryption key.", attrs{
				"raw_key":                 attr(str, "os", "Customer-supplied key, base64."),
				"rsa_encrypted_key":       attr(str, "os", "RSA-wrapped customer-supplied key, base64."),
				"kms_key_self_link":       attr(str, "o", "Cloud KMS key encrypting the disk."),
				"kms_key_service_account": attr(str, "o", "Service account used to reach the key."),
				"sha256":                  attr(str, "c", "SHA-256 of the customer-supplied key."),
			}, nil)),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
}
