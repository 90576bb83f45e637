package google

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// zonalID makes the generator of "projects/P/zones/Z/KIND/NAME" ids.
func zonalID(kind string) mock.Generator {
	return gen(func(g *mock.Gen) string {
		return fmt.Sprintf("projects/%s/zones/%s/%s/%s", projectOf(g), top(g, "zone"), kind, top(g, "name"))
	})
}

// indexIn returns the index of the n-th list element on a generator's
// path (0 when there is none).
func indexIn(g *mock.Gen, n int) int {
	seen := 0
	for _, step := range g.Path {
		if s, ok := step.(cty.IndexStep); ok && s.Key.Type() == cty.Number {
			if seen == n {
				i, _ := s.Key.AsBigFloat().Int64()
				return int(i)
			}
			seen++
		}
	}
	return 0
}

// cpuPlatform is the CPU platform Compute Engine reports for a machine type.
func cpuPlatform(machineType string) string {
	family, _, _ := strings.Cut(lastSegment(machineType), "-")
	switch family {
	case "n2", "c2", "m2":
		return "Intel Cascade Lake"
	case "n2d", "c2d":
		return "AMD Rome"
	case "t2d":
		return "AMD Milan"
	case "c3", "c3d", "n4":
		return "Intel Sapphire Rapids"
	case "t2a":
		return "Ampere Altra"
	case "n1", "f1", "g1":
		return "Intel Haswell"
	}
	return "Intel Broadwell"
}

// computeInstance is google_compute_instance, a virtual machine.
func computeInstance() *mock.Resource {
	id := zonalID("instances")
	fingerprint := gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" })
	r := &mock.Resource{
		Schema: schemaOf("computeInstance"),
		Defaults: map[string]cty.Value{
			"can_ip_forward":                                       cty.False,
			"deletion_protection":                                  cty.False,
			"boot_disk.auto_delete":                                cty.True,
			"boot_disk.mode":                                       sv("READ_WRITE"),
			"attached_disk.mode":                                   sv("READ_WRITE"),
			"scratch_disk.interface":                               sv("SCSI"),
			"scratch_disk.size":                                    cty.NumberIntVal(375),
			"scheduling.preemptible":                               cty.False,
			"scheduling.automatic_restart":                         cty.True,
			"shielded_instance_config.enable_secure_boot":          cty.False,
			"shielded_instance_config.enable_vtpm":                 cty.True,
			"shielded_instance_config.enable_integrity_monitoring": cty.True,
		},
		Generators: map[string]mock.Generator{
			"id":                   id,
			"self_link":            selfLinkOfID(id),
			"instance_id":          gen(func(g *mock.Gen) string { return numericID(g, 19) }),
			"cpu_platform":         gen(func(g *mock.Gen) string { return cpuPlatform(top(g, "machine_type")) }),
			"min_cpu_platform":     gen(func(*mock.Gen) string { return "" }),
			"current_status":       gen(func(g *mock.Gen) string { return "RUNNING" }),
			"creation_timestamp":   gen(timestamp),
			"label_fingerprint":    gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" }),
			"metadata_fingerprint": gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" }),
			"tags_fingerprint":     fingerprint,
			"guest_accelerator": func(*mock.Gen) cty.Value {
				return cty.ListValEmpty(cty.Object(map[string]cty.Type{"type": cty.String, "count": cty.Number}))
			},
			"boot_disk.device_name": gen(func(*mock.Gen) string { return "persistent-disk-0" }),
			"boot_disk.source": gen(func(g *mock.Gen) string {
				return selfLink(fmt.Sprintf("projects/%s/zones/%s/disks/%s", projectOf(g), top(g, "zone"), top(g, "name")))
			}),
			"boot_disk.kms_key_self_link":          gen(func(*mock.Gen) string { return "" }),
			"boot_disk.disk_encryption_key_sha256": gen(func(*mock.Gen) string { return "" }),
			"boot_disk.initialize_params.size":     func(*mock.Gen) cty.Value { return cty.NumberIntVal(10) },
			"boot_disk.initialize_params.type":     gen(func(*mock.Gen) string { return "pd-standard" }),
			"boot_disk.initialize_params.image": gen(func(*mock.Gen) string {
				return selfLink("projects/debian-cloud/global/images/debian-12-bookworm-v20240515")
			}),
			"boot_disk.initialize_params.labels":                 func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"boot_disk.initialize_params.provisioned_iops":       func(*mock.Gen) cty.Value { return cty.Zero },
			"boot_disk.initialize_params.provisioned_throughput": func(*mock.Gen) cty.Value { return cty.Zero },
			"network_interface.name":                             gen(func(g *mock.Gen) string { return fmt.Sprintf("nic%d", indexIn(g, 0)) }),
			"network_interface.network": gen(func(g *mock.Gen) string {
				return selfLink(fmt.Sprintf("projects/%s/global/networks/default", projectOf(g)))
			}),
			"network_interface.subnetwork": gen(func(g *mock.Gen) string {
				net := lastSegment(strOf(g.Attr("network")))
				if net == "" {
					net = "default"
				}
				return selfLink(fmt.Sprintf("projects/%s/regions/%s/subnetworks/%s", projectOf(g), regionOfZone(top(g, "zone")), net))
			}),
			"network_interface.subnetwork_project": gen(projectOf),
			"network_interface.network_ip": gen(func(g *mock.Gen) string {
				c := cloudOf(g.Env)
				cidr := c.rangeOf(strOf(g.Attr("subnetwork")), regionOfZone(top(g, "zone")))
				return c.allocate(cidr, holderKey(g.Addr, indexIn(g, 0)))
			}),
			"network_interface.stack_type":                  gen(func(*mock.Gen) string { return "IPV4_ONLY" }),
			"network_interface.ipv6_access_type":            gen(func(*mock.Gen) string { return "" }),
			"network_interface.ipv6_address":                gen(func(*mock.Gen) string { return "" }),
			"network_interface.internal_ipv6_prefix_length": func(*mock.Gen) cty.Value { return cty.Zero },
			"network_interface.network_attachment":          gen(func(*mock.Gen) string { return "" }),
			"network_interface.access_config.nat_ip":        gen(externalIP),
			"network_interface.access_config.network_tier":  gen(func(*mock.Gen) string { return "PREMIUM" }),
			"attached_disk.device_name":                     gen(func(g *mock.Gen) string { return fmt.Sprintf("persistent-disk-%d", 1+indexIn(g, 0)) }),
			"attached_disk.kms_key_self_link":               gen(func(*mock.Gen) string { return "" }),
			"attached_disk.disk_encryption_key_sha256":      gen(func(*mock.Gen) string { return "" }),
			"scratch_disk.device_name":                      gen(func(g *mock.Gen) string { return fmt.Sprintf("local-ssd-%d", indexIn(g, 0)) }),
			"service_account.email": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("%s-compute@developer.gserviceaccount.com", projectNumber(projectOf(g)))
			}),
			"scheduling.on_host_maintenance": gen(func(*mock.Gen) string { return "MIGRATE" }),
			"scheduling.provisioning_model":  gen(func(*mock.Gen) string { return "STANDARD" }),
		},
	}
	withPlan(r, defaultProject, defaultZone, labelsStep("labels"), computedBlocks(r.Schema, "boot_disk.initialize_params"))
	r.Apply = func(c *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		if d := needsStop(req.PriorState, req.PlannedState); d != nil {
			return providers.ApplyResponse{NewState: req.PriorState, Diagnostics: hcl.Diagnostics{d}}
		}
		if d := deletionProtected(req.PriorState, req.PlannedState, "Error when deleting instance: the instance has deletion protection enabled. Set deletion_protection = false and apply before destroying it."); d != nil {
			return providers.ApplyResponse{NewState: req.PriorState, Diagnostics: hcl.Diagnostics{d}}
		}
		return r.DefaultApply(c, req)
	}
	return trackInstances(r)
}

// needsStop refuses an in-place change of the machine type of a running
// instance unless the configuration lets Terraform stop it.
func needsStop(prior, planned cty.Value) *hcl.Diagnostic {
	if !usable(prior) || !usable(planned) {
		return nil
	}
	if getAttr(prior, "machine_type").RawEquals(getAttr(planned, "machine_type")) {
		return nil
	}
	if allow := getAttr(planned, "allow_stopping_for_update"); usable(allow) && allow.True() {
		return nil
	}
	if strOf(getAttr(planned, "desired_status")) == "TERMINATED" {
		return nil
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Changing the machine_type of a started instance requires stopping it. To acknowledge this, please set allow_stopping_for_update = true in your config. You can also stop it by setting desired_status = \"TERMINATED\", but the instance will not be restarted after the update.",
	}
}

// deletionProtected refuses to delete an object whose
// deletion_protection is true, with the provider's message.
func deletionProtected(prior, planned cty.Value, message string) *hcl.Diagnostic {
	if !usable(prior) || usable(planned) {
		return nil
	}
	if dp := getAttr(prior, "deletion_protection"); !usable(dp) || dp.Type() != cty.Bool || !dp.True() {
		return nil
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  message,
	}
}

// projectNumber is the fixed fake project number of a project id.
func projectNumber(project string) string {
	var h uint64 = 14695981039346656037
	for i := 0; i < len(project); i++ {
		h ^= uint64(project[i])
		h *= 1099511628211
	}
	return fmt.Sprintf("%d", 100000000000+h%900000000000)
}
