package azurerm

import (
	"encoding/base64"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// The fixed identities of tfplay's fake Azure account: the subscription
// and tenant every provider block without subscription_id works in, the
// object id of the signed-in user, and the application id the Azure CLI
// signs in with.
const (
	defaultSubscription = "5c4f8e2a-9b3d-4e1f-8a6c-2d7b9e0f1a34"
	defaultTenant       = "72f988bf-86f1-41af-91ab-2d7cd011db47"
	callerObjectID      = "a1d3f5b7-c9e2-4f60-8b1a-3c5e7d9f0b24"
	azureCLIClientID    = "04b07795-8ddb-461a-bbee-02f9e1bf7b46"
)

// subscriptionOf is the subscription the provider works in.
func subscriptionOf(c *mock.Ctx) string {
	if s := strOf(getAttr(c.Provider, "subscription_id")); s != "" {
		return s
	}
	return defaultSubscription
}

// tenantOf is the tenant the provider signs in to.
func tenantOf(c *mock.Ctx) string {
	if s := strOf(getAttr(c.Provider, "tenant_id")); s != "" {
		return s
	}
	return defaultTenant
}

// attrOf returns a top-level string attribute of a generator's object.
func attrOf(g *mock.Gen, name string) string { return strOf(getAttr(g.Object, name)) }

// groupID is the id of a resource group.
func groupID(c *mock.Ctx, group string) string {
	return fmt.Sprintf("/subscriptions/%s/resourceGroups/%s", subscriptionOf(c), group)
}

// armID makes the generator of the id of a resource in a resource group:
// /subscriptions/S/resourceGroups/G/providers/NAMESPACE/TYPE/NAME.
func armID(namespaceAndType string) mock.Generator {
	return gen(func(g *mock.Gen) string { return resourceID(g, namespaceAndType, attrOf(g, "name")) })
}

// resourceID is the id of the named resource of a type in the object's
// resource group.
func resourceID(g *mock.Gen, namespaceAndType, name string) string {
	return groupID(g.Ctx, attrOf(g, "resource_group_name")) + "/providers/" + namespaceAndType + "/" + name
}

// lastSegment returns the last segment of an id.
func lastSegment(id string) string {
	if i := strings.LastIndexByte(id, '/'); i >= 0 {
		return id[i+1:]
	}
	return id
}

// segmentAfter returns the id segment following key ("resourceGroups").
func segmentAfter(id, key string) string {
	parts := strings.Split(id, "/")
	for i := 0; i+1 < len(parts); i++ {
		if strings.EqualFold(parts[i], key) {
			return parts[i+1]
		}
	}
	return ""
}

// normalizeLocation is how the provider stores a location: lower case
// without spaces ("West Europe" becomes "westeurope").
func normalizeLocation(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, " ", ""))
}

// locationStep stores the location argument normalized, so that "West
// Europe" and "westeurope" plan no change.
func locationStep(_ *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
	if v := getAttr(proposed, "location"); usable(v) && v.Type() == cty.String {
		return setAttr(proposed, "location", sv(normalizeLocation(v.AsString()))), nil
	}
	return proposed, nil
}

// placement are the arguments of resources living in a resource group of
// a region, with their tags.
func placement(what string) attrs {
	return attrs{
		"id":                  attr(str, "oc", "Azure resource id of the "+what+"."),
		"name":                attr(str, "rf", "Name of the "+what+"."),
		"resource_group_name": attr(str, "rf", "Resource group of the "+what+"."),
		"location":            attr(str, "rf", "Azure region (westeurope, \"East US\"...)."),
		"tags":                attr(strMap, "o", "Tags of the "+what+"."),
	}
}

// sv is cty.StringVal, short for generators.
func sv(s string) cty.Value { return cty.StringVal(s) }

// gen wraps a string-producing function as a generator.
func gen(f func(g *mock.Gen) string) mock.Generator {
	return func(g *mock.Gen) cty.Value { return sv(f(g)) }
}

// fixed is the generator of a constant string.
func fixed(s string) mock.Generator { return gen(func(*mock.Gen) string { return s }) }

// accessKey returns a storage-style access key: 64 random bytes, base64.
func accessKey(g *mock.Gen) string {
	return base64.StdEncoding.EncodeToString(g.Bytes(64))
}

// publicIP returns an address from Azure's public ranges.
func publicIP(g *mock.Gen) string {
	return fmt.Sprintf("%s.%d.%d.%d", g.Pick("20", "40", "52", "13", "4"), g.Intn(256), g.Intn(256), 1+g.Intn(254))
}

// sub returns a generator for a named part of the object, so that two
// attributes derived from one random value agree.
func sub(g *mock.Gen, part string) *mock.Gen {
	return g.Ctx.Generator(cty.GetAttrPath(part), g.Object)
}

// errorf is an error diagnostic.
func errorf(format string, args ...any) hcl.Diagnostics {
	return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: fmt.Sprintf(format, args...)}}
}
