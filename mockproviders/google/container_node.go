package google

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// gkeVersion is the GKE version new clusters and node pools run.
const gkeVersion = "1.30.5-gke.1443001"

// defaultOAuthScopes are the scopes GKE gives nodes by default.
var defaultOAuthScopes = []string{
	"https://www.googleapis.com/auth/devstorage.read_only",
	"https://www.googleapis.com/auth/logging.write",
	"https://www.googleapis.com/auth/monitoring",
	"https://www.googleapis.com/auth/service.management.readonly",
	"https://www.googleapis.com/auth/servicecontrol",
	"https://www.googleapis.com/auth/trace.append",
}

// guestAcceleratorType is the type of the GPUs of a node.
var guestAcceleratorType = cty.List(cty.Object(map[string]cty.Type{
	"type": cty.String, "count": cty.Number, "gpu_partition_size": cty.String,
}))

// taintType is the type of effective_taints.
var taintType = cty.List(cty.Object(map[string]cty.Type{"key": cty.String, "value": cty.String, "effect": cty.String}))

// nodeConfigDefaults are the defaults of node_config at prefix.
func nodeConfigDefaults(prefix string) map[string]cty.Value {
	return map[string]cty.Value{
		prefix + "preemptible": cty.False,
		prefix + "spot":        cty.False,
		prefix + "shielded_instance_config.enable_secure_boot":          cty.False,
		prefix + "shielded_instance_config.enable_integrity_monitoring": cty.True,
	}
}

// nodeConfigGenerators decide what GKE picks for node_config at prefix.
func nodeConfigGenerators(prefix string) map[string]mock.Generator {
	scopes := make([]cty.Value, len(defaultOAuthScopes))
	for i, s := range defaultOAuthScopes {
		scopes[i] = sv(s)
	}
	return map[string]mock.Generator{
		prefix + "machine_type":    gen(func(*mock.Gen) string { return "e2-medium" }),
		prefix + "disk_size_gb":    func(*mock.Gen) cty.Value { return cty.NumberIntVal(100) },
		prefix + "disk_type":       gen(func(*mock.Gen) string { return "pd-balanced" }),
		prefix + "image_type":      gen(func(*mock.Gen) string { return "COS_CONTAINERD" }),
		prefix + "oauth_scopes":    func(*mock.Gen) cty.Value { return cty.SetVal(scopes) },
		prefix + "service_account": gen(func(*mock.Gen) string { return "default" }),
		prefix + "labels":          func(*mock.Gen) cty.Value { return cty.MapValEmpty(cty.String) },
		prefix + "metadata": func(*mock.Gen) cty.Value {
			return cty.MapVal(map[string]cty.Value{"disable-legacy-endpoints": sv("true")})
		},
		prefix + "local_ssd_count":   func(*mock.Gen) cty.Value { return cty.Zero },
		prefix + "logging_variant":   gen(func(*mock.Gen) string { return "DEFAULT" }),
		prefix + "guest_accelerator": func(*mock.Gen) cty.Value { return cty.ListValEmpty(guestAcceleratorType.ElementType()) },
		prefix + "effective_taints":  func(*mock.Gen) cty.Value { return cty.ListValEmpty(taintType.ElementType()) },
	}
}

// mergeGenerators returns the union of generator maps.
func mergeGenerators(ms ...map[string]mock.Generator) map[string]mock.Generator {
	ret := map[string]mock.Generator{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}

// mergeValues returns the union of default maps.
func mergeValues(ms ...map[string]cty.Value) map[string]cty.Value {
	ret := map[string]cty.Value{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}
