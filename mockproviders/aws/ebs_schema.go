//go:build schemagen

package aws

// The schemas of ebs.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["keyPair"] = func() []field {
		return []field{
			arnAttr(),
			attr("create_time", str, "C", "When the key pair was created."),
			attr("fingerprint", str, "C", "Fingerprint of the key."),
			idAttr(),
			attr("key_name", str, "OCF", "Name of the key pair; generated when unset."),
			attr("key_name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("key_pair_id", str, "C", "Id of the key pair."),
			attr("key_type", str, "C", "rsa or ed25519."),
			attr("public_key", str, "RF", "The public key, in OpenSSH format."),
			tags(),
		}
	}
	fieldSources["ebsVolume"] = func() []field {
		return []field{
			arnAttr(),
			attr("availability_zone", str, "RF", "Availability zone of the volume."),
			attr("create_time", str, "C", "When the volume was created."),
			attr("encrypted", boolean, "OCF", "Encrypt the volume."),
			attr("final_snapshot", boolean, "O", "Take a snapshot before deleting the volume."),
			idAttr(),
			attr("iops", num, "OC", "Provisioned IOPS (io1, io2, gp3)."),
			attr("kms_key_id", str, "OCF", "KMS key encrypting the volume."),
			attr("multi_attach_enabled", boolean, "O", "Allow attaching to several instances (io1, io2)."),
			attr("outpost_arn", str, "OF", "Outpost to create the volume on."),
			attr("size", num, "OC", "Size in GiB."),
			attr("snapshot_id", str, "OCF", "Snapshot to create the volume from."),
			tags(),
			attr("throughput", num, "OC", "Throughput in MiB/s (gp3)."),
			timeouts("create", "update", "delete"),
			attr("type", str, "OC", "Volume type: gp2, gp3 (default), io1, io2, sc1, st1 or standard."),
		}
	}
	fieldSources["volumeAttachment"] = func() []field {
		return []field{
			attr("device_name", str, "RF", "Device name the instance sees, e.g. /dev/sdh."),
			attr("force_detach", boolean, "O", "Force the volume off the instance on destroy."),
			idAttr(),
			attr("instance_id", str, "RF", "Instance to attach to."),
			attr("skip_destroy", boolean, "O", "Leave the volume attached on destroy."),
			attr("stop_instance_before_detaching", boolean, "O", "Stop the instance before detaching."),
			timeouts("create", "delete"),
			attr("volume_id", str, "RF", "Volume to attach."),
		}
	}
}
