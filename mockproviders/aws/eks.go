package aws

import (
	"encoding/base64"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// eksResources are the EKS Kubernetes types.
func eksResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_eks_cluster":    eksCluster(),
		"aws_eks_node_group": eksNodeGroup(),
	}
}

// eksVersion is the Kubernetes version of a cluster that names none.
const eksVersion = "1.31"

// fakeCertificate returns a base64 PEM block shaped like a cluster CA
// certificate (it does not parse as one).
func fakeCertificate(g *mock.Gen) string {
	body := base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x82, 0x03, 0x05}, g.Bytes(700)...))
	var lines []string
	for len(body) > 64 {
		lines = append(lines, body[:64])
		body = body[64:]
	}
	lines = append(lines, body)
	pem := "-----BEGIN CERTIFICATE-----\n" + strings.Join(lines, "\n") + "\n-----END CERTIFICATE-----\n"
	return base64.StdEncoding.EncodeToString([]byte(pem))
}

func eksCluster() *mock.Resource {
	r := &res{desc: "An EKS cluster: a managed Kubernetes control plane."}
	r.schemaKey = "eksCluster" // its schema: eks_schema.go
	r.defaults = map[string]cty.Value{
		"bootstrap_self_managed_addons":      cty.True,
		"vpc_config.endpoint_private_access": cty.False,
		"vpc_config.endpoint_public_access":  cty.True,
	}
	r.gens = map[string]mock.Generator{
		"id":  func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn": func(g *mock.Gen) cty.Value { return arn(g, "eks", "cluster/"+asString(g.Attr("name"))) },
		"endpoint": func(g *mock.Gen) cty.Value {
			reg := regionOf(g)
			return s("https://" + strings.ToUpper(g.Hex(32)) + ".gr7." + reg + ".eks." + dnsSuffix(reg))
		},
		"certificate_authority": func(g *mock.Gen) cty.Value {
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"data": s(fakeCertificate(g))})})
		},
		"identity": func(g *mock.Gen) cty.Value {
			reg := regionOf(g)
			issuer := "https://oidc.eks." + reg + "." + dnsSuffix(reg) + "/id/" + strings.ToUpper(g.Hex(32))
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"oidc": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"issuer": s(issuer)})}),
			})})
		},
		"created_at":       rfc3339,
		"platform_version": fixed(s("eks.12")),
		"status":           fixed(s("ACTIVE")),
		"version":          fixed(s(eksVersion)),
		"access_config": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"authentication_mode": s("CONFIG_MAP"), "bootstrap_cluster_creator_admin_permissions": cty.True,
		})})),
		"access_config.authentication_mode":                         fixed(s("CONFIG_MAP")),
		"access_config.bootstrap_cluster_creator_admin_permissions": fixed(cty.True),
		"kubernetes_network_config": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"ip_family": s("ipv4"), "service_ipv4_cidr": s("172.20.0.0/16"), "service_ipv6_cidr": s(""),
		})})),
		"kubernetes_network_config.ip_family":         fixed(s("ipv4")),
		"kubernetes_network_config.service_ipv4_cidr": fixed(s("172.20.0.0/16")),
		"upgrade_policy":                       fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"support_type": s("EXTENDED")})})),
		"vpc_config.cluster_security_group_id": hexID("sg"),
		"vpc_config.vpc_id":                    hexID("vpc"),
		"vpc_config.public_access_cidrs":       fixed(cty.SetVal([]cty.Value{s("0.0.0.0/0")})),
	}
	return r.build()
}

func eksNodeGroup() *mock.Resource {
	r := &res{desc: "An EKS managed node group: EC2 worker nodes of a cluster."}
	r.schemaKey = "eksNodeGroup" // its schema: eks_schema.go
	r.conflicts = [][2]string{{"node_group_name", "node_group_name_prefix"}}
	r.gens = map[string]mock.Generator{
		"node_group_name": func(g *mock.Gen) cty.Value {
			prefix := "terraform-"
			if p := asString(g.Attr("node_group_name_prefix")); p != "" {
				prefix = p
			}
			return s(prefix + uniqueSuffix(g))
		},
		"node_group_name_prefix": fixed(s("")),
		"id": func(g *mock.Gen) cty.Value {
			return s(asString(g.Attr("cluster_name")) + ":" + r.refStr(g, "node_group_name"))
		},
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "eks", "nodegroup/"+asString(g.Attr("cluster_name"))+"/"+r.refStr(g, "node_group_name")+"/"+g.UUID())
		},
		"ami_type":        fixed(s("AL2023_x86_64_STANDARD")),
		"capacity_type":   fixed(s("ON_DEMAND")),
		"disk_size":       fixed(n(20)),
		"instance_types":  fixed(strs("t3.medium")),
		"release_version": fixed(s("1.31.3-20250103")),
		"status":          fixed(s("ACTIVE")),
		"version":         fixed(s(eksVersion)),
		"resources": func(g *mock.Gen) cty.Value {
			asg := "eks-" + r.refStr(g, "node_group_name") + "-" + g.UUID()[:36]
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"autoscaling_groups":              cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"name": s(asg)})}),
				"remote_access_security_group_id": s(""),
			})})
		},
		"update_config": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"max_unavailable": n(1), "max_unavailable_percentage": n(0),
		})})),
	}
	return r.build()
}
