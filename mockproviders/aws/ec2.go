package aws

import (
	"crypto/sha1"
	"encoding/hex"
	"regexp"
	"strconv"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// ec2Resources are the EC2 compute types.
func ec2Resources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_instance":          instance(),
		"aws_launch_template":   launchTemplate(),
		"aws_key_pair":          keyPair(),
		"aws_ebs_volume":        ebsVolume(),
		"aws_volume_attachment": volumeAttachment(),
	}
}

// userDataHash is how aws_instance stores user_data: the SHA-1 of the
// script, in hex.
func userDataHash(v string) string {
	sum := sha1.Sum([]byte(v))
	return hex.EncodeToString(sum[:])
}

// graviton matches the instance families of Graviton processors.
var graviton = regexp.MustCompile(`^[a-z]+[0-9]+g[a-z]*$`)

// cpuShape returns the cores and threads per core of an instance type.
func cpuShape(instanceType string) (cores, threads int) {
	family, size, _ := strings.Cut(instanceType, ".")
	vcpus := map[string]int{"nano": 2, "micro": 2, "small": 2, "medium": 2, "large": 2, "xlarge": 4, "metal": 96}[size]
	if strings.HasSuffix(size, "xlarge") && size != "xlarge" {
		k, err := strconv.Atoi(strings.TrimSuffix(size, "xlarge"))
		if err == nil {
			vcpus = 4 * k
		}
	}
	if vcpus == 0 {
		vcpus = 2
	}
	switch {
	case strings.HasPrefix(family, "t2") || strings.HasPrefix(family, "t1"):
		cores := map[string]int{"nano": 1, "micro": 1, "small": 1, "medium": 2, "large": 2, "xlarge": 4, "2xlarge": 8}[size]
		if cores == 0 {
			cores = 1
		}
		return cores, 1
	case graviton.MatchString(family):
		// Graviton families (t4g, m6g, c7gn…) have one thread per core.
		return vcpus, 1
	}
	return vcpus / 2, 2
}

// blockDeviceFields are the arguments shared by root and EBS devices.
func blockDeviceFields(root bool) []field {
	fn := "F"
	if root {
		fn = ""
	}
	return []field{
		attr("delete_on_termination", boolean, "O"+fn, "Delete the volume when the instance terminates (true by default)."),
		attr("encrypted", boolean, "OCF", "Encrypt the volume."),
		attr("iops", num, "OC"+fn, "Provisioned IOPS (io1, io2 and gp3 volumes)."),
		attr("kms_key_id", str, "OCF", "KMS key encrypting the volume."),
		attr("tags", strMap, "O", "Tags of the volume."),
		attr("tags_all", strMap, "C", "Tags of the volume, default tags included."),
		attr("throughput", num, "OC"+fn, "Throughput in MiB/s (gp3 volumes)."),
		attr("volume_id", str, "C", "Id of the volume."),
		attr("volume_size", num, "OC"+fn, "Size of the volume in GiB."),
		attr("volume_type", str, "OC"+fn, "Volume type: gp2, gp3, io1, io2, sc1, st1 or standard."),
	}
}

func instance() *mock.Resource {
	r := &res{version: 1, desc: "An EC2 instance: a virtual machine."}
	r.schemaKey = "instance" // its schema: ec2_schema.go
	r.oneOf = [][]string{{"ami", "launch_template"}, {"instance_type", "launch_template"}}
	r.defaults = map[string]cty.Value{
		"get_password_data":                       cty.False,
		"source_dest_check":                       cty.True,
		"user_data_replace_on_change":             cty.False,
		"launch_template.version":                 s("$Default"),
		"root_block_device.delete_on_termination": cty.True,
		"ebs_block_device.delete_on_termination":  cty.True,
		"network_interface.delete_on_termination": cty.False,
		"network_interface.network_card_index":    cty.Zero,
	}
	place := func(g *mock.Gen) (cidr, az string, public bool, subnetID string) {
		subnetID = asString(g.Attr("subnet_id"))
		c, z, p := placement(g, subnetID)
		if subnetID == "" {
			subnetID = defaultSubnetID(g.Ctx, zoneIndex(regionOf(g), z))
		}
		if v := g.Attr("associate_public_ip_address"); v.IsKnown() && !v.IsNull() {
			p = v.True()
		}
		return c.String(), z, p, subnetID
	}
	instanceType := func(g *mock.Gen) string {
		if t := asString(g.Attr("instance_type")); t != "" {
			return t
		}
		return "t3.micro"
	}
	rootVolume := func(g *mock.Gen) string {
		if t := asString(g.Attr("volume_type")); t != "" {
			return t
		}
		return "gp3"
	}
	r.gens = map[string]mock.Generator{
		"id":                          hexID("i"),
		"arn":                         r.ec2ARN("instance"),
		"ami":                         func(g *mock.Gen) cty.Value { return s(awsID(g, "ami")) },
		"instance_type":               func(g *mock.Gen) cty.Value { return s(instanceType(g)) },
		"availability_zone":           func(g *mock.Gen) cty.Value { _, az, _, _ := place(g); return s(az) },
		"subnet_id":                   func(g *mock.Gen) cty.Value { _, _, _, id := place(g); return s(id) },
		"associate_public_ip_address": func(g *mock.Gen) cty.Value { _, _, p, _ := place(g); return b(p) },
		"private_ip": func(g *mock.Gen) cty.Value {
			c, _, _, _ := place(g)
			cidr, _ := parseCIDR(c)
			return s(hostIn(g, cidr))
		},
		"public_ip": func(g *mock.Gen) cty.Value {
			if _, _, p, _ := place(g); p {
				return s(publicIP(g))
			}
			return s("")
		},
		"private_dns":                  func(g *mock.Gen) cty.Value { return s(privateDNS(regionOf(g), r.refStr(g, "private_ip"))) },
		"public_dns":                   func(g *mock.Gen) cty.Value { return s(publicDNS(regionOf(g), r.refStr(g, "public_ip"))) },
		"primary_network_interface_id": hexID("eni"),
		"vpc_security_group_ids": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("subnet_id")) == "" {
				return cty.SetVal([]cty.Value{s(stableID(g.Ctx, "sg", "default-sg"))})
			}
			return cty.SetVal([]cty.Value{s(awsID(g, "sg"))})
		},
		"instance_state":                       fixed(s("running")),
		"tenancy":                              fixed(s("default")),
		"instance_initiated_shutdown_behavior": fixed(s("stop")),
		"cpu_core_count": func(g *mock.Gen) cty.Value {
			c, _ := cpuShape(instanceType(g))
			return n(c)
		},
		"cpu_threads_per_core": func(g *mock.Gen) cty.Value {
			_, t := cpuShape(instanceType(g))
			return n(t)
		},
		"cpu_options": func(g *mock.Gen) cty.Value {
			c, t := cpuShape(instanceType(g))
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"amd_sev_snp": s(""), "core_count": n(c), "threads_per_core": n(t),
			})})
		},
		"capacity_reservation_specification": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"capacity_reservation_preference": s("open"),
			"capacity_reservation_target": cty.ListValEmpty(cty.Object(map[string]cty.Type{
				"capacity_reservation_id": cty.String, "capacity_reservation_resource_group_arn": cty.String,
			})),
		})})),
		"enclave_options":     fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"enabled": cty.False})})),
		"maintenance_options": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"auto_recovery": s("default")})})),
		"metadata_options": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"http_endpoint": s("enabled"), "http_protocol_ipv6": s("disabled"), "http_put_response_hop_limit": n(2),
			"http_tokens": s("required"), "instance_metadata_tags": s("disabled"),
		})})),
		"metadata_options.http_endpoint":               fixed(s("enabled")),
		"metadata_options.http_protocol_ipv6":          fixed(s("disabled")),
		"metadata_options.http_put_response_hop_limit": fixed(n(2)),
		"metadata_options.http_tokens":                 fixed(s("required")),
		"metadata_options.instance_metadata_tags":      fixed(s("disabled")),
		"private_dns_name_options": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"enable_resource_name_dns_a_record": cty.False, "enable_resource_name_dns_aaaa_record": cty.False, "hostname_type": s("ip-name"),
		})})),
		"root_block_device": func(g *mock.Gen) cty.Value {
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"delete_on_termination": cty.True, "device_name": s("/dev/xvda"), "encrypted": cty.False,
				"iops": n(3000), "kms_key_id": s(""), "tags": cty.NullVal(strMap), "tags_all": cty.MapValEmpty(cty.String),
				"throughput": n(125), "volume_id": s(awsID(g, "vol")), "volume_size": n(8), "volume_type": s("gp3"),
			})})
		},
		"root_block_device.device_name": fixed(s("/dev/xvda")),
		"root_block_device.volume_id":   hexID("vol"),
		"root_block_device.volume_type": fixed(s("gp3")),
		"root_block_device.volume_size": fixed(n(8)),
		"root_block_device.iops": func(g *mock.Gen) cty.Value {
			return n(volumeIOPS(rootVolume(g), asInt(refIn(r.gens, g, "volume_size"), 8)))
		},
		"root_block_device.throughput": func(g *mock.Gen) cty.Value { return n(volumeThroughput(rootVolume(g))) },
		"root_block_device.tags_all":   func(g *mock.Gen) cty.Value { return mapOrEmpty(g.Attr("tags")) },
		"ebs_block_device.volume_id":   hexID("vol"),
		"ebs_block_device.volume_type": fixed(s("gp2")),
		"ebs_block_device.volume_size": fixed(n(8)),
		"ebs_block_device.iops": func(g *mock.Gen) cty.Value {
			return n(volumeIOPS(asString(refIn(r.gens, g, "volume_type")), asInt(refIn(r.gens, g, "volume_size"), 8)))
		},
		"ebs_block_device.throughput": func(g *mock.Gen) cty.Value {
			return n(volumeThroughput(asString(refIn(r.gens, g, "volume_type"))))
		},
		"ebs_block_device.tags_all": func(g *mock.Gen) cty.Value { return mapOrEmpty(g.Attr("tags")) },
	}
	r.plan = func(p *planCtx) cty.Value {
		ud := getAttr(p.Config, "user_data")
		if ud.IsKnown() && !ud.IsNull() {
			if v := ud.AsString(); v != "" && !isUserDataHash(v) {
				return setAttrs(p.Planned, map[string]cty.Value{"user_data": s(userDataHash(v))})
			}
		}
		return p.Planned
	}
	r.replaceIf = func(p *planCtx) []cty.Path {
		if !asBool(getAttr(p.Planned, "user_data_replace_on_change")) {
			return nil
		}
		var ret []cty.Path
		for _, k := range []string{"user_data", "user_data_base64"} {
			if !getAttr(p.Planned, k).RawEquals(getAttr(p.Prior, k)) {
				ret = append(ret, cty.GetAttrPath(k))
			}
		}
		return ret
	}
	return r.build()
}

// isUserDataHash reports whether v looks like a stored user_data hash.
func isUserDataHash(v string) bool {
	if len(v) != 40 {
		return false
	}
	_, err := hex.DecodeString(v)
	return err == nil
}

// volumeIOPS is the baseline IOPS of a volume.
func volumeIOPS(volumeType string, size int) int {
	switch volumeType {
	case "gp3":
		return 3000
	case "gp2":
		return max(100, min(16000, 3*size))
	case "io1", "io2":
		return 100
	}
	return 0
}

// volumeThroughput is the baseline throughput of a volume in MiB/s.
func volumeThroughput(volumeType string) int {
	if volumeType == "gp3" {
		return 125
	}
	return 0
}

// mapOrEmpty returns a known map, or an empty map of strings.
func mapOrEmpty(v cty.Value) cty.Value {
	if v.IsKnown() && !v.IsNull() && v.Type().IsMapType() {
		return v
	}
	return cty.MapValEmpty(cty.String)
}
