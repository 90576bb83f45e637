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
		Schema: schemaOf("clientConfigData"),
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
		Schema: schemaOf("projectData"),
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
		Schema: schemaOf("computeZonesData"),
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
		Schema: schemaOf("computeImageData"),
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
		Schema: schemaOf("computeNetworkData"),
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
		Schema: schemaOf("serviceAccountData"),
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
