package google

import (
	"fmt"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// regionOf is the region of a data source: its own argument, else the
// provider's.
func regionOf(g *mock.Gen) string {
	if r := top(g, "region"); r != "" {
		return r
	}
	if r := strOf(g.ProviderAttr("region")); r != "" {
		return r
	}
	return regionOfZone(strOf(g.ProviderAttr("zone")))
}

// clientConfigData is google_client_config: the provider's own settings
// and an access token, the usual way to configure a kubernetes provider
// for a GKE cluster.
func clientConfigData() *mock.DataSource {
	return &mock.DataSource{
		Schema: resourceBlock("The provider's project, region and zone, and an OAuth access token.", attrs{
			"id":             attr(str, "c", "projects/PROJECT/regions/REGION/zones/ZONE."),
			"project":        attr(str, "c", "The provider's project."),
			"region":         attr(str, "c", "The provider's region."),
			"zone":           attr(str, "c", "The provider's zone."),
			"access_token":   attr(str, "cs", "OAuth 2.0 access token of the provider's credentials."),
			"default_labels": attr(strMap, "c", "The provider's default labels."),
		}, nil),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("projects/%s/regions/%s/zones/%s", strOf(g.ProviderAttr("project")), regionOf(g), strOf(g.ProviderAttr("zone")))
			}),
			"project":      gen(func(g *mock.Gen) string { return strOf(g.ProviderAttr("project")) }),
			"region":       gen(regionOf),
			"zone":         gen(func(g *mock.Gen) string { return strOf(g.ProviderAttr("zone")) }),
			"access_token": gen(func(g *mock.Gen) string { return "ya29.a0" + g.From(b64url, 180) }),
			"default_labels": func(g *mock.Gen) cty.Value {
				if l := g.ProviderAttr("default_labels"); usable(l) {
					return l
				}
				return cty.MapValEmpty(cty.String)
			},
		},
	}
}

// projectData is google_project.
func projectData() *mock.DataSource {
	id := func(g *mock.Gen) string {
		if p := top(g, "project_id"); p != "" {
			return p
		}
		return strOf(g.ProviderAttr("project"))
	}
	return &mock.DataSource{
		Schema: resourceBlock("A project: its number, name, organization and billing account.", attrs{
			"id":                  attr(str, "c", "projects/PROJECT."),
			"project_id":          attr(str, "oc", "Project id; the provider's by default."),
			"number":              attr(str, "c", "Project number."),
			"name":                attr(str, "c", "Display name."),
			"org_id":              attr(str, "c", "Organization of the project."),
			"folder_id":           attr(str, "c", "Folder of the project."),
			"billing_account":     attr(str, "c", "Billing account of the project."),
			"auto_create_network": attr(boolean, "c", "Whether the default network was created."),
			"deletion_policy":     attr(str, "c", "Deletion policy."),
			"labels":              attr(strMap, "c", "Labels of the project."),
			"effective_labels":    attr(strMap, "c", "Every label of the project."),
			"terraform_labels":    attr(strMap, "c", "Labels managed by Terraform."),
		}, nil),
		Generators: map[string]mock.Generator{
			"id":                  gen(func(g *mock.Gen) string { return "projects/" + id(g) }),
			"project_id":          gen(id),
			"number":              gen(func(g *mock.Gen) string { return projectNumber(id(g)) }),
			"name":                gen(id),
			"org_id":              gen(func(*mock.Gen) string { return "123456789012" }),
			"folder_id":           gen(func(*mock.Gen) string { return "" }),
			"billing_account":     gen(func(*mock.Gen) string { return "01A2B3-C4D5E6-F7A8B9" }),
			"auto_create_network": func(*mock.Gen) cty.Value { return cty.True },
			"deletion_policy":     gen(func(*mock.Gen) string { return "PREVENT" }),
			"labels":              func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"effective_labels":    func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"terraform_labels":    func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		},
	}
}

// zoneSuffixes are the zones of the regions whose zones are not a, b, c.
var zoneSuffixes = map[string][]string{
	"us-central1":  {"a", "b", "c", "f"},
	"us-east1":     {"b", "c", "d"},
	"europe-west1": {"b", "c", "d"},
	"asia-east1":   {"a", "b", "c"},
}

// zonesOf lists the zones of a region.
func zonesOf(region string) []string {
	suffixes, ok := zoneSuffixes[region]
	if !ok {
		suffixes = []string{"a", "b", "c"}
	}
	ret := make([]string, len(suffixes))
	for i, s := range suffixes {
		ret[i] = region + "-" + s
	}
	return ret
}

// computeZonesData is google_compute_zones, the zones of a region.
func computeZonesData() *mock.DataSource {
	return &mock.DataSource{
		Schema: resourceBlock("The zones of a region.", attrs{
			"id":      attr(str, "c", "projects/PROJECT/regions/REGION."),
			"project": attr(str, "oc", "Project; the provider's by default."),
			"region":  attr(str, "oc", "Region; the provider's by default."),
			"status":  attr(str, "o", "Only zones in this status: UP or DOWN."),
			"names":   attr(strList, "c", "Names of the zones."),
		}, nil),
		Generators: map[string]mock.Generator{
			"id":      gen(func(g *mock.Gen) string { return fmt.Sprintf("projects/%s/regions/%s", projectOf(g), regionOf(g)) }),
			"project": gen(projectOf),
			"region":  gen(regionOf),
			"names": func(g *mock.Gen) cty.Value {
				if top(g, "status") == "DOWN" {
					return cty.ListValEmpty(cty.String)
				}
				var names []cty.Value
				for _, z := range zonesOf(regionOf(g)) {
					names = append(names, sv(z))
				}
				return cty.ListVal(names)
			},
		},
	}
}

// imageFamilies maps public image families to their current image.
var imageFamilies = map[string]string{
	"debian-11":             "debian-11-bullseye-v20240515",
	"debian-12":             "debian-12-bookworm-v20240515",
	"ubuntu-2004-lts":       "ubuntu-2004-focal-v20240519",
	"ubuntu-2204-lts":       "ubuntu-2204-jammy-v20240519",
	"ubuntu-2404-lts-amd64": "ubuntu-2404-noble-amd64-v20240523",
	"cos-stable":            "cos-113-18244-85-29",
	"centos-stream-9":       "centos-stream-9-v20240515",
	"rocky-linux-9":         "rocky-linux-9-v20240515",
	"rhel-9":                "rhel-9-v20240515",
	"windows-2022":          "windows-server-2022-dc-v20240516",
}

// imageName is the image a data source finds: its name, else the current
// image of its family.
func imageName(g *mock.Gen) string {
	if n := top(g, "name"); n != "" {
		return n
	}
	family := top(g, "family")
	if n, ok := imageFamilies[family]; ok {
		return n
	}
	if family == "" {
		family = "image"
	}
	return family + "-v20240515"
}

// computeImageData is google_compute_image.
func computeImageData() *mock.DataSource {
	link := func(g *mock.Gen) string {
		return selfLink(fmt.Sprintf("projects/%s/global/images/%s", projectOf(g), imageName(g)))
	}
	return &mock.DataSource{
		Schema: resourceBlock("A disk image, by name or by family (the family's newest image).", merge(attrs{
			"id":                                attr(str, "c", "projects/PROJECT/global/images/NAME."),
			"name":                              attr(str, "oc", "Image name."),
			"family":                            attr(str, "oc", "Image family."),
			"filter":                            attr(str, "o", "Filter expression over the images."),
			"most_recent":                       attr(boolean, "o", "Pick the newest image matching the filter."),
			"project":                           attr(str, "oc", "Project of the image (debian-cloud, ubuntu-os-cloud...)."),
			"self_link":                         attr(str, "c", "URI of the image."),
			"image_id":                          attr(str, "c", "Numeric id."),
			"archive_size_bytes":                attr(num, "c", "Size of the image archive."),
			"creation_timestamp":                attr(str, "c", "Creation time."),
			"description":                       attr(str, "c", "Description."),
			"disk_size_gb":                      attr(num, "c", "Size of disks made from it."),
			"image_encryption_key_sha256":       attr(str, "c", "SHA-256 of its customer-supplied key."),
			"label_fingerprint":                 attr(str, "c", "Fingerprint of the labels."),
			"licenses":                          attr(strList, "c", "Licenses of the image."),
			"source_disk":                       attr(str, "c", "Disk it was made from."),
			"source_disk_id":                    attr(str, "c", "Id of that disk."),
			"source_disk_encryption_key_sha256": attr(str, "c", "SHA-256 of that disk's key."),
			"source_image_id":                   attr(str, "c", "Image it was made from."),
			"status":                            attr(str, "c", "READY."),
			"labels":                            attr(strMap, "c", "Labels of the image."),
			"effective_labels":                  attr(strMap, "c", "Every label of the image."),
			"terraform_labels":                  attr(strMap, "c", "Labels managed by Terraform."),
		}), nil),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("projects/%s/global/images/%s", projectOf(g), imageName(g))
			}),
			"name":               gen(imageName),
			"family":             gen(func(g *mock.Gen) string { f, _, _ := strings.Cut(imageName(g), "-v2024"); return f }),
			"project":            gen(projectOf),
			"self_link":          gen(link),
			"image_id":           gen(func(g *mock.Gen) string { return numericID(g, 19) }),
			"archive_size_bytes": func(g *mock.Gen) cty.Value { return cty.NumberIntVal(int64(400+g.Intn(900)) * 1000000) },
			"creation_timestamp": gen(timestamp),
			"description":        gen(func(g *mock.Gen) string { return imageName(g) + ", built on 20240515" }),
			"disk_size_gb":       func(*mock.Gen) cty.Value { return cty.NumberIntVal(10) },
			"label_fingerprint":  gen(func(g *mock.Gen) string { return g.From(b64url, 11) + "=" }),
			"licenses": func(g *mock.Gen) cty.Value {
				return cty.ListVal([]cty.Value{sv(selfLink(fmt.Sprintf("projects/%s/global/licenses/%s", projectOf(g), strings.SplitN(imageName(g), "-v", 2)[0])))})
			},
			"status":           gen(func(*mock.Gen) string { return "READY" }),
			"labels":           func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"effective_labels": func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"terraform_labels": func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		},
	}
}

// computeNetworkData is google_compute_network, an existing network.
func computeNetworkData() *mock.DataSource {
	id := func(g *mock.Gen) string {
		return fmt.Sprintf("projects/%s/global/networks/%s", projectOf(g), top(g, "name"))
	}
	return &mock.DataSource{
		Schema: resourceBlock("An existing VPC network.", attrs{
			"id":                     attr(str, "c", "projects/PROJECT/global/networks/NAME."),
			"name":                   attr(str, "r", "Network name."),
			"project":                attr(str, "oc", "Project; the provider's by default."),
			"description":            attr(str, "c", "Description."),
			"gateway_ipv4":           attr(str, "c", "Gateway address of legacy networks."),
			"internal_ipv6_range":    attr(str, "c", "Internal IPv6 range."),
			"network_id":             attr(str, "c", "Numeric id."),
			"self_link":              attr(str, "c", "URI of the network."),
			"subnetworks_self_links": attr(strList, "c", "Self links of its subnetworks."),
		}, nil),
		Generators: map[string]mock.Generator{
			"id":         gen(id),
			"project":    gen(projectOf),
			"self_link":  gen(func(g *mock.Gen) string { return selfLink(id(g)) }),
			"network_id": gen(func(g *mock.Gen) string { return numericID(g, 19) }),
			"subnetworks_self_links": func(g *mock.Gen) cty.Value {
				region := strOf(g.ProviderAttr("region"))
				if region == "" {
					region = "us-central1"
				}
				return cty.ListVal([]cty.Value{sv(selfLink(fmt.Sprintf("projects/%s/regions/%s/subnetworks/%s", projectOf(g), region, top(g, "name"))))})
			},
		},
	}
}

// serviceAccountData is google_service_account, an existing account.
func serviceAccountData() *mock.DataSource {
	email := func(g *mock.Gen) string {
		a := top(g, "account_id")
		if strings.Contains(a, "@") {
			return lastSegment(a)
		}
		return serviceAccountEmail(a, projectOf(g))
	}
	return &mock.DataSource{
		Schema: resourceBlock("An existing service account.", attrs{
			"id":           attr(str, "c", "projects/PROJECT/serviceAccounts/EMAIL."),
			"account_id":   attr(str, "r", "Account id, e-mail or unique id."),
			"project":      attr(str, "oc", "Project; the provider's by default."),
			"email":        attr(str, "c", "E-mail address."),
			"unique_id":    attr(str, "c", "Numeric unique id."),
			"name":         attr(str, "c", "Resource name."),
			"display_name": attr(str, "c", "Display name."),
			"member":       attr(str, "c", "serviceAccount:EMAIL."),
			"disabled":     attr(boolean, "c", "Whether it is disabled."),
		}, nil),
		Generators: map[string]mock.Generator{
			"id":           gen(func(g *mock.Gen) string { return "projects/" + projectOf(g) + "/serviceAccounts/" + email(g) }),
			"name":         gen(func(g *mock.Gen) string { return "projects/" + projectOf(g) + "/serviceAccounts/" + email(g) }),
			"project":      gen(projectOf),
			"email":        gen(email),
			"member":       gen(func(g *mock.Gen) string { return "serviceAccount:" + email(g) }),
			"unique_id":    gen(func(g *mock.Gen) string { return "1" + g.Digits(20) }),
			"display_name": gen(func(g *mock.Gen) string { a, _, _ := strings.Cut(email(g), "@"); return a }),
			"disabled":     func(*mock.Gen) cty.Value { return cty.False },
		},
	}
}
