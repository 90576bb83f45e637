package azurerm

import (
	"fmt"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// keyVault is azurerm_key_vault.
func keyVault() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("keyVault"),
		Defaults: map[string]cty.Value{
			"public_network_access_enabled": cty.True,
			"soft_delete_retention_days":    cty.NumberIntVal(90),
		},
		Generators: map[string]mock.Generator{
			"id":        gen(func(g *mock.Gen) string { return armIDOf(g, "Microsoft.KeyVault/vaults") }),
			"vault_uri": gen(func(g *mock.Gen) string { return "https://" + attrOf(g, "name") + ".vault.azure.net/" }),
		},
	}
	return withPlan(r, locationStep)
}

// keyVaultSecret is azurerm_key_vault_secret.
func keyVaultSecret() *mock.Resource {
	vault := func(g *mock.Gen) string { return lastSegment(attrOf(g, "key_vault_id")) }
	version := func(g *mock.Gen) string { return sub(g, "version").Hex(32) }
	base := func(g *mock.Gen) string {
		return fmt.Sprintf("https://%s.vault.azure.net/secrets/%s", vault(g), attrOf(g, "name"))
	}
	return &mock.Resource{
		Schema: schemaOf("keyVaultSecret"),
		Generators: map[string]mock.Generator{
			"id":             gen(func(g *mock.Gen) string { return base(g) + "/" + version(g) }),
			"version":        gen(version),
			"versionless_id": gen(base),
			"resource_id": gen(func(g *mock.Gen) string {
				return attrOf(g, "key_vault_id") + "/secrets/" + attrOf(g, "name") + "/versions/" + version(g)
			}),
			"resource_versionless_id": gen(func(g *mock.Gen) string { return attrOf(g, "key_vault_id") + "/secrets/" + attrOf(g, "name") }),
		},
		RecomputeOnUpdate: []string{"id", "version", "resource_id"},
	}
}
