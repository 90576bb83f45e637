//go:build schemagen

package aws

import (
	"github.com/zclconf/go-cty/cty"
)

// The schemas of data_ami.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["amiData"] = func() []field {
		return []field{
			attr("architecture", str, "C", "x86_64 or arm64."),
			arnAttr(),
			attr("block_device_mappings", cty.Set(cty.Object(map[string]cty.Type{
				"device_name": cty.String, "ebs": cty.Map(cty.String), "no_device": cty.String, "virtual_name": cty.String,
			})), "C", "Block devices of the image."),
			attr("boot_mode", str, "C", "legacy-bios, uefi or uefi-preferred."),
			attr("creation_date", str, "C", "When the image was created."),
			attr("deprecation_time", str, "C", "When the image is deprecated."),
			attr("description", str, "C", "Description of the image."),
			attr("ena_support", boolean, "C", "Whether enhanced networking is enabled."),
			attr("executable_users", strList, "O", "Only images these accounts may launch (self for yours)."),
			filterBlock(),
			attr("hypervisor", str, "C", "Hypervisor of the image."),
			attr("id", str, "C", "Id of the image."),
			attr("image_id", str, "C", "Id of the image."),
			attr("image_location", str, "C", "Location of the image (OWNER/NAME)."),
			attr("image_owner_alias", str, "C", "Alias of the owner (amazon…)."),
			attr("image_type", str, "C", "machine, kernel or ramdisk."),
			attr("imds_support", str, "C", "v2.0 when instances require IMDSv2."),
			attr("include_deprecated", boolean, "O", "Also search deprecated images."),
			attr("kernel_id", str, "C", "Kernel of the image."),
			attr("last_launched_time", str, "C", "When an instance was last launched from it."),
			attr("most_recent", boolean, "O", "Take the newest image when several match."),
			attr("name", str, "C", "Name of the image."),
			attr("name_regex", str, "O", "Regular expression the name must match."),
			attr("owner_id", str, "C", "Account that owns the image."),
			attr("owners", strList, "O", "Owners to search: account ids, self, amazon, aws-marketplace…"),
			attr("platform", str, "C", "windows for Windows images."),
			attr("platform_details", str, "C", "Platform of the image, e.g. Linux/UNIX."),
			attr("product_codes", cty.Set(cty.Object(map[string]cty.Type{"product_code_id": cty.String, "product_code_type": cty.String})), "C", "Product codes."),
			attr("public", boolean, "C", "Whether anyone may launch the image."),
			attr("ramdisk_id", str, "C", "RAM disk of the image."),
			attr("root_device_name", str, "C", "Device name of the root volume."),
			attr("root_device_type", str, "C", "ebs or instance-store."),
			attr("root_snapshot_id", str, "C", "Snapshot of the root volume."),
			attr("sriov_net_support", str, "C", "simple when SR-IOV networking is enabled."),
			attr("state", str, "C", "State of the image."),
			attr("state_reason", strMap, "C", "Reason of the last state change."),
			attr("tags", strMap, "OC", "Tags of the image."),
			timeouts("read"),
			attr("tpm_support", str, "C", "v2.0 when the image supports NitroTPM."),
			attr("usage_operation", str, "C", "Billing operation of the image."),
			attr("virtualization_type", str, "C", "hvm or paravirtual."),
		}
	}
}
