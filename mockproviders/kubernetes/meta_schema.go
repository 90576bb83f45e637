//go:build schemagen

package kubernetes

import "github.com/tfplay/tfplay/engine/configschema"

// templateMetadata is the metadata block of a pod template.
func templateMetadata() *configschema.NestedBlock {
	nb := metadata("pod", true)
	nb.Block.Attributes["namespace"] = attr(str, "o", "Namespace of the pods.")
	nb.Block.Attributes["name"] = attr(str, "oc", "Name of the pods.")
	return nb
}
