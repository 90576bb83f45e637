package azurerm

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// clientConfigData is azurerm_client_config: who the provider signs in as.
func clientConfigData() *mock.DataSource {
	return &mock.DataSource{
		Schema: resourceBlock("The identity the provider signs in as: client, tenant, subscription and object ids.", attrs{
			"id":              attr(str, "c", "An opaque id of the configuration."),
			"client_id":       attr(str, "c", "Client (application) id."),
			"tenant_id":       attr(str, "c", "Tenant id."),
			"subscription_id": attr(str, "c", "Subscription id."),
			"object_id":       attr(str, "c", "Object id of the signed-in user or service principal."),
		}, blocks{"timeouts": timeouts("read")}),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string { return "Y2xpZW50Q29uZmlncy9jbGllbnRJZD0" + sub(g, "id").Alnum(20) }),
			"client_id": gen(func(g *mock.Gen) string {
				if id := strOf(g.ProviderAttr("client_id")); id != "" {
					return id
				}
				return azureCLIClientID
			}),
			"tenant_id":       gen(func(g *mock.Gen) string { return tenantOf(g.Ctx) }),
			"subscription_id": gen(func(g *mock.Gen) string { return subscriptionOf(g.Ctx) }),
			"object_id":       fixed(callerObjectID),
		},
	}
}

// resourceGroupData is azurerm_resource_group, an existing group.
func resourceGroupData() *mock.DataSource {
	return &mock.DataSource{
		Schema: resourceBlock("An existing resource group.", attrs{
			"id":         attr(str, "c", "Id of the group."),
			"name":       attr(str, "r", "Name of the group."),
			"location":   attr(str, "c", "Region of the group."),
			"managed_by": attr(str, "c", "Resource managing the group."),
			"tags":       attr(strMap, "c", "Tags of the group."),
		}, blocks{"timeouts": timeouts("read")}),
		Generators: map[string]mock.Generator{
			"id":         gen(func(g *mock.Gen) string { return groupID(g.Ctx, attrOf(g, "name")) }),
			"location":   fixed("westeurope"),
			"managed_by": fixed(""),
			"tags":       func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		},
	}
}

// subscriptionData is azurerm_subscription.
func subscriptionData() *mock.DataSource {
	subID := func(g *mock.Gen) string {
		if s := attrOf(g, "subscription_id"); s != "" {
			return s
		}
		return subscriptionOf(g.Ctx)
	}
	return &mock.DataSource{
		Schema: resourceBlock("A subscription: the current one unless an id is given.", attrs{
			"id":                    attr(str, "c", "/subscriptions/ID."),
			"subscription_id":       attr(str, "oc", "Subscription id; the provider's by default."),
			"display_name":          attr(str, "c", "Display name."),
			"tenant_id":             attr(str, "c", "Tenant of the subscription."),
			"state":                 attr(str, "c", "Enabled, Warned, PastDue, Disabled or Deleted."),
			"location_placement_id": attr(str, "c", "Placement of the subscription's regions."),
			"quota_id":              attr(str, "c", "Quota of the subscription."),
			"spending_limit":        attr(str, "c", "On, Off or CurrentPeriodOff."),
			"tags":                  attr(strMap, "c", "Tags of the subscription."),
		}, blocks{"timeouts": timeouts("read")}),
		Generators: map[string]mock.Generator{
			"id":                    gen(func(g *mock.Gen) string { return "/subscriptions/" + subID(g) }),
			"subscription_id":       gen(subID),
			"display_name":          fixed("tfplay subscription"),
			"tenant_id":             gen(func(g *mock.Gen) string { return tenantOf(g.Ctx) }),
			"state":                 fixed("Enabled"),
			"location_placement_id": fixed("Public_2014-09-01"),
			"quota_id":              fixed("PayAsYouGo_2014-09-01"),
			"spending_limit":        fixed("Off"),
			"tags":                  func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		},
	}
}

// virtualNetworkData is azurerm_virtual_network, an existing network.
func virtualNetworkData() *mock.DataSource {
	return &mock.DataSource{
		Schema: resourceBlock("An existing virtual network.", attrs{
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
		}, blocks{"timeouts": timeouts("read")}),
		Generators: map[string]mock.Generator{
			"id":                      gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.Network/virtualNetworks") }),
			"location":                fixed("westeurope"),
			"address_space":           func(*mock.Gen) cty.Value { return stringList([]string{"10.0.0.0/16"}) },
			"dns_servers":             func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"guid":                    gen(func(g *mock.Gen) string { return g.UUID() }),
			"subnets":                 func(*mock.Gen) cty.Value { return stringList([]string{"default"}) },
			"vnet_peerings":           func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
			"vnet_peerings_addresses": func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"tags":                    func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		},
	}
}

// subnetData is azurerm_subnet, an existing subnet.
func subnetData() *mock.DataSource {
	return &mock.DataSource{
		Schema: resourceBlock("An existing subnet.", attrs{
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
		}, blocks{"timeouts": timeouts("read")}),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return resourceID(g, "Microsoft.Network/virtualNetworks", attrOf(g, "virtual_network_name")) + "/subnets/" + attrOf(g, "name")
			}),
			"address_prefix":                                fixed("10.0.1.0/24"),
			"address_prefixes":                              func(*mock.Gen) cty.Value { return stringList([]string{"10.0.1.0/24"}) },
			"network_security_group_id":                     fixed(""),
			"route_table_id":                                fixed(""),
			"service_endpoints":                             func(*mock.Gen) cty.Value { return cty.ListValEmpty(cty.String) },
			"default_outbound_access_enabled":               func(*mock.Gen) cty.Value { return cty.True },
			"private_endpoint_network_policies":             fixed("Disabled"),
			"private_link_service_network_policies_enabled": func(*mock.Gen) cty.Value { return cty.True },
		},
	}
}
