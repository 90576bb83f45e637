// Package azurerm is tfplay's mock of registry.terraform.io/hashicorp/azurerm
// (the provider's 4.x schema): the Azure resource types people learn with
// (resource groups, virtual networks, virtual machines, storage, Key Vault,
// AKS, App Service, Azure SQL), with the provider's argument names and
// behaviour — the required features block, locations stored normalized,
// force-new names and locations — and Azure resource ids under a fixed
// fake subscription.
package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
)

// Source is the provider's source address.
const Source = "registry.terraform.io/hashicorp/azurerm"

// Provider declares the azurerm provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: providerSchema(),
		Resources: map[string]*mock.Resource{
			"azurerm_resource_group":                               resourceGroup(),
			"azurerm_virtual_network":                              virtualNetwork(),
			"azurerm_subnet":                                       subnet(),
			"azurerm_network_security_group":                       networkSecurityGroup(),
			"azurerm_subnet_network_security_group_association":    subnetNSGAssociation(),
			"azurerm_network_interface":                            networkInterface(),
			"azurerm_network_interface_security_group_association": nicNSGAssociation(),
			"azurerm_public_ip":                                    publicIPResource(),
			"azurerm_linux_virtual_machine":                        linuxVirtualMachine(),
			"azurerm_storage_account":                              storageAccount(),
			"azurerm_storage_container":                            storageContainer(),
			"azurerm_key_vault":                                    keyVault(),
			"azurerm_key_vault_secret":                             keyVaultSecret(),
			"azurerm_kubernetes_cluster":                           kubernetesCluster(),
			"azurerm_app_service_plan":                             appServicePlan(),
			"azurerm_service_plan":                                 servicePlan(),
			"azurerm_linux_web_app":                                linuxWebApp(),
			"azurerm_mssql_server":                                 mssqlServer(),
			"azurerm_mssql_database":                               mssqlDatabase(),
			"azurerm_user_assigned_identity":                       userAssignedIdentity(),
			"azurerm_role_assignment":                              roleAssignment(),
			"azurerm_log_analytics_workspace":                      logAnalyticsWorkspace(),
			"azurerm_container_registry":                           containerRegistry(),
		},
		DataSources: map[string]*mock.DataSource{
			"azurerm_client_config":   clientConfigData(),
			"azurerm_resource_group":  resourceGroupData(),
			"azurerm_subscription":    subscriptionData(),
			"azurerm_virtual_network": virtualNetworkData(),
			"azurerm_subnet":          subnetData(),
		},
	}
}

// featureBlock is one block of the features block.
func featureBlock(desc string, flags ...string) *configschema.NestedBlock {
	a := attrs{}
	for _, f := range flags {
		a[f] = attr(boolean, "o", "Toggle: "+f+".")
	}
	return list(0, 1, desc, a, nil)
}

// providerSchema is the schema of the provider block.
func providerSchema() *configschema.Block {
	return resourceBlock("Azure Resource Manager: the subscription and tenant to work in, how to sign in, and behaviour toggles.", attrs{
		"subscription_id":                 attr(str, "o", "Subscription to manage; tfplay's fake subscription when unset."),
		"tenant_id":                       attr(str, "o", "Microsoft Entra tenant to sign in to."),
		"client_id":                       attr(str, "o", "Application (client) id of a service principal."),
		"client_secret":                   attr(str, "os", "Secret of the service principal."),
		"client_certificate_path":         attr(str, "o", "Path of a PFX certificate of the service principal."),
		"client_certificate_password":     attr(str, "os", "Password of that certificate."),
		"environment":                     attr(str, "o", "Cloud: public, usgovernment, china."),
		"metadata_host":                   attr(str, "o", "Host of the cloud's metadata endpoint."),
		"auxiliary_tenant_ids":            attr(strList, "o", "Other tenants to sign in to."),
		"use_cli":                         attr(boolean, "o", "Sign in with the Azure CLI (true by default)."),
		"use_msi":                         attr(boolean, "o", "Sign in with a managed identity."),
		"msi_endpoint":                    attr(str, "o", "Endpoint of the managed identity."),
		"use_oidc":                        attr(boolean, "o", "Sign in with an OIDC token."),
		"oidc_token":                      attr(str, "os", "The OIDC token."),
		"oidc_request_url":                attr(str, "o", "URL to fetch an OIDC token from."),
		"oidc_request_token":              attr(str, "os", "Bearer token of that request."),
		"resource_provider_registrations": attr(str, "o", "Which resource providers to register: core, extended, all, none, legacy."),
		"resource_providers_to_register":  attr(strList, "o", "Extra resource providers to register."),
		"skip_provider_registration":      attr(boolean, "o", "Deprecated: skip registering resource providers."),
		"storage_use_azuread":             attr(boolean, "o", "Use Entra ID rather than keys for storage data plane calls."),
		"partner_id":                      attr(str, "o", "Partner id for usage attribution."),
		"disable_terraform_partner_id":    attr(boolean, "o", "Do not send Terraform's partner id."),
		"disable_correlation_request_id":  attr(boolean, "o", "Do not send a correlation request id."),
	}, blocks{
		"features": list(1, 1, "Behaviour toggles of resource types; required, even empty.", nil, blocks{
			"api_management":             featureBlock("API Management.", "purge_soft_delete_on_destroy", "recover_soft_deleted"),
			"app_configuration":          featureBlock("App Configuration.", "purge_soft_delete_on_destroy", "recover_soft_deleted"),
			"application_insights":       featureBlock("Application Insights.", "disable_generated_rule"),
			"cognitive_account":          featureBlock("Cognitive Services.", "purge_soft_delete_on_destroy"),
			"key_vault":                  featureBlock("Key Vault soft delete and purge.", "purge_soft_delete_on_destroy", "purge_soft_deleted_certificates_on_destroy", "purge_soft_deleted_keys_on_destroy", "purge_soft_deleted_secrets_on_destroy", "purge_soft_deleted_hardware_security_modules_on_destroy", "recover_soft_deleted_certificates", "recover_soft_deleted_key_vaults", "recover_soft_deleted_keys", "recover_soft_deleted_secrets"),
			"log_analytics_workspace":    featureBlock("Log Analytics.", "permanently_delete_on_destroy"),
			"machine_learning":           featureBlock("Machine Learning.", "purge_soft_deleted_workspace_on_destroy"),
			"managed_disk":               featureBlock("Managed disks.", "expand_without_downtime"),
			"postgresql_flexible_server": featureBlock("PostgreSQL flexible servers.", "restart_server_on_configuration_value_change"),
			"recovery_service":           featureBlock("Recovery Services.", "vm_backup_stop_protection_and_retain_data_on_destroy", "vm_backup_suspend_protection_and_retain_data_on_destroy", "purge_protected_items_from_vault_on_destroy"),
			"resource_group":             featureBlock("Resource groups.", "prevent_deletion_if_contains_resources"),
			"storage":                    featureBlock("Storage.", "data_plane_available"),
			"subscription":               featureBlock("Subscriptions.", "prevent_cancellation_on_destroy"),
			"template_deployment":        featureBlock("Template deployments.", "delete_nested_items_during_deletion"),
			"virtual_machine":            featureBlock("Virtual machines.", "delete_os_disk_on_deletion", "detach_implicit_data_disk_on_deletion", "graceful_shutdown", "skip_shutdown_and_force_delete"),
			"virtual_machine_scale_set":  featureBlock("Virtual machine scale sets.", "force_delete", "reimage_on_manual_upgrade", "roll_instances_when_required", "scale_to_zero_before_deletion"),
		}),
	})
}
