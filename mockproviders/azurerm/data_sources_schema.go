//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of data_sources.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["clientConfigData"] = func() *configschema.Block {
		return resourceBlock("The identity the provider signs in as: client, tenant, subscription and object ids.", attrs{
			"id":              attr(str, "c", "An opaque id of the configuration."),
			"client_id":       attr(str, "c", "Client (application) id."),
			"tenant_id":       attr(str, "c", "Tenant id."),
			"subscription_id": attr(str, "c", "Subscription id."),
			"object_id":       attr(str, "c", "Object id of the signed-in user or service principal."),
		}, blocks{"timeouts": timeouts("read")})
	}
	schemaSources["resourceGroupData"] = func() *configschema.Block {
		return resourceBlock("An existing resource group.", attrs{
			"id":         attr(str, "c", "Id of the group."),
			"name":       attr(str, "r", "Name of the group."),
			"location":   attr(str, "c", "Region of the group."),
			"managed_by": attr(str, "c", "Resource managing the group."),
			"tags":       attr(strMap, "c", "Tags of the group."),
		}, blocks{"timeouts": timeouts("read")})
	}
	schemaSources["subscriptionData"] = func() *configschema.Block {
		return resourceBlock("A subscription: the current one unless an id is given.", attrs{
			"id":                    attr(str, "c", "/subscriptions/ID."),
			"subscription_id":       attr(str, "oc", "Subscription id; the provider's by default."),
			"display_name":          attr(str, "c", "Display name."),
			"tenant_id":             attr(str, "c", "Tenant of the subscription."),
			"state":                 attr(str, "c", "Enabled, Warned, PastDue, Disabled or Deleted."),
			"location_placement_id": attr(str, "c", "Placement of the subscription's regions."),
			"quota_id":              attr(str, "c", "Quota of the subscription."),
			"spending_limit":        attr(str, "c", "On, Off or CurrentPeriodOff."),
			"tags":                  attr(strMap, "c", "Tags of the subscription."),
		}, blocks{"timeouts": timeouts("read")})
	}
	schemaSources["virtualNetworkData"] = func() *configschema.Block {
		return resourceBlock("An existing virtual network.", attrs{
			"id":                      attr(str, "c", "Id of the network."),
			"name":                    attr(str, "r", "Name of the network."),
			"resource_group_name":     attr(str, "r", "Resource group of the network."),
			"location":                attr(str, "c", "Region of the network."),
			"address_space":           attr(strList, "c", "Address ranges of the network."),
			"dns_servers":             attr(strList, "c", "DNS servers of the network."),
			"guid":                    attr(str, "c", "GUID of the network."),
			"subnets":                 attr(strList, "c", "Names of the subnets."),
			"vnet_peerings":           attr(strMap, "c", "Peerings: name to remote network id."),
			"vnet_peerings_addresses": attr(strList, "c", "Address ranges of the peered networks."),
			"tags":                    attr(strMap, "c", "Tags of the network."),
		}, blocks{"timeouts": timeouts("read")})
	}
	schemaSources["subnetData"] = func() *configschema.Block {
		return resourceBlock("An existing subnet.", attrs{
			"id":                                attr(str, "c", "Id of the subnet."),
			"name":                              attr(str, "r", "Name of the subnet."),
			"virtual_network_name":              attr(str, "r", "Name of the network."),
			"resource_group_name":               attr(str, "r", "Resource group of the network."),
			"address_prefix":                    attr(str, "c", "First address range."),
			"address_prefixes":                  attr(strList, "c", "Address ranges."),
			"network_security_group_id":         attr(str, "c", "Attached network security group."),
			"route_table_id":                    attr(str, "c", "Attached route table."),
			"service_endpoints":                 attr(strList, "c", "Service endpoints."),
			"default_outbound_access_enabled":   attr(boolean, "c", "Whether default outbound access is on."),
			"private_endpoint_network_policies": attr(str, "c", "Network policies of private endpoints."),
			"private_link_service_network_policies_enabled": attr(boolean, "c", "Network policies of Private Link services."),
		}, blocks{"timeouts": timeouts("read")})
	}
}
