package azurerm

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// clientConfigData is azurerm_client_config: who the provider signs in as.
func clientConfigData() *mock.DataSource {
	return &mock.DataSource{
		Schema: schemaOf("clientConfigData"),
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
		Schema: schemaOf("resourceGroupData"),
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
		Schema: schemaOf("subscriptionData"),
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
		Schema: schemaOf("virtualNetworkData"),
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
		Schema: schemaOf("subnetData"),
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
