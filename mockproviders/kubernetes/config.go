package kubernetes

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// namespace is kubernetes_namespace.
func namespace() *mock.Resource {
	return kind{
		name:      "namespace",
		desc:      "A Namespace: a scope for the names of objects.",
		schemaKey: "namespace", // its schema: config_schema.go

		defaults: map[string]cty.Value{"wait_for_default_service_account": cty.False},
	}.resource()
}

// configMap is kubernetes_config_map.
func configMap() *mock.Resource {
	return kind{
		name:       "config map",
		namespaced: true,
		desc:       "A ConfigMap: configuration data as key/value pairs, for pods to read as files or variables.",
		schemaKey:  "configMap", // its schema: config_schema.go
	}.resource()
}

// secret is kubernetes_secret; its data is sensitive.
func secret() *mock.Resource {
	return kind{
		name:       "secret",
		namespaced: true,
		desc:       "A Secret: sensitive key/value data such as passwords, tokens and keys.",
		schemaKey:  "secret", // its schema: config_schema.go

		defaults: map[string]cty.Value{
			"type":                           sv("Opaque"),
			"wait_for_service_account_token": cty.True,
		},
	}.resource()
}

// serviceAccount is kubernetes_service_account.
func serviceAccount() *mock.Resource {
	return kind{
		name:       "service account",
		namespaced: true,
		desc:       "A ServiceAccount: an identity for the processes of pods.",
		schemaKey:  "serviceAccount", // its schema: config_schema.go

		defaults:   map[string]cty.Value{"automount_service_account_token": cty.True},
		generators: map[string]mock.Generator{"default_secret_name": fixed("")},
	}.resource()
}

// persistentVolumeClaim is kubernetes_persistent_volume_claim.
func persistentVolumeClaim() *mock.Resource {
	return kind{
		name:       "claim",
		namespaced: true,
		desc:       "A PersistentVolumeClaim: a request for storage that pods mount.",
		schemaKey:  "persistentVolumeClaim", // its schema: config_schema.go

		defaults: map[string]cty.Value{"wait_until_bound": cty.True},
		generators: map[string]mock.Generator{
			"spec.storage_class_name": fixed("standard"),
			"spec.volume_mode":        fixed("Filesystem"),
			"spec.volume_name":        gen(func(g *mock.Gen) string { return "pvc-" + uuid4(g.Ctx.Generator(cty.GetAttrPath("volume"), g.Object)) }),
		},
	}.resource()
}
