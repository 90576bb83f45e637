package google_test

import (
	"strings"
	"testing"
)

// vmConfig is a VM in the default network with an ephemeral public
// address; extra is laid into the resource block.
func vmConfig(extra string) string {
	return `provider "google" {
  project = "tfplay-demo"
  zone    = "europe-west1-b"
}

resource "google_compute_instance" "web" {
  name         = "web"
  machine_type = "e2-micro"
  tags         = ["http"]
` + extra + `
  boot_disk {
    initialize_params {
      image = "debian-cloud/debian-12"
    }
  }

  network_interface {
    network = "default"
    access_config {}
  }
}
`
}

func TestValidationErrors(t *testing.T) {
	cases := []struct {
		name, config string
		want         []string
	}{
		{"missing argument", `resource "google_compute_instance" "vm" {
  name = "vm"
  boot_disk {}
  network_interface {}
}`, []string{"Error: Missing required argument", `The argument "machine_type" is required, but no definition was found.`}},
		{"missing block", `resource "google_compute_instance" "vm" {
  name         = "vm"
  machine_type = "e2-micro"
  boot_disk {}
}`, []string{"Error: Insufficient network_interface blocks", `At least 1 "network_interface" blocks are required.`}},
		{"too many blocks", `resource "google_compute_instance" "vm" {
  name         = "vm"
  machine_type = "e2-micro"
  boot_disk {}
  boot_disk {}
  network_interface {}
}`, []string{"Error: Too many boot_disk blocks"}},
		{"unknown argument", `resource "google_storage_bucket" "b" {
  name     = "b"
  location = "EU"
  region   = "europe-west1"
}`, []string{"Error: Unsupported argument", `An argument named "region" is not expected here.`}},
		{"unknown type", `resource "google_compute_vm" "n" {
  name = "n"
}`, []string{"Error: Invalid resource type", `does not support resource type`}},
		{"features of another provider", `provider "google" {
  features {}
}
resource "google_compute_network" "n" {
  name = "n"
}`, []string{"Error: Unsupported block type"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorkspace(t, tc.config)
			w.ok("init", "-no-color")
			contains(t, w.fails("plan", "-no-color"), tc.want...)
		})
	}
}

func TestProjectRegionAndZoneComeFromTheProvider(t *testing.T) {
	w := newWorkspace(t, `resource "google_compute_network" "n" {
  name = "n"
}`)
	w.ok("init", "-no-color")
	contains(t, w.fails("plan", "-no-color"), "Error: project: required field is not set", `with google_compute_network.n`)

	w.write("main.tf", `provider "google" {
  project = "tfplay-demo"
}
resource "google_compute_subnetwork" "s" {
  name          = "s"
  network       = "default"
  ip_cidr_range = "10.0.0.0/24"
}`)
	contains(t, w.fails("plan", "-no-color"), "Cannot determine region")

	w.write("main.tf", `provider "google" {
  project = "tfplay-demo"
  zone    = "asia-east1-b"
}
provider "google" {
  alias   = "us"
  project = "other-project"
  region  = "us-east4"
}
resource "google_compute_subnetwork" "s" {
  name          = "s"
  network       = "default"
  ip_cidr_range = "10.0.0.0/24"
}
resource "google_compute_subnetwork" "us" {
  provider      = google.us
  name          = "s"
  network       = "default"
  ip_cidr_range = "10.1.0.0/24"
}`)
	contains(t, w.ok("plan", "-no-color"), `+ region                     = "asia-east1"`, `+ region                     = "us-east4"`, `+ project                    = "other-project"`)
	w.ok("apply", "-auto-approve", "-no-color")
	matches(t, w.stateResource("google_compute_subnetwork.us"), map[string]string{
		"id":              "projects/other-project/regions/us-east4/subnetworks/s",
		"self_link":       `https://www\.googleapis\.com/compute/v1/projects/other-project/regions/us-east4/subnetworks/s`,
		"gateway_address": `10\.1\.0\.1`,
	})
}

func TestComputeInstance(t *testing.T) {
	w := newWorkspace(t, vmConfig(""))
	w.ok("init", "-no-color")
	plan := w.ok("plan", "-no-color")
	contains(t, plan, `+ zone                 = "europe-west1-b"`, `+ image                  = "debian-cloud/debian-12"`, "+ nat_ip       = (known after apply)")
	w.ok("apply", "-auto-approve", "-no-color")
	vm := w.stateResource("google_compute_instance.web")
	matches(t, vm, map[string]string{
		"id":                             "projects/tfplay-demo/zones/europe-west1-b/instances/web",
		"self_link":                      `https://www\.googleapis\.com/compute/v1/projects/tfplay-demo/zones/europe-west1-b/instances/web`,
		"instance_id":                    `[1-9]\d{18}`,
		"current_status":                 "RUNNING",
		"cpu_platform":                   "Intel Broadwell",
		"creation_timestamp":             `\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-07:00`,
		"network_interface.0.name":       "nic0",
		"network_interface.0.network_ip": `10\.132\.0\.2`,
		"network_interface.0.subnetwork": `https://www\.googleapis\.com/compute/v1/projects/tfplay-demo/regions/europe-west1/subnetworks/default`,
		"network_interface.0.access_config.0.nat_ip": `(34|35)\.\d+\.\d+\.\d+`,
		"boot_disk.0.initialize_params.0.size":       "10",
		"boot_disk.0.source":                         `https://www\.googleapis\.com/compute/v1/projects/tfplay-demo/zones/europe-west1-b/disks/web`,
	})
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// Tags change in place; the zone and the image force a replacement.
	w.write("main.tf", strings.Replace(vmConfig(""), `["http"]`, `["http", "https"]`, 1))
	contains(t, w.ok("plan", "-no-color"), "will be updated in-place", "Plan: 0 to add, 1 to change, 0 to destroy.")
	w.write("main.tf", vmConfig(`  zone = "europe-west1-c"`))
	contains(t, w.ok("plan", "-no-color"), "must be replaced", `~ zone                 = "europe-west1-b" -> "europe-west1-c" # forces replacement`)
	w.write("main.tf", strings.Replace(vmConfig(""), "debian-12", "ubuntu-2204-lts", 1))
	contains(t, w.ok("plan", "-no-color"), `~ image                  = "debian-cloud/debian-12" -> "debian-cloud/ubuntu-2204-lts" # forces replacement`)

	// A new machine type is an in-place update that needs a stop.
	w.write("main.tf", strings.Replace(vmConfig(""), "e2-micro", "e2-small", 1))
	contains(t, w.ok("plan", "-no-color"), `~ machine_type         = "e2-micro" -> "e2-small"`, "Plan: 0 to add, 1 to change, 0 to destroy.")
	contains(t, w.fails("apply", "-auto-approve", "-no-color"), "allow_stopping_for_update = true")
	w.write("main.tf", strings.Replace(vmConfig("  allow_stopping_for_update = true"), "e2-micro", "e2-small", 1))
	contains(t, w.ok("apply", "-auto-approve", "-no-color"), "Modifications complete", "0 added, 1 changed, 0 destroyed")
	if got := w.stateResource("google_compute_instance.web"); got["instance_id"] != vm["instance_id"] {
		t.Errorf("an in-place update changed the instance id")
	}

	// Deletion protection stops a destroy.
	w.write("main.tf", strings.Replace(vmConfig("  allow_stopping_for_update = true\n  deletion_protection = true"), "e2-micro", "e2-small", 1))
	w.ok("apply", "-auto-approve", "-no-color")
	contains(t, w.fails("destroy", "-auto-approve", "-no-color"), "deletion protection")
	w.write("main.tf", strings.Replace(vmConfig("  allow_stopping_for_update = true"), "e2-micro", "e2-small", 1))
	w.ok("apply", "-auto-approve", "-no-color")
	contains(t, w.ok("destroy", "-auto-approve", "-no-color"), "Resources: 1 destroyed.")
}

func TestFirewallAndAddress(t *testing.T) {
	w := newWorkspace(t, `provider "google" {
  project = "tfplay-demo"
  region  = "us-central1"
}
resource "google_compute_firewall" "ssh" {
  name          = "allow-ssh"
  network       = "default"
  source_ranges = ["0.0.0.0/0"]
  target_tags   = ["ssh"]
  allow {
    protocol = "tcp"
    ports    = ["22"]
  }
  allow {
    protocol = "icmp"
  }
}
resource "google_compute_address" "ip" {
  name = "web-ip"
}
resource "google_compute_address" "internal" {
  name         = "db-ip"
  address_type = "INTERNAL"
}
output "ip" {
  value = google_compute_address.ip.address
}`)
	w.ok("init", "-no-color")
	contains(t, w.ok("plan", "-no-color"), "+ priority           = 1000", `+ protocol = "icmp"`, `+ address_type       = "EXTERNAL"`)
	out := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, out, "[id=projects/tfplay-demo/global/firewalls/allow-ssh]", "[id=projects/tfplay-demo/regions/us-central1/addresses/web-ip]")
	matches(t, w.stateResource("google_compute_address.ip"), map[string]string{"address": `(34|35)\.\d+\.\d+\.\d+`, "network_tier": "PREMIUM"})
	matches(t, w.stateResource("google_compute_address.internal"), map[string]string{"address": `10\.128\.\d+\.\d+`, "purpose": "GCE_ENDPOINT"})
	matches(t, w.stateResource("google_compute_firewall.ssh"), map[string]string{"direction": "INGRESS"})
	contains(t, w.ok("plan", "-no-color"), "No changes.")
}

func TestInstancesTakeAddressesFromTheirSubnetwork(t *testing.T) {
	config := `provider "google" {
  project = "tfplay-demo"
  region  = "us-east1"
  zone    = "us-east1-b"
}
resource "google_compute_network" "vpc" {
  name                    = "vpc"
  auto_create_subnetworks = false
}
resource "google_compute_subnetwork" "web" {
  name          = "web"
  network       = google_compute_network.vpc.id
  ip_cidr_range = "172.16.8.0/24"
}
resource "google_compute_instance" "web" {
  count        = 2
  name         = "web-${count.index}"
  machine_type = "e2-micro"
  boot_disk {
    initialize_params {
      image = "debian-cloud/debian-12"
    }
  }
  network_interface {
    subnetwork = google_compute_subnetwork.web.self_link
  }
}
output "ips" {
  value = google_compute_instance.web[*].network_interface[0].network_ip
}
`
	w := newWorkspace(t, config)
	w.ok("init", "-no-color")
	out := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, out, `"172.16.8.2",`, `"172.16.8.3",`)
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// A third instance, planned after a refresh, gets the next address.
	w.write("main.tf", strings.Replace(config, "count        = 2", "count        = 3", 1))
	contains(t, w.ok("apply", "-auto-approve", "-no-color"), `"172.16.8.2",`, `"172.16.8.3",`, `"172.16.8.4",`)
}
