package graph

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
)

// vertexKind tells which of Terraform's graph node types a vertex stands
// for; the comment on BuildOperation lists them with their names.
type vertexKind int

const (
	kindResource            vertexKind = iota // "aws_instance.a (expand)"
	kindRootVariable                          // "var.x"
	kindModuleVariable                        // "module.m.var.x (expand)"
	kindValidation                            // "var.x (validation)"
	kindLocal                                 // "local.x (expand)"
	kindOutput                                // "output.x (expand)"
	kindDestroyOutput                         // "output.x (destroy)"
	kindCheck                                 // "check.c (expand)"
	kindCheckReport                           // "check.c (report)"
	kindCheckStart                            // "(execute checks)"
	kindOrphan                                // "aws_instance.a[0] (orphan)"
	kindPlanDeposed                           // "aws_instance.a (deposed 00000001)"
	kindPlanDestroy                           // "aws_instance.a (destroy)" in plan-destroy
	kindApplyInstance                         // "aws_instance.a[0]" in apply
	kindApplyDestroy                          // "aws_instance.a[0] (destroy)" in apply
	kindApplyDestroyDeposed                   // "aws_instance.a (destroy deposed 00000001)"
	kindProvider                              // provider["registry.terraform.io/hashicorp/aws"]
	kindProviderProxy                         // module.m.provider[...] (proxy), removed after use
	kindProviderClose                         // provider[...] (close)
	kindModuleExpand                          // "module.m (expand)"
	kindModuleClose                           // "module.m (close)"
	kindRoot                                  // "root"
)

// vertex is one node of an operation graph with what the transformers
// need to know about it.
type vertex struct {
	name string
	kind vertexKind
	// label and shape are the DOT attributes of the vertices Terraform
	// draws; shape is empty for vertices that appear only in edges.
	label, shape string

	// module is the static path of the module the vertex belongs to
	// (Terraform's ModulePath).
	module []string

	// refAddrs are the addresses the vertex can be referenced by
	// ("var.x", "aws_instance.a", "module.m.out"), relative to selfPath.
	refAddrs []string
	selfPath []string
	// refs are the references the vertex makes, resolved in refPath;
	// rootRefs are resolved in the root module (import blocks).
	refs     []hcl.Traversal
	refPath  []string
	rootRefs []hcl.Traversal

	// destroyer marks vertices that destroy objects (Terraform's
	// GraphNodeDestroyer): they neither make nor receive references and
	// sit outside module expansion.
	destroyer bool
	// creator marks apply-time instance vertices that create or update
	// objects (GraphNodeCreator).
	creator bool
	// resAddr is the static resource address of resource vertices
	// (module.m.aws_instance.a); inst is the instance address for
	// instance-level vertices.
	resAddr string
	mode    addrs.ResourceMode
	inst    string
	// instMod is the module instance of an instance-level vertex.
	instMod string
	// noop marks an apply-time instance vertex whose change is a no-op
	// (kept only to check its conditions).
	noop bool
	// stateDeps are the dependencies recorded in state for the object.
	stateDeps []string
	// cbd marks a create_before_destroy destroyer.
	cbd bool
	// inCheck is the check block a nested data source belongs to.
	inCheck string

	// consumer is set on vertices that use a provider configuration.
	consumer *providerRequest
	// providerKey is the address of provider vertices (and of the
	// configuration a proxy stands for).
	providerKey string
	proxyTarget *vertex
	// rootOutput marks root module outputs, which a full destroy keeps.
	rootOutput bool
}

// providerRequest is the provider configuration a vertex asks for.
type providerRequest struct {
	source string
	alias  string
	module []string
	// exact requests (from state) are not inherited from parent modules.
	exact bool
	// resolved is the configuration address after inheritance and
	// module providers maps.
	resolved string
}

// key is the address the request names before inheritance.
func (r *providerRequest) key() string {
	return providerKey(r.module, r.source, r.alias)
}
