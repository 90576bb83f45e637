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
	r.schemaKey = "keyPair" // its schema: ebs_schema.go
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
	r.schemaKey = "ebsVolume" // its schema: ebs_schema.go
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
	r.schemaKey = "volumeAttachment" // its schema: ebs_schema.go
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			key := asString(g.Attr("device_name")) + "-" + asString(g.Attr("instance_id")) + "-" + asString(g.Attr("volume_id"))
			return s("vai-" + strconv.Itoa(hashcode(key)))
		},
	}
	return r.build()
}
