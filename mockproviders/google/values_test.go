package google_test

import (
	"testing"
)

const servicesConfig = `provider "google" {
  project = "tfplay-demo"
  region  = "europe-west4"
  default_labels = {
    team = "platform"
  }
}

resource "google_project_service" "sql" {
  service = "sqladmin.googleapis.com"
}

resource "google_service_account" "app" {
  account_id   = "app-runner"
  display_name = "App runner"
}

resource "google_project_iam_member" "app_logs" {
  project = "tfplay-demo"
  role    = "roles/logging.logWriter"
  member  = google_service_account.app.member
}

resource "google_service_account_key" "app" {
  service_account_id = google_service_account.app.name
}

resource "google_storage_bucket" "site" {
  name                        = "tfplay-demo-site"
  location                    = "eu"
  uniform_bucket_level_access = true
  labels = {
    app = "site"
  }
  website {
    main_page_suffix = "index.html"
  }
}

resource "google_storage_bucket_object" "index" {
  name   = "index.html"
  bucket = google_storage_bucket.site.name
  source = "site/index.html"
}

resource "google_sql_database_instance" "db" {
  name                = "main"
  database_version    = "POSTGRES_16"
  deletion_protection = false
  settings {
    tier = "db-f1-micro"
  }
}

resource "google_sql_database" "app" {
  name     = "app"
  instance = google_sql_database_instance.db.name
}

resource "google_pubsub_topic" "events" {
  name = "events"
}

resource "google_pubsub_subscription" "worker" {
  name  = "worker"
  topic = google_pubsub_topic.events.id
}
`

func TestComputedValues(t *testing.T) {
	w := newWorkspace(t, servicesConfig)
	w.write("site/index.html", "<h1>hello</h1>\n")
	w.ok("init", "-no-color")
	plan := w.ok("plan", "-no-color")
	contains(t, plan,
		`+ location                    = "EU"`,
		`+ "team"                       = "platform"`,
		`+ retention_duration_seconds = 604800`,
		`+ disable_on_destroy = true`,
		`+ storage_class               = "STANDARD"`,
	)
	w.ok("apply", "-auto-approve", "-no-color")

	matches(t, w.stateResource("google_project_service.sql"), map[string]string{"id": "tfplay-demo/sqladmin.googleapis.com"})
	matches(t, w.stateResource("google_service_account.app"), map[string]string{
		"email":     `app-runner@tfplay-demo\.iam\.gserviceaccount\.com`,
		"member":    `serviceAccount:app-runner@tfplay-demo\.iam\.gserviceaccount\.com`,
		"name":      `projects/tfplay-demo/serviceAccounts/app-runner@tfplay-demo\.iam\.gserviceaccount\.com`,
		"unique_id": `1\d{20}`,
	})
	matches(t, w.stateResource("google_project_iam_member.app_logs"), map[string]string{
		"id":   `tfplay-demo/roles/logging\.logWriter/serviceAccount:app-runner@tfplay-demo\.iam\.gserviceaccount\.com`,
		"etag": `BwY[A-Za-z0-9]{8}=`,
	})
	matches(t, w.stateResource("google_service_account_key.app"), map[string]string{
		"name":        `projects/tfplay-demo/serviceAccounts/app-runner@tfplay-demo\.iam\.gserviceaccount\.com/keys/[0-9a-f]{40}`,
		"private_key": `ew[A-Za-z0-9+/=]+`,
	})
	matches(t, w.stateResource("google_storage_bucket.site"), map[string]string{
		"url":                   "gs://tfplay-demo-site",
		"self_link":             `https://www\.googleapis\.com/storage/v1/b/tfplay-demo-site`,
		"location":              "EU",
		"effective_labels.app":  "site",
		"effective_labels.team": "platform",
		"effective_labels.goog-terraform-provisioned": "true",
	})
	matches(t, w.stateResource("google_storage_bucket_object.index"), map[string]string{
		"md5hash":      `57cac72FTRqjW/66hW4Cpg==`,
		"content_type": `text/html; charset=utf-8`,
		"media_link":   `https://storage\.googleapis\.com/download/storage/v1/b/tfplay-demo-site/o/index\.html\?generation=17\d{14}&alt=media`,
	})
	matches(t, w.stateResource("google_sql_database_instance.db"), map[string]string{
		"connection_name":                            "tfplay-demo:europe-west4:main",
		"public_ip_address":                          `(34|35)\.\d+\.\d+\.\d+`,
		"first_ip_address":                           `(34|35)\.\d+\.\d+\.\d+`,
		"ip_address.0.type":                          "PRIMARY",
		"maintenance_version":                        `POSTGRES_16_\d+\.R\d{8}\.\d\d_\d\d`,
		"settings.0.ip_configuration.0.ipv4_enabled": "true",
		"settings.0.disk_size":                       "10",
	})
	matches(t, w.stateResource("google_pubsub_subscription.worker"), map[string]string{
		"id":                      "projects/tfplay-demo/subscriptions/worker",
		"ack_deadline_seconds":    "10",
		"expiration_policy.0.ttl": "2678400s",
	})
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// A changed source file uploads the object again.
	w.write("site/index.html", "<h1>hello again</h1>\n")
	contains(t, w.ok("plan", "-no-color"), "google_storage_bucket_object.index must be replaced", `~ detect_md5hash = "57cac72FTRqjW/66hW4Cpg==" -> "different hash" # forces replacement`)
	w.ok("apply", "-auto-approve", "-no-color")
	contains(t, w.ok("plan", "-no-color"), "No changes.")
	contains(t, w.ok("destroy", "-auto-approve", "-no-color"), "Resources: 10 destroyed.")
}

func TestValuesAreDeterministicPerWorkspace(t *testing.T) {
	first := newWorkspace(t, servicesConfig)
	second := newWorkspace(t, servicesConfig)
	for _, w := range []*workspace{first, second} {
		w.write("site/index.html", "x")
		w.ok("init", "-no-color")
		w.ok("apply", "-auto-approve", "-no-color")
	}
	for _, addr := range []string{"google_service_account.app", "google_sql_database_instance.db", "google_service_account_key.app"} {
		a, b := first.stateResource(addr), second.stateResource(addr)
		for _, key := range []string{"unique_id", "public_ip_address", "private_key"} {
			if a[key] != b[key] {
				t.Errorf("%s.%s differs between runs: %v, %v", addr, key, a[key], b[key])
			}
		}
	}
	first.ok("workspace", "new", "-no-color", "staging")
	first.ok("apply", "-auto-approve", "-no-color")
	a, b := first.stateResource("google_service_account.app"), first.stateResource("google_service_account.app", "staging")
	if a["unique_id"] == b["unique_id"] {
		t.Errorf("two workspaces got the same unique id %v", a["unique_id"])
	}
	if a["email"] != b["email"] {
		t.Errorf("e-mail addresses follow the configuration, not the workspace: %v, %v", a["email"], b["email"])
	}
}

func TestDataSources(t *testing.T) {
	w := newWorkspace(t, `provider "google" {
  project = "tfplay-demo"
  region  = "us-central1"
  zone    = "us-central1-c"
}

data "google_client_config" "me" {}
data "google_project" "this" {}
data "google_compute_zones" "available" {}
data "google_compute_zones" "eu" {
  region = "europe-west1"
}
data "google_compute_image" "debian" {
  family  = "debian-12"
  project = "debian-cloud"
}

output "client" {
  value = [data.google_client_config.me.project, data.google_client_config.me.region, data.google_client_config.me.zone]
}
output "number" {
  value = data.google_project.this.number
}
output "zones" {
  value = data.google_compute_zones.available.names
}
output "eu_zones" {
  value = data.google_compute_zones.eu.names
}
output "image" {
  value = data.google_compute_image.debian.self_link
}
`)
	w.ok("init", "-no-color")
	out := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, out,
		`"tfplay-demo",`, `"us-central1",`, `"us-central1-c",`,
		`"us-central1-a",`, `"us-central1-f",`,
		`"europe-west1-b",`, `"europe-west1-d",`,
		`image = "https://www.googleapis.com/compute/v1/projects/debian-cloud/global/images/debian-12-bookworm-v`,
	)
	first := w.stateResource("data.google_project.this")["number"]
	w.ok("apply", "-auto-approve", "-no-color")
	if again := w.stateResource("data.google_project.this")["number"]; again != first {
		t.Errorf("project number changed: %v, %v", first, again)
	}
	matches(t, w.stateResource("data.google_project.this"), map[string]string{"number": `\d{12}`, "id": "projects/tfplay-demo"})
}
