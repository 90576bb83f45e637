package aws

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func keyPair() *mock.Resource {
	r := &res{version: 1, desc: "A key pair: the public half of an SSH key, for logging in to instances."}
	r.fields = []field{
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
	r.conflicts = [][2]string{{"key_name", "key_name_prefix"}}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return r.ref(g, "key_name") },
		"key_name": func(g *mock.Gen) cty.Value {
			prefix := "terraform-"
			if p := asString(g.Attr("key_name_prefix")); p != "" {
				prefix = p
			}
			return s(prefix + uniqueSuffix(g))
		},
		"key_name_prefix": fixed(s("")),
		"key_pair_id":     hexID("key"),
		"arn":             func(g *mock.Gen) cty.Value { return arn(g, "ec2", "key-pair/"+r.refStr(g, "key_name")) },
		"create_time":     rfc3339,
		"key_type": func(g *mock.Gen) cty.Value {
			if strings.HasPrefix(asString(g.Attr("public_key")), "ssh-ed25519") {
				return s("ed25519")
			}
			return s("rsa")
		},
		"fingerprint": func(g *mock.Gen) cty.Value {
			bs := g.Bytes(16)
			parts := make([]string, len(bs))
			for i, x := range bs {
				parts[i] = fmt.Sprintf("%02x", x)
			}
			return s(strings.Join(parts, ":"))
		},
	}
	return r.build()
}

func ebsVolume() *mock.Resource {
	r := &res{desc: "An EBS volume: a block storage disk in one availability zone."}
	r.fields = []field{
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
	r.oneOf = [][]string{{"size", "snapshot_id"}}
	r.defaults = map[string]cty.Value{"final_snapshot": cty.False}
	volType := func(g *mock.Gen) string {
		if t := asString(g.Attr("type")); t != "" {
			return t
		}
		return "gp3"
	}
	r.gens = map[string]mock.Generator{
		"id":          hexID("vol"),
		"arn":         func(g *mock.Gen) cty.Value { return arn(g, "ec2", "volume/"+r.refStr(g, "id")) },
		"create_time": rfc3339,
		"type":        func(g *mock.Gen) cty.Value { return s(volType(g)) },
		"size":        fixed(n(8)),
		"iops": func(g *mock.Gen) cty.Value {
			return n(volumeIOPS(volType(g), asInt(r.ref(g, "size"), 8)))
		},
		"throughput": func(g *mock.Gen) cty.Value { return n(volumeThroughput(volType(g))) },
	}
	return r.build()
}

func volumeAttachment() *mock.Resource {
	r := &res{desc: "Attaches an EBS volume to an instance."}
	r.fields = []field{
		attr("device_name", str, "RF", "Device name the instance sees, e.g. /dev/sdh."),
		attr("force_detach", boolean, "O", "Force the volume off the instance on destroy."),
		idAttr(),
		attr("instance_id", str, "RF", "Instance to attach to."),
		attr("skip_destroy", boolean, "O", "Leave the volume attached on destroy."),
		attr("stop_instance_before_detaching", boolean, "O", "Stop the instance before detaching."),
		timeouts("create", "delete"),
		attr("volume_id", str, "RF", "Volume to attach."),
	}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			key := asString(g.Attr("device_name")) + "-" + asString(g.Attr("instance_id")) + "-" + asString(g.Attr("volume_id"))
			return s("vai-" + strconv.Itoa(hashcode(key)))
		},
	}
	return r.build()
}
