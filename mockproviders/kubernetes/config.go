package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// namespace is kubernetes_namespace.
func namespace() *mock.Resource {
	return kind{
		name: "namespace",
		desc: "A Namespace: a scope for the names of objects.",
		attrs: attrs{
			"wait_for_default_service_account": attr(boolean, "o", "Wait until the namespace's default service account exists."),
		},
		blocks:   blocks{"timeouts": timeouts("delete")},
		defaults: map[string]cty.Value{"wait_for_default_service_account": cty.False},
	}.resource()
}

// configMap is kubernetes_config_map.
func configMap() *mock.Resource {
	return kind{
		name:       "config map",
		namespaced: true,
		desc:       "A ConfigMap: configuration data as key/value pairs, for pods to read as files or variables.",
		attrs: attrs{
			"data":        attr(strMap, "o", "The configuration: keys and UTF-8 values."),
			"binary_data": attr(strMap, "o", "Binary values, base64-encoded."),
			"immutable":   attr(boolean, "o", "Forbid changes of the data."),
		},
	}.resource()
}

// secret is kubernetes_secret; its data is sensitive.
func secret() *mock.Resource {
	return kind{
		name:       "secret",
		namespaced: true,
		desc:       "A Secret: sensitive key/value data such as passwords, tokens and keys.",
		attrs: attrs{
			"data":                           attr(strMap, "os", "The secret data: keys and values (stored base64-encoded by Kubernetes)."),
			"binary_data":                    attr(strMap, "os", "Binary values, base64-encoded."),
			"type":                           attr(str, "of", "Opaque (the default), kubernetes.io/tls, kubernetes.io/dockerconfigjson..."),
			"immutable":                      attr(boolean, "o", "Forbid changes of the data."),
			"wait_for_service_account_token": attr(boolean, "o", "Wait for the token of a service account token secret (true by default)."),
		},
		blocks: blocks{"timeouts": timeouts("create")},
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
		attrs: attrs{
			"automount_service_account_token": attr(boolean, "o", "Mount the account's token into pods (true by default)."),
			"default_secret_name":             attr(str, "c", "Name of the token secret (clusters before 1.24)."),
		},
		blocks: blocks{
			"image_pull_secret": set(0, 0, "A secret pods of this account use to pull images.", attrs{"name": attr(str, "o", "Name of the secret.")}, nil),
			"secret":            set(0, 0, "A secret the account may use.", attrs{"name": attr(str, "o", "Name of the secret.")}, nil),
			"timeouts":          timeouts("create"),
		},
		defaults:   map[string]cty.Value{"automount_service_account_token": cty.True},
		generators: map[string]mock.Generator{"default_secret_name": fixed("")},
	}.resource()
}

// pvcSpec is the spec of a persistent volume claim.
func pvcSpec() *configschema.NestedBlock {
	return forceNew(single(true, "The storage requested.", attrs{
		"access_modes":       attr(strSet, "r", "ReadWriteOnce, ReadOnlyMany, ReadWriteMany, ReadWriteOncePod."),
		"storage_class_name": attr(str, "oc", "Storage class; the cluster's default when unset."),
		"volume_name":        attr(str, "oc", "Persistent volume bound to the claim."),
		"volume_mode":        attr(str, "oc", "Filesystem or Block."),
	}, blocks{
		"resources": single(true, "Storage size.", attrs{
			"requests": attr(strMap, "o", "Storage requested (storage = \"10Gi\")."),
			"limits":   attr(strMap, "o", "Most storage used."),
		}, nil),
		"selector": labelSelector(false),
	}))
}

// persistentVolumeClaim is kubernetes_persistent_volume_claim.
func persistentVolumeClaim() *mock.Resource {
	return kind{
		name:       "claim",
		namespaced: true,
		desc:       "A PersistentVolumeClaim: a request for storage that pods mount.",
		attrs: attrs{
			"wait_until_bound": attr(boolean, "o", "Wait until the claim is bound to a volume (true by default)."),
		},
		blocks: blocks{
			"spec":     pvcSpec(),
			"timeouts": timeouts("create"),
		},
		defaults: map[string]cty.Value{"wait_until_bound": cty.True},
		generators: map[string]mock.Generator{
			"spec.storage_class_name": fixed("standard"),
			"spec.volume_mode":        fixed("Filesystem"),
			"spec.volume_name":        gen(func(g *mock.Gen) string { return "pvc-" + uuid4(g.Ctx.Generator(cty.GetAttrPath("volume"), g.Object)) }),
		},
	}.resource()
}
