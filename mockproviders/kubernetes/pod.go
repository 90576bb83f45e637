package kubernetes

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// podSpecDefaults are the defaults of a pod spec at prefix, and of its
// containers.
func podSpecDefaults(prefix string) map[string]cty.Value {
	ret := map[string]cty.Value{
		prefix + "automount_service_account_token":  cty.True,
		prefix + "dns_policy":                       sv("ClusterFirst"),
		prefix + "enable_service_links":             cty.True,
		prefix + "host_ipc":                         cty.False,
		prefix + "host_network":                     cty.False,
		prefix + "host_pid":                         cty.False,
		prefix + "restart_policy":                   sv("Always"),
		prefix + "share_process_namespace":          cty.False,
		prefix + "termination_grace_period_seconds": cty.NumberIntVal(30),
		prefix + "toleration.operator":              sv("Equal"),
		prefix + "volume.config_map.default_mode":   sv("0644"),
		prefix + "volume.secret.default_mode":       sv("0644"),
	}
	for _, c := range []string{"container.", "init_container."} {
		ret[prefix+c+"stdin"] = cty.False
		ret[prefix+c+"stdin_once"] = cty.False
		ret[prefix+c+"tty"] = cty.False
		ret[prefix+c+"termination_message_path"] = sv("/dev/termination-log")
		ret[prefix+c+"port.protocol"] = sv("TCP")
		ret[prefix+c+"volume_mount.read_only"] = cty.False
		ret[prefix+c+"volume_mount.mount_propagation"] = sv("None")
		for _, p := range []string{"liveness_probe.", "readiness_probe.", "startup_probe."} {
			ret[prefix+c+p+"initial_delay_seconds"] = cty.Zero
			ret[prefix+c+p+"period_seconds"] = cty.NumberIntVal(10)
			ret[prefix+c+p+"timeout_seconds"] = cty.NumberIntVal(1)
			ret[prefix+c+p+"success_threshold"] = cty.NumberIntVal(1)
			ret[prefix+c+p+"failure_threshold"] = cty.NumberIntVal(3)
			ret[prefix+c+p+"http_get.scheme"] = sv("HTTP")
		}
	}
	return ret
}

// podSpecGenerators decide what the API server fills in a pod spec at
// prefix: the pull policy follows the image tag.
func podSpecGenerators(prefix string) map[string]mock.Generator {
	ret := map[string]mock.Generator{
		prefix + "hostname":             fixed(""),
		prefix + "node_name":            fixed(""),
		prefix + "scheduler_name":       fixed("default-scheduler"),
		prefix + "service_account_name": fixed("default"),
	}
	for _, c := range []string{"container.", "init_container."} {
		ret[prefix+c+"image_pull_policy"] = gen(func(g *mock.Gen) string { return pullPolicy(strOf(g.Attr("image"))) })
		ret[prefix+c+"termination_message_policy"] = fixed("File")
		ret[prefix+c+"resources.limits"] = emptyMap
		ret[prefix+c+"resources.requests"] = emptyMap
	}
	return ret
}

// pullPolicy is the pull policy Kubernetes defaults an image to: Always
// for the latest tag (or none), IfNotPresent otherwise.
func pullPolicy(image string) string {
	name := image
	if i := strings.LastIndexByte(name, '@'); i >= 0 {
		return "IfNotPresent"
	}
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		name = name[i+1:]
	}
	if i := strings.LastIndexByte(name, ':'); i >= 0 && name[i+1:] != "latest" {
		return "IfNotPresent"
	}
	return "Always"
}

// templateGenerators decide the metadata of a pod template at prefix,
// which the server leaves empty, and its spec.
func templateGenerators(prefix string) map[string]mock.Generator {
	ret := podSpecGenerators(prefix + "spec.")
	ret[prefix+"metadata.name"] = fixed("")
	ret[prefix+"metadata.uid"] = fixed("")
	ret[prefix+"metadata.resource_version"] = fixed("")
	ret[prefix+"metadata.generation"] = number(0)
	return ret
}

// podComputedBlocks are the blocks of a pod spec at prefix the server
// fills in: each container's resources.
func podComputedBlocks(prefix string) []string {
	return []string{prefix + "container.resources", prefix + "init_container.resources"}
}
