package google

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// defaultLocation is the step that defaults a GKE location to the
// provider's zone, else its region.
var defaultLocation = fillFromProvider("location", []string{"zone", "region"}, func(c *mock.Ctx) string {
	if z := providerString(c, "zone"); z != "" {
		return z
	}
	return providerString(c, "region")
}, "Cannot determine location: set in this resource, or set provider-level zone or region.")

// fakeCertificate is a base64-encoded PEM certificate block of random
// bytes, the shape of the CA certificate clusters report.
func fakeCertificate(g *mock.Gen) string {
	return base64.StdEncoding.EncodeToString([]byte(fakePEM("CERTIFICATE", g)))
}

// clusterVersion is the version a cluster runs: the requested minimum
// when it is a full GKE version, else the current default.
func clusterVersion(g *mock.Gen) string {
	if v := top(g, "min_master_version"); strings.Contains(v, "-gke.") {
		return v
	}
	return gkeVersion
}

// containerCluster is google_container_cluster.
func containerCluster() *mock.Resource {
	id := gen(func(g *mock.Gen) string {
		return fmt.Sprintf("projects/%s/locations/%s/clusters/%s", projectOf(g), top(g, "location"), top(g, "name"))
	})
	r := &mock.Resource{
		Schema: schemaOf("containerCluster"),
		Defaults: mergeValues(map[string]cty.Value{
			"deletion_protection":               cty.True,
			"enable_shielded_nodes":             cty.True,
			"enable_kubernetes_alpha":           cty.False,
			"enable_legacy_abac":                cty.False,
			"enable_tpu":                        cty.False,
			"enable_l4_ilb_subsetting":          cty.False,
			"network":                           sv("default"),
			"node_pool.management.auto_repair":  cty.True,
			"node_pool.management.auto_upgrade": cty.True,
			"network_policy.provider":           sv("PROVIDER_UNSPECIFIED"),
			"ip_allocation_policy.stack_type":   sv("IPV4"),
		}, nodeConfigDefaults("node_config."), nodeConfigDefaults("node_pool.node_config.")),
		Generators: mergeGenerators(map[string]mock.Generator{
			"id":                  id,
			"self_link":           gen(func(g *mock.Gen) string { return "https://container.googleapis.com/v1/" + id(g).AsString() }),
			"endpoint":            gen(externalIP),
			"master_version":      gen(clusterVersion),
			"node_version":        gen(clusterVersion),
			"label_fingerprint":   gen(func(g *mock.Gen) string { return g.Hex(8) }),
			"operation":           gen(func(*mock.Gen) string { return "" }),
			"cluster_ipv4_cidr":   gen(func(g *mock.Gen) string { return fmt.Sprintf("10.%d.0.0/14", 4*(1+g.Intn(60))) }),
			"services_ipv4_cidr":  gen(func(g *mock.Gen) string { return "34.118.224.0/20" }),
			"tpu_ipv4_cidr_block": gen(func(*mock.Gen) string { return "" }),
			"subnetwork": gen(func(g *mock.Gen) string {
				return selfLink(fmt.Sprintf("projects/%s/regions/%s/subnetworks/%s", projectOf(g), regionOfZone(top(g, "location")), lastSegment(top(g, "network"))))
			}),
			"networking_mode":                               gen(func(*mock.Gen) string { return "VPC_NATIVE" }),
			"datapath_provider":                             gen(func(*mock.Gen) string { return "" }),
			"default_max_pods_per_node":                     func(*mock.Gen) cty.Value { return cty.NumberIntVal(110) },
			"enable_intranode_visibility":                   func(*mock.Gen) cty.Value { return cty.False },
			"logging_service":                               gen(func(*mock.Gen) string { return "logging.googleapis.com/kubernetes" }),
			"monitoring_service":                            gen(func(*mock.Gen) string { return "monitoring.googleapis.com/kubernetes" }),
			"node_locations":                                func(*mock.Gen) cty.Value { return cty.SetValEmpty(cty.String) },
			"master_auth.client_certificate":                gen(func(*mock.Gen) string { return "" }),
			"master_auth.client_key":                        gen(func(*mock.Gen) string { return "" }),
			"master_auth.cluster_ca_certificate":            gen(fakeCertificate),
			"node_pool.name":                                gen(func(g *mock.Gen) string { return "default-pool" }),
			"node_pool.name_prefix":                         gen(func(*mock.Gen) string { return "" }),
			"node_pool.initial_node_count":                  func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"node_pool.node_count":                          func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"node_pool.node_locations":                      func(*mock.Gen) cty.Value { return cty.SetValEmpty(cty.String) },
			"node_pool.version":                             gen(clusterVersion),
			"node_pool.max_pods_per_node":                   func(*mock.Gen) cty.Value { return cty.NumberIntVal(110) },
			"node_pool.instance_group_urls":                 func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"private_cluster_config.master_ipv4_cidr_block": gen(func(*mock.Gen) string { return "" }),
			"private_cluster_config.private_endpoint":       gen(func(g *mock.Gen) string { return fmt.Sprintf("10.%d.0.2", g.Intn(256)) }),
			"private_cluster_config.public_endpoint":        gen(externalIP),
			"private_cluster_config.peering_name":           gen(func(g *mock.Gen) string { return "gke-n" + g.Hex(18) + "-peer" }),
			"master_authorized_networks_config.gcp_public_cidrs_access_enabled": func(*mock.Gen) cty.Value { return cty.False },
			"ip_allocation_policy.cluster_secondary_range_name":                 gen(func(*mock.Gen) string { return "" }),
			"ip_allocation_policy.services_secondary_range_name":                gen(func(*mock.Gen) string { return "" }),
			"ip_allocation_policy.cluster_ipv4_cidr_block":                      gen(func(g *mock.Gen) string { return fmt.Sprintf("10.%d.0.0/14", 4*(1+g.Intn(60))) }),
			"ip_allocation_policy.services_ipv4_cidr_block":                     gen(func(*mock.Gen) string { return "34.118.224.0/20" }),
			"maintenance_policy.daily_maintenance_window.duration":              gen(func(*mock.Gen) string { return "PT4H0M0S" }),
			"monitoring_config.enable_components":                               func(*mock.Gen) cty.Value { return cty.ListVal([]cty.Value{sv("SYSTEM_COMPONENTS")}) },
			"cluster_autoscaling.enabled":                                       func(*mock.Gen) cty.Value { return cty.False },
		}, nodeConfigGenerators("node_config."), nodeConfigGenerators("node_pool.node_config.")),
	}
	withPlan(r, defaultProject, defaultLocation, labelsStep("resource_labels"), computedBlocks(r.Schema, "master_auth", "node_config"))
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		if d := deletionProtected(req.PriorState, req.PlannedState, "Cannot destroy cluster because deletion_protection is set to true. Set it to false to proceed with cluster deletion."); d != nil {
			return providers.ApplyResponse{NewState: req.PriorState, Diagnostics: hcl.Diagnostics{d}}
		}
		return r.DefaultApply(c, req)
	}
	return r
}

// containerNodePool is google_container_node_pool.
func containerNodePool() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("containerNodePool"),
		Defaults: mergeValues(map[string]cty.Value{
			"management.auto_repair":    cty.True,
			"management.auto_upgrade":   cty.True,
			"upgrade_settings.strategy": sv("SURGE"),
		}, nodeConfigDefaults("node_config.")),
		Generators: mergeGenerators(map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("projects/%s/locations/%s/clusters/%s/nodePools/%s", projectOf(g), top(g, "location"), lastSegment(top(g, "cluster")), poolName(g))
			}),
			"name":        gen(poolName),
			"name_prefix": gen(func(*mock.Gen) string { return "" }),
			"location": gen(func(g *mock.Gen) string {
				if z := strOf(g.ProviderAttr("zone")); z != "" {
					return z
				}
				return strOf(g.ProviderAttr("region"))
			}),
			"initial_node_count": func(g *mock.Gen) cty.Value {
				if n := getAttr(g.Object, "node_count"); usable(n) {
					return n
				}
				return cty.NumberIntVal(1)
			},
			"node_count": func(g *mock.Gen) cty.Value {
				if n := getAttr(g.Object, "initial_node_count"); usable(n) {
					return n
				}
				if as := getAttr(g.Object, "autoscaling"); usable(as) && as.LengthInt() > 0 {
					if n := as.Index(cty.Zero).GetAttr("min_node_count"); usable(n) {
						return n
					}
				}
				return cty.NumberIntVal(1)
			},
			"node_locations": func(g *mock.Gen) cty.Value {
				var zones []cty.Value
				for _, z := range poolZones(g) {
					zones = append(zones, sv(z))
				}
				return cty.SetVal(zones)
			},
			"version":                             gen(func(*mock.Gen) string { return gkeVersion }),
			"max_pods_per_node":                   func(*mock.Gen) cty.Value { return cty.NumberIntVal(110) },
			"instance_group_urls":                 groupURLs("instanceGroupManagers"),
			"managed_instance_group_urls":         groupURLs("instanceGroups"),
			"operation":                           gen(func(*mock.Gen) string { return "" }),
			"autoscaling.location_policy":         gen(func(*mock.Gen) string { return "BALANCED" }),
			"upgrade_settings.max_surge":          func(*mock.Gen) cty.Value { return cty.NumberIntVal(1) },
			"upgrade_settings.max_unavailable":    func(*mock.Gen) cty.Value { return cty.Zero },
			"network_config.enable_private_nodes": func(*mock.Gen) cty.Value { return cty.False },
			"network_config.pod_range":            gen(func(*mock.Gen) string { return "" }),
			"network_config.pod_ipv4_cidr_block":  gen(func(*mock.Gen) string { return "" }),
		}, nodeConfigGenerators("node_config.")),
	}
	return withPlan(r, defaultProject, poolLocation, computedBlocks(r.Schema, "node_config", "management", "upgrade_settings"))
}

// poolLocation is the step that takes a node pool's location from its
// cluster's id when the configuration leaves it out.
func poolLocation(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	if !getAttr(proposed, "location").IsNull() {
		return proposed, nil
	}
	cluster := strOf(getAttr(proposed, "cluster"))
	if _, rest, ok := strings.Cut(cluster, "/locations/"); ok {
		loc, _, _ := strings.Cut(rest, "/")
		return setAttr(proposed, "location", sv(loc)), nil
	}
	return proposed, nil
}

// poolName is a node pool's name: the configured one, else the one
// generated from name_prefix (the same for every attribute using it).
func poolName(g *mock.Gen) string {
	if n := top(g, "name"); n != "" {
		return n
	}
	sub := g.Ctx.Generator(cty.GetAttrPath("name"), g.Object)
	return top(g, "name_prefix") + "tf-" + sub.Alnum(26)
}

// poolZones are the zones of a node pool's nodes: its zone, or the first
// three zones of its region.
func poolZones(g *mock.Gen) []string {
	loc := top(g, "location")
	if isZone(loc) {
		return []string{loc}
	}
	return zonesOf(loc)[:3]
}

// groupURLs makes the generator of the URLs of a node pool's instance
// groups (or their managers), one a zone.
func groupURLs(kind string) mock.Generator {
	return func(g *mock.Gen) cty.Value {
		var urls []cty.Value
		for i, z := range poolZones(g) {
			sub := g.Ctx.Generator(cty.GetAttrPath("instance_group").Index(cty.NumberIntVal(int64(i))), g.Object)
			name := fmt.Sprintf("gke-%s-%s-%s-grp", trim(lastSegment(top(g, "cluster")), 15), trim(poolName(g), 10), sub.Hex(8))
			urls = append(urls, sv(selfLink(fmt.Sprintf("projects/%s/zones/%s/%s/%s", projectOf(g), z, kind, name))))
		}
		return cty.ListVal(urls)
	}
}

// trim cuts s to at most n bytes.
func trim(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
