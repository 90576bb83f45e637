package azurerm_test

import (
	"strings"
	"testing"
)

const platformConfig = `provider "azurerm" {
  features {
    key_vault {
      purge_soft_delete_on_destroy = true
    }
  }
}

data "azurerm_client_config" "current" {}
data "azurerm_subscription" "current" {}

resource "azurerm_resource_group" "rg" {
  name     = "platform"
  location = "eastus"
  tags = {
    env = "dev"
  }
}

resource "azurerm_storage_account" "site" {
  name                     = "tfplaysite01"
  resource_group_name      = azurerm_resource_group.rg.name
  location                 = azurerm_resource_group.rg.location
  account_tier             = "Standard"
  account_replication_type = "GRS"

  static_website {
    index_document = "index.html"
  }
}

resource "azurerm_storage_container" "assets" {
  name                  = "assets"
  storage_account_id    = azurerm_storage_account.site.id
  container_access_type = "blob"
}

resource "azurerm_key_vault" "kv" {
  name                = "tfplay-kv"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  tenant_id           = data.azurerm_client_config.current.tenant_id
  sku_name            = "standard"

  access_policy {
    tenant_id          = data.azurerm_client_config.current.tenant_id
    object_id          = data.azurerm_client_config.current.object_id
    secret_permissions = ["Get", "List", "Set", "Delete"]
  }
}

resource "azurerm_key_vault_secret" "db" {
  name         = "db-password"
  value        = "s3cr3t"
  key_vault_id = azurerm_key_vault.kv.id
}

resource "azurerm_kubernetes_cluster" "aks" {
  name                = "tfplay-aks"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  dns_prefix          = "tfplay"

  default_node_pool {
    name       = "system"
    node_count = 2
    vm_size    = "Standard_D2s_v5"
  }

  identity {
    type = "SystemAssigned"
  }
}

resource "azurerm_service_plan" "plan" {
  name                = "tfplay-plan"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  os_type             = "Linux"
  sku_name            = "B1"
}

resource "azurerm_linux_web_app" "app" {
  name                = "tfplay-app"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  service_plan_id     = azurerm_service_plan.plan.id

  site_config {
    application_stack {
      node_version = "20-lts"
    }
  }
}

resource "azurerm_mssql_server" "sql" {
  name                         = "tfplay-sql"
  resource_group_name          = azurerm_resource_group.rg.name
  location                     = azurerm_resource_group.rg.location
  version                      = "12.0"
  administrator_login          = "sqladmin"
  administrator_login_password = "P@ssw0rd-1234"
}

resource "azurerm_role_assignment" "aks_network" {
  scope                = azurerm_resource_group.rg.id
  role_definition_name = "Network Contributor"
  principal_id         = azurerm_kubernetes_cluster.aks.identity[0].principal_id
}

output "kube_host" {
  value     = azurerm_kubernetes_cluster.aks.kube_config[0].host
  sensitive = true
}

output "web" {
  value = azurerm_storage_account.site.primary_web_endpoint
}

output "subscription" {
  value = data.azurerm_subscription.current.display_name
}
`

func TestPlatformValues(t *testing.T) {
	w := newWorkspace(t, platformConfig)
	w.ok("init", "-no-color")
	plan := w.ok("plan", "-no-color")
	contains(t, plan,
		"+ administrator_login_password = (sensitive value)",
		"+ primary_access_key = (sensitive value)",
		"+ kube_config = (sensitive value)",
		`+ value = (sensitive value)`,
		`+ https_traffic_only_enabled = true`,
		`+ network_profile {`,
		"Plan: 10 to add, 0 to change, 0 to destroy.",
	)
	out := w.ok("apply", "-auto-approve", "-no-color")
	contains(t, out, `subscription = "tfplay subscription"`, `web = "https://tfplaysite01.z`, "kube_host = <sensitive>")

	matches(t, w.stateResource("azurerm_storage_account.site"), map[string]string{
		"primary_blob_endpoint":     `https://tfplaysite01\.blob\.core\.windows\.net/`,
		"secondary_blob_endpoint":   `https://tfplaysite01-secondary\.blob\.core\.windows\.net/`,
		"primary_web_host":          `tfplaysite01\.z\d+\.web\.core\.windows\.net`,
		"secondary_location":        "westus",
		"primary_access_key":        `[A-Za-z0-9+/]{86}==`,
		"primary_connection_string": `DefaultEndpointsProtocol=https;AccountName=tfplaysite01;AccountKey=[A-Za-z0-9+/]{86}==;EndpointSuffix=core\.windows\.net`,
	})
	matches(t, w.stateResource("azurerm_storage_container.assets"), map[string]string{
		"id": `/subscriptions/` + subscription + `/resourceGroups/platform/providers/Microsoft\.Storage/storageAccounts/tfplaysite01/blobServices/default/containers/assets`,
	})
	matches(t, w.stateResource("azurerm_key_vault.kv"), map[string]string{
		"vault_uri":                  `https://tfplay-kv\.vault\.azure\.net/`,
		"access_policy.0.object_id":  `[0-9a-f-]{36}`,
		"soft_delete_retention_days": "90",
	})
	matches(t, w.stateResource("azurerm_key_vault_secret.db"), map[string]string{
		"id":             `https://tfplay-kv\.vault\.azure\.net/secrets/db-password/[0-9a-f]{32}`,
		"versionless_id": `https://tfplay-kv\.vault\.azure\.net/secrets/db-password`,
	})
	matches(t, w.stateResource("azurerm_kubernetes_cluster.aks"), map[string]string{
		"fqdn":                                     `tfplay-[0-9a-f]{8}\.hcp\.eastus\.azmk8s\.io`,
		"kube_config.0.host":                       `https://tfplay-[0-9a-f]{8}\.hcp\.eastus\.azmk8s\.io:443`,
		"kube_config_raw":                          `(?s)apiVersion: v1\nclusters:.*server: https://tfplay-.*`,
		"node_resource_group":                      "MC_platform_tfplay-aks_eastus",
		"identity.0.principal_id":                  `[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`,
		"identity.0.tenant_id":                     "72f988bf-86f1-41af-91ab-2d7cd011db47",
		"network_profile.0.network_plugin":         "azure",
		"default_node_pool.0.orchestrator_version": `1\.\d+\.\d+`,
	})
	matches(t, w.stateResource("azurerm_linux_web_app.app"), map[string]string{
		"default_hostname":               `tfplay-app\.azurewebsites\.net`,
		"site_config.0.linux_fx_version": `NODE\|20-lts`,
		"outbound_ip_address_list.5":     `\d+\.\d+\.\d+\.\d+`,
		"kind":                           "app,linux",
	})
	matches(t, w.stateResource("azurerm_mssql_server.sql"), map[string]string{"fully_qualified_domain_name": `tfplay-sql\.database\.windows\.net`})
	matches(t, w.stateResource("azurerm_role_assignment.aks_network"), map[string]string{
		"role_definition_id": `/subscriptions/` + subscription + `/providers/Microsoft\.Authorization/roleDefinitions/4d97b98b-1d4f-4787-a291-c67834d212e7`,
		"id":                 `/subscriptions/` + subscription + `/resourceGroups/platform/providers/Microsoft\.Authorization/roleAssignments/[0-9a-f-]{36}`,
	})
	matches(t, w.stateResource("data.azurerm_client_config.current"), map[string]string{
		"subscription_id": subscription,
		"client_id":       "04b07795-8ddb-461a-bbee-02f9e1bf7b46",
	})
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// A new secret value is a new version; a new node count is in place.
	w.write("main.tf", replaceOnce(replaceOnce(platformConfig, `"s3cr3t"`, `"n3w-s3cr3t"`), "node_count = 2", "node_count = 3"))
	contains(t, w.ok("plan", "-no-color"), "~ value = (sensitive value)", `~ id = "https://tfplay-kv.vault.azure.net/secrets/db-password/`, "~ version = ", "~ node_count = 2 -> 3", "Plan: 0 to add, 2 to change, 0 to destroy.")
	w.ok("apply", "-auto-approve", "-no-color")
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	contains(t, w.ok("destroy", "-auto-approve", "-no-color"), "Destroy complete! Resources: 10 destroyed.")

	// The subscription comes from the provider when it is set.
	w.write("main.tf", replaceOnce(platformConfig, "provider \"azurerm\" {\n", "provider \"azurerm\" {\n  subscription_id = \"00000000-1111-2222-3333-444444444444\"\n"))
	contains(t, w.ok("apply", "-auto-approve", "-no-color"), "[id=/subscriptions/00000000-1111-2222-3333-444444444444/resourceGroups/platform]")
}

// replaceOnce replaces the first old in s, failing loudly when absent.
func replaceOnce(s, old, new string) string {
	i := strings.Index(s, old)
	if i < 0 {
		panic("no " + old)
	}
	return s[:i] + new + s[i+len(old):]
}
