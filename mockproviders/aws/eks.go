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
	r.fields = []field{
		list("access_config", 1, "C", "How IAM principals authenticate to the cluster.",
			attr("authentication_mode", str, "OC", "CONFIG_MAP, API or API_AND_CONFIG_MAP."),
			attr("bootstrap_cluster_creator_admin_permissions", boolean, "OCF", "Make the creator a cluster admin."),
		),
		arnAttr(),
		attr("bootstrap_self_managed_addons", boolean, "OF", "Install the default networking add-ons."),
		attr("certificate_authority", objectListType("data"), "C", "Certificate authority of the API server (base64 PEM in data)."),
		attr("cluster_id", str, "C", "Id of a cluster on an Outpost."),
		attr("created_at", str, "C", "When the cluster was created."),
		attr("enabled_cluster_log_types", strSet, "O", "Control plane logs to send to CloudWatch."),
		list("encryption_config", 1, "", "Envelope encryption of Kubernetes secrets.",
			list("provider", 1, "R", "The KMS key.",
				attr("key_arn", str, "R", "ARN of the KMS key."),
			),
			attr("resources", strSet, "R", "What to encrypt: secrets."),
		),
		attr("endpoint", str, "C", "URL of the Kubernetes API server."),
		idAttr(),
		attr("identity", cty.List(cty.Object(map[string]cty.Type{"oidc": objectListType("issuer")})), "C", "OIDC identity provider of the cluster."),
		list("kubernetes_network_config", 1, "C", "Kubernetes networking.",
			attr("ip_family", str, "OCF", "ipv4 or ipv6."),
			attr("service_ipv4_cidr", str, "OCF", "CIDR block of Kubernetes services."),
			attr("service_ipv6_cidr", str, "C", "IPv6 CIDR block of Kubernetes services."),
		),
		attr("name", str, "RF", "Name of the cluster."),
		attr("platform_version", str, "C", "EKS platform version."),
		attr("role_arn", str, "RF", "Role the control plane uses."),
		attr("status", str, "C", "Status of the cluster."),
		tags(),
		timeouts("create", "update", "delete"),
		list("upgrade_policy", 1, "C", "Support policy.",
			attr("support_type", str, "OC", "STANDARD or EXTENDED."),
		),
		attr("version", str, "OC", "Kubernetes version, e.g. 1.31."),
		list("vpc_config", 1, "R", "Networking of the control plane.",
			attr("cluster_security_group_id", str, "C", "Security group EKS created for the cluster."),
			attr("endpoint_private_access", boolean, "O", "Reach the API server from inside the VPC."),
			attr("endpoint_public_access", boolean, "O", "Reach the API server from the internet (true by default)."),
			attr("public_access_cidrs", strSet, "OC", "Who may reach the public endpoint."),
			attr("security_group_ids", strSet, "O", "Extra security groups of the control plane interfaces."),
			attr("subnet_ids", strSet, "R", "Subnets of the control plane interfaces (two zones at least)."),
			attr("vpc_id", str, "C", "VPC of the cluster."),
		),
		list("zonal_shift_config", 1, "", "Zonal shift.",
			attr("enabled", boolean, "O", "Enable zonal shift."),
		),
	}
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
	r.fields = []field{
		attr("ami_type", str, "OCF", "AMI family of the nodes, e.g. AL2023_x86_64_STANDARD."),
		arnAttr(),
		attr("capacity_type", str, "OCF", "ON_DEMAND or SPOT."),
		attr("cluster_name", str, "RF", "Cluster the nodes join."),
		attr("disk_size", num, "OCF", "Root disk size in GiB."),
		attr("force_update_version", boolean, "O", "Update even when pods cannot be drained."),
		idAttr(),
		attr("instance_types", strList, "OCF", "Instance types of the nodes."),
		attr("labels", strMap, "O", "Kubernetes labels of the nodes."),
		list("launch_template", 1, "", "Launch template of the nodes.",
			attr("id", str, "OCF", "Id of the launch template."),
			attr("name", str, "OCF", "Name of the launch template."),
			attr("version", str, "R", "Version of the launch template."),
		),
		attr("node_group_name", str, "OCF", "Name of the node group; generated when unset."),
		attr("node_group_name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("node_role_arn", str, "RF", "Role of the nodes."),
		attr("release_version", str, "OC", "AMI release version of the nodes."),
		list("remote_access", 1, "F", "SSH access to the nodes.",
			attr("ec2_ssh_key", str, "OF", "Key pair name."),
			attr("source_security_group_ids", strSet, "OF", "Security groups allowed to connect."),
		),
		attr("resources", cty.List(cty.Object(map[string]cty.Type{
			"autoscaling_groups":              objectListType("name"),
			"remote_access_security_group_id": cty.String,
		})), "C", "Resources EKS created for the group."),
		list("scaling_config", 1, "R", "Size of the group.",
			attr("desired_size", num, "R", "How many nodes should run."),
			attr("max_size", num, "R", "Largest number of nodes."),
			attr("min_size", num, "R", "Smallest number of nodes."),
		),
		attr("status", str, "C", "Status of the group."),
		attr("subnet_ids", strSet, "RF", "Subnets of the nodes."),
		tags(),
		set("taint", "", "A Kubernetes taint of the nodes.",
			attr("effect", str, "R", "NO_SCHEDULE, NO_EXECUTE or PREFER_NO_SCHEDULE."),
			attr("key", str, "R", "Taint key."),
			attr("value", str, "O", "Taint value."),
		),
		timeouts("create", "update", "delete"),
		list("update_config", 1, "C", "How many nodes may be down during an update.",
			attr("max_unavailable", num, "O", "Node count."),
			attr("max_unavailable_percentage", num, "O", "Node percentage."),
		),
		attr("version", str, "OC", "Kubernetes version of the nodes."),
	}
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
