package azurerm

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// aksVersion is the Kubernetes version new AKS clusters run.
const aksVersion = "1.30.6"

// kubeConfigType is the type of kube_config and kube_admin_config.
var kubeConfigType = cty.List(cty.Object(map[string]cty.Type{
	"host": cty.String, "username": cty.String, "password": cty.String,
	"client_certificate": cty.String, "client_key": cty.String, "cluster_ca_certificate": cty.String,
}))

// kubernetesCluster is azurerm_kubernetes_cluster.
func kubernetesCluster() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("kubernetesCluster"),
		Defaults: map[string]cty.Value{
			"node_os_upgrade_channel":                   sv("NodeImage"),
			"sku_tier":                                  sv("Free"),
			"support_plan":                              sv("KubernetesOfficial"),
			"private_cluster_enabled":                   cty.False,
			"role_based_access_control_enabled":         cty.True,
			"local_account_disabled":                    cty.False,
			"oidc_issuer_enabled":                       cty.False,
			"workload_identity_enabled":                 cty.False,
			"run_command_enabled":                       cty.True,
			"image_cleaner_enabled":                     cty.False,
			"image_cleaner_interval_hours":              cty.NumberIntVal(168),
			"cost_analysis_enabled":                     cty.False,
			"default_node_pool.os_disk_type":            sv("Managed"),
			"default_node_pool.type":                    sv("VirtualMachineScaleSets"),
			"default_node_pool.scale_down_mode":         sv("Delete"),
			"default_node_pool.auto_scaling_enabled":    cty.False,
			"default_node_pool.node_public_ip_enabled":  cty.False,
			"default_node_pool.host_encryption_enabled": cty.False,
			"default_node_pool.ultra_ssd_enabled":       cty.False,
			"default_node_pool.fips_enabled":            cty.False,
			"network_profile.outbound_type":             sv("loadBalancer"),
			"network_profile.load_balancer_sku":         sv("standard"),
		},
		Generators: merge3(map[string]mock.Generator{
			"id":                         gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.ContainerService/managedClusters") }),
			"kubernetes_version":         fixed(aksVersion),
			"current_kubernetes_version": gen(func(g *mock.Gen) string { return clusterVersion(g) }),
			"node_resource_group":        gen(nodeResourceGroup),
			"node_resource_group_id":     gen(func(g *mock.Gen) string { return groupID(g.Ctx, nodeResourceGroup(g)) }),
			"private_dns_zone_id":        fixed(""),
			"fqdn":                       gen(aksFQDN),
			"private_fqdn":               fixed(""),
			"portal_fqdn": gen(func(g *mock.Gen) string {
				return strings.Replace(aksFQDN(g), ".hcp.", ".portal.hcp.", 1)
			}),
			"oidc_issuer_url": gen(func(g *mock.Gen) string {
				if v := getAttr(g.Object, "oidc_issuer_enabled"); usable(v) && v.True() {
					return fmt.Sprintf("https://%s.oic.prod-aks.azure.com/%s/%s/", attrOf(g, "location"), tenantOf(g.Ctx), sub(g, "oidc").UUID())
				}
				return ""
			}),
			"http_application_routing_zone_name":     fixed(""),
			"kube_config":                            func(g *mock.Gen) cty.Value { return cty.ListVal([]cty.Value{kubeConfig(g)}) },
			"kube_config_raw":                        gen(kubeConfigRaw),
			"kube_admin_config":                      func(*mock.Gen) cty.Value { return cty.ListValEmpty(kubeConfigType.ElementType()) },
			"kube_admin_config_raw":                  fixed(""),
			"default_node_pool.node_count":           func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"default_node_pool.max_pods":             func(*mock.Gen) cty.Value { return cty.NumberIntVal(250) },
			"default_node_pool.os_disk_size_gb":      func(*mock.Gen) cty.Value { return cty.NumberIntVal(128) },
			"default_node_pool.os_sku":               fixed("Ubuntu"),
			"default_node_pool.node_labels":          func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"default_node_pool.orchestrator_version": gen(func(g *mock.Gen) string { return clusterVersion(g) }),
			"default_node_pool.kubelet_disk_type":    fixed("OS"),
			"network_profile.network_plugin":         fixed("azure"),
			"network_profile.network_policy":         fixed(""),
			"network_profile.network_data_plane":     fixed("azure"),
			"network_profile.dns_service_ip":         fixed("10.0.0.10"),
			"network_profile.service_cidr":           fixed("10.0.0.0/16"),
			"network_profile.pod_cidr":               fixed(""),
			"network_profile.ip_versions":            func(*mock.Gen) cty.Value { return cty.ListVal([]cty.Value{sv("IPv4")}) },
			"kubelet_identity.client_id":             gen(func(g *mock.Gen) string { return sub(g, "kubelet_client").UUID() }),
			"kubelet_identity.object_id":             gen(func(g *mock.Gen) string { return sub(g, "kubelet_object").UUID() }),
			"kubelet_identity.user_assigned_identity_id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("/subscriptions/%s/resourceGroups/%s/providers/Microsoft.ManagedIdentity/userAssignedIdentities/%s-agentpool", subscriptionOf(g.Ctx), nodeResourceGroup(g), attrOf(g, "name"))
			}),
			"azure_active_directory_role_based_access_control.tenant_id": gen(func(g *mock.Gen) string { return tenantOf(g.Ctx) }),
		}, identityGenerators("identity.")),
	}
	return withPlan(r, locationStep, checkAKSIdentity, computedBlocks(r.Schema, "network_profile", "kubelet_identity"))
}

// checkAKSIdentity is the provider's check that a cluster has an
// identity or a service principal.
func checkAKSIdentity(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	id, sp := getAttr(proposed, "identity"), getAttr(proposed, "service_principal")
	if id.IsKnown() && sp.IsKnown() && emptyBlock(id) && emptyBlock(sp) {
		return proposed, errorf("one of `identity` or `service_principal` must be specified")
	}
	if v := getAttr(proposed, "dns_prefix"); v.IsKnown() && v.IsNull() && getAttr(proposed, "dns_prefix_private_cluster").IsNull() {
		return proposed, errorf("exactly one of `dns_prefix` or `dns_prefix_private_cluster` must be specified")
	}
	return proposed, nil
}

// clusterVersion is the version a cluster runs: the requested one, else
// the current default.
func clusterVersion(g *mock.Gen) string {
	if v := attrOf(g, "kubernetes_version"); v != "" {
		return v
	}
	return aksVersion
}

// nodeResourceGroup is the resource group AKS puts the nodes in.
func nodeResourceGroup(g *mock.Gen) string {
	if n := attrOf(g, "node_resource_group"); n != "" {
		return n
	}
	return fmt.Sprintf("MC_%s_%s_%s", attrOf(g, "resource_group_name"), attrOf(g, "name"), attrOf(g, "location"))
}

// aksFQDN is the host name of a cluster's API server.
func aksFQDN(g *mock.Gen) string {
	prefix := attrOf(g, "dns_prefix")
	if prefix == "" {
		prefix = attrOf(g, "dns_prefix_private_cluster")
	}
	return fmt.Sprintf("%s-%s.hcp.%s.azmk8s.io", prefix, sub(g, "fqdn").Hex(8), attrOf(g, "location"))
}

// fakePEMBase64 returns a base64-encoded PEM block of random bytes.
func fakePEMBase64(g *mock.Gen, kind string) string {
	body := base64.StdEncoding.EncodeToString(g.Bytes(600))
	var sb strings.Builder
	sb.WriteString("-----BEGIN " + kind + "-----\n")
	for len(body) > 64 {
		sb.WriteString(body[:64] + "\n")
		body = body[64:]
	}
	sb.WriteString(body + "\n-----END " + kind + "-----\n")
	return base64.StdEncoding.EncodeToString([]byte(sb.String()))
}

// kubeCredentials are the parts of a cluster user's credentials, the same
// for kube_config and kube_config_raw.
func kubeCredentials(g *mock.Gen) (host, user, password, cert, key, ca string) {
	host = "https://" + aksFQDN(g) + ":443"
	user = "clusterUser_" + attrOf(g, "resource_group_name") + "_" + attrOf(g, "name")
	password = sub(g, "kube_password").Hex(128)
	cert = fakePEMBase64(sub(g, "kube_cert"), "CERTIFICATE")
	key = fakePEMBase64(sub(g, "kube_key"), "RSA PRIVATE KEY")
	ca = fakePEMBase64(sub(g, "kube_ca"), "CERTIFICATE")
	return
}

// kubeConfig is the element of kube_config.
func kubeConfig(g *mock.Gen) cty.Value {
	host, user, password, cert, key, ca := kubeCredentials(g)
	return cty.ObjectVal(map[string]cty.Value{
		"host": sv(host), "username": sv(user), "password": sv(password),
		"client_certificate": sv(cert), "client_key": sv(key), "cluster_ca_certificate": sv(ca),
	})
}

// kubeConfigRaw is the kubeconfig file of the cluster user.
func kubeConfigRaw(g *mock.Gen) string {
	host, user, password, cert, key, ca := kubeCredentials(g)
	name := attrOf(g, "name")
	return fmt.Sprintf(`apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: %s
    server: %s
  name: %s
contexts:
- context:
    cluster: %s
    user: %s
  name: %s
current-context: %s
kind: Config
preferences: {}
users:
- name: %s
  user:
    client-certificate-data: %s
    client-key-data: %s
    token: %s
`, ca, host, name, name, user, name, name, user, cert, key, password)
}
