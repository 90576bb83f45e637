// Package google is tfplay's mock of registry.terraform.io/hashicorp/google:
// the Google Cloud resource types and data sources people learn with
// (Compute Engine networks and instances, Cloud Storage, IAM, GKE, Cloud
// SQL, Pub/Sub), with the provider's argument names and behaviour, and
// the self links, ids, numbers, e-mail addresses and IP addresses Google
// Cloud returns, derived from the provider's project, region and zone.
package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
)

// Source is the provider's source address.
const Source = "registry.terraform.io/hashicorp/google"

// Provider declares the google provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: providerSchema(),
		Resources: map[string]*mock.Resource{
			"google_compute_network":           computeNetwork(),
			"google_compute_subnetwork":        trackSubnetworks(computeSubnetwork()),
			"google_compute_firewall":          computeFirewall(),
			"google_compute_address":           computeAddress(),
			"google_compute_global_address":    computeGlobalAddress(),
			"google_compute_router":            computeRouter(),
			"google_compute_router_nat":        computeRouterNAT(),
			"google_compute_instance":          computeInstance(),
			"google_compute_disk":              computeDisk(),
			"google_storage_bucket":            storageBucket(),
			"google_storage_bucket_object":     storageBucketObject(),
			"google_storage_bucket_iam_member": storageBucketIAMMember(),
			"google_project_service":           projectService(),
			"google_service_account":           serviceAccount(),
			"google_service_account_key":       serviceAccountKey(),
			"google_project_iam_member":        projectIAMMember(),
			"google_project_iam_binding":       projectIAMBinding(),
			"google_container_cluster":         containerCluster(),
			"google_container_node_pool":       containerNodePool(),
			"google_sql_database_instance":     sqlDatabaseInstance(),
			"google_sql_database":              sqlDatabase(),
			"google_sql_user":                  sqlUser(),
			"google_pubsub_topic":              pubsubTopic(),
			"google_pubsub_subscription":       pubsubSubscription(),
		},
		DataSources: map[string]*mock.DataSource{
			"google_client_config":   clientConfigData(),
			"google_project":         projectData(),
			"google_compute_zones":   computeZonesData(),
			"google_compute_image":   computeImageData(),
			"google_compute_network": computeNetworkData(),
			"google_service_account": serviceAccountData(),
		},
	}
}

// providerSchema is the schema of the provider block.
func providerSchema() *configschema.Block {
	return resourceBlock("Google Cloud: the project, region and zone objects live in, and how to authenticate.", attrs{
		"credentials":                           attr(str, "os", "Service account key JSON, or the path of a file holding it."),
		"access_token":                          attr(str, "os", "OAuth 2.0 access token used instead of credentials."),
		"impersonate_service_account":           attr(str, "o", "Service account to impersonate for every call."),
		"impersonate_service_account_delegates": attr(strList, "o", "Delegation chain for the impersonated service account."),
		"project":                               attr(str, "o", "Default project of resources that do not set one."),
		"billing_project":                       attr(str, "o", "Project billed for quota when user_project_override is set."),
		"region":                                attr(str, "o", "Default region of regional resources."),
		"zone":                                  attr(str, "o", "Default zone of zonal resources."),
		"scopes":                                attr(strList, "o", "OAuth scopes requested with the credentials."),
		"user_project_override":                 attr(boolean, "o", "Bill quota to the resource's project (or billing_project) rather than the credentials' project."),
		"request_timeout":                       attr(str, "o", "Time limit of each API request."),
		"request_reason":                        attr(str, "o", "Reason sent with each request for audit logs."),
		"universe_domain":                       attr(str, "o", "Domain of the Google Cloud universe to talk to."),
		"default_labels":                        attr(strMap, "o", "Labels added to every resource that takes labels."),
		"add_terraform_attribution_label":       attr(boolean, "o", "Add the goog-terraform-provisioned label to created resources (true by default)."),
		"terraform_attribution_label_addition_strategy": attr(str, "o", "When to add the attribution label: CREATION_ONLY or PROACTIVE."),
	}, blocks{
		"batching": list(0, 1, "Batching of requests that the API lets combine.", attrs{
			"send_after":      attr(str, "o", "How long to wait before sending a batch."),
			"enable_batching": attr(boolean, "o", "Whether to batch requests."),
		}, nil),
	})
}
