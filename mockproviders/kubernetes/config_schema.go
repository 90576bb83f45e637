//go:build schemagen

package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of config.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	kindSources["namespace"] = func() (attrs, blocks) {
		return attrs{
			"wait_for_default_service_account": attr(boolean, "o", "Wait until the namespace's default service account exists."),
		}, blocks{"timeouts": timeouts("delete")}
	}
	kindSources["configMap"] = func() (attrs, blocks) {
		return attrs{
			"data":        attr(strMap, "o", "The configuration: keys and UTF-8 values."),
			"binary_data": attr(strMap, "o", "Binary values, base64-encoded."),
			"immutable":   attr(boolean, "o", "Forbid changes of the data."),
		}, nil
	}
	kindSources["secret"] = func() (attrs, blocks) {
		return attrs{
			"data":                           attr(strMap, "os", "The secret data: keys and values (stored base64-encoded by Kubernetes)."),
			"binary_data":                    attr(strMap, "os", "Binary values, base64-encoded."),
			"type":                           attr(str, "of", "Opaque (the default), kubernetes.io/tls, kubernetes.io/dockerconfigjson..."),
			"immutable":                      attr(boolean, "o", "Forbid changes of the data."),
			"wait_for_service_account_token": attr(boolean, "o", "Wait for the token of a service account token secret (true by default)."),
		}, blocks{"timeouts": timeouts("create")}
	}
	kindSources["serviceAccount"] = func() (attrs, blocks) {
		return attrs{
				"automount_service_account_token": attr(boolean, "o", "Mount the account's token into pods (true by default)."),
				"default_secret_name":             attr(str, "c", "Name of the token secret (clusters before 1.24)."),
			}, blocks{
				"image_pull_secret": set(0, 0, "A secret pods of this account use to pull images.", attrs{"name": attr(str, "o", "Name of the secret.")}, nil),
				"secret":            set(0, 0, "A secret the account may use.", attrs{"name": attr(str, "o", "Name of the secret.")}, nil),
				"timeouts":          timeouts("create"),
			}
	}
	kindSources["persistentVolumeClaim"] = func() (attrs, blocks) {
		return attrs{
				"wait_until_bound": attr(boolean, "o", "Wait until the claim is bound to a volume (true by default)."),
			}, blocks{
				"spec":     pvcSpec(),
				"timeouts": timeouts("create"),
			}
	}
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
