//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of data_sources.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["clientConfigData"] = func() *configschema.Block {
		return resourceBlock("The provider's project, region and zone, and an OAuth access token.", attrs{
			"id":             attr(str, "c", "projects/PROJECT/regions/REGION/zones/ZONE."),
			"project":        attr(str, "c", "The provider's project."),
			"region":         attr(str, "c", "The provider's region."),
			"zone":           attr(str, "c", "The provider's zone."),
			"access_token":   attr(str, "cs", "OAuth 2.0 access token of the provider's credentials."),
			"default_labels": attr(strMap, "c", "The provider's default labels."),
		}, nil)
	}
	schemaSources["projectData"] = func() *configschema.Block {
		return resourceBlock("A project: its number, name, organization and billing account.", attrs{
			"id":                  attr(str, "c", "projects/PROJECT."),
			"project_id":          attr(str, "oc", "Project id; the provider's by default."),
			"number":              attr(str, "c", "Project number."),
			"name":                attr(str, "c", "Display name."),
			"org_id":              attr(str, "c", "Organization of the project."),
			"folder_id":           attr(str, "c", "Folder of the project."),
			"billing_account":     attr(str, "c", "Billing account of the project."),
			"auto_create_network": attr(boolean, "c", "Whether the default network was created."),
			"deletion_policy":     attr(str, "c", "Deletion policy."),
			"labels":              attr(strMap, "c", "Labels of the project."),
			"effective_labels":    attr(strMap, "c", "Every label of the project."),
			"terraform_labels":    attr(strMap, "c", "Labels managed by Terraform."),
		}, nil)
	}
	schemaSources["computeZonesData"] = func() *configschema.Block {
		return resourceBlock("The zones of a region.", attrs{
			"id":      attr(str, "c", "projects/PROJECT/regions/REGION."),
			"project": attr(str, "oc", "Project; the provider's by default."),
			"region":  attr(str, "oc", "Region; the provider's by default."),
			"status":  attr(str, "o", "Only zones in this status: UP or DOWN."),
			"names":   attr(strList, "c", "Names of the zones."),
		}, nil)
	}
	schemaSources["computeImageData"] = func() *configschema.Block {
		return resourceBlock("A disk image, by name or by family (the family's newest image).", merge(attrs{
			"id":                                attr(str, "c", "projects/PROJECT/global/images/NAME."),
			"name":                              attr(str, "oc", "Image name."),
			"family":                            attr(str, "oc", "Image family."),
			"filter":                            attr(str, "o", "Filter expression over the images."),
			"most_recent":                       attr(boolean, "o", "Pick the newest image matching the filter."),
			"project":                           attr(str, "oc", "Project of the image (debian-cloud, ubuntu-os-cloud...)."),
			"self_link":                         attr(str, "c", "URI of the image."),
			"image_id":                          attr(str, "c", "Numeric id."),
			"archive_size_bytes":                attr(num, "c", "Size of the image archive."),
			"creation_timestamp":                attr(str, "c", "Creation time."),
			"description":                       attr(str, "c", "Description."),
			"disk_size_gb":                      attr(num, "c", "Size of disks made from it."),
			"image_encryption_key_sha256":       attr(str, "c", "SHA-256 of its customer-supplied key."),
			"label_fingerprint":                 attr(str, "c", "Fingerprint of the labels."),
			"licenses":                          attr(strList, "c", "Licenses of the image."),
			"source_disk":                       attr(str, "c", "Disk it was made from."),
			"source_disk_id":                    attr(str, "c", "Id of that disk."),
			"source_disk_encryption_key_sha256": attr(str, "c", "SHA-256 of that disk's key."),
			"source_image_id":                   attr(str, "c", "Image it was made from."),
			"status":                            attr(str, "c", "READY."),
			"labels":                            attr(strMap, "c", "Labels of the image."),
			"effective_labels":                  attr(strMap, "c", "Every label of the image."),
			"terraform_labels":                  attr(strMap, "c", "Labels managed by Terraform."),
		}), nil)
	}
	schemaSources["computeNetworkData"] = func() *configschema.Block {
		return resourceBlock("An existing VPC network.", attrs{
			"id":                     attr(str, "c", "projects/PROJECT/global/networks/NAME."),
			"name":                   attr(str, "r", "Network name."),
			"project":                attr(str, "oc", "Project; the provider's by default."),
			"description":            attr(str, "c", "Description."),
			"gateway_ipv4":           attr(str, "c", "Gateway address of legacy networks."),
			"internal_ipv6_range":    attr(str, "c", "Internal IPv6 range."),
			"network_id":             attr(str, "c", "Numeric id."),
			"self_link":              attr(str, "c", "URI of the network."),
			"subnetworks_self_links": attr(strList, "c", "Self links of its subnetworks."),
		}, nil)
	}
	schemaSources["serviceAccountData"] = func() *configschema.Block {
		return resourceBlock("An existing service account.", attrs{
			"id":           attr(str, "c", "projects/PROJECT/serviceAccounts/EMAIL."),
			"account_id":   attr(str, "r", "Account id, e-mail or unique id."),
			"project":      attr(str, "oc", "Project; the provider's by default."),
			"email":        attr(str, "c", "E-mail address."),
			"unique_id":    attr(str, "c", "Numeric unique id."),
			"name":         attr(str, "c", "Resource name."),
			"display_name": attr(str, "c", "Display name."),
			"member":       attr(str, "c", "serviceAccount:EMAIL."),
			"disabled":     attr(boolean, "c", "Whether it is disabled."),
		}, nil)
	}
}
