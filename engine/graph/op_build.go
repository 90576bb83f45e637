package graph

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
)

// OperationType is the graph `terraform graph -type=TYPE` prints.
type OperationType string

// The operation graphs Terraform can print.
const (
	TypePlan            OperationType = "plan"
	TypePlanRefreshOnly OperationType = "plan-refresh-only"
	TypePlanDestroy     OperationType = "plan-destroy"
	TypeApply           OperationType = "apply"
)

// OperationOptions are the inputs of an operation graph.
type OperationOptions struct {
	Type   OperationType
	Config *config.Config
	// State is the workspace's state (nil for none): plan graphs have
	// vertices for orphaned and deposed objects, the destroy plan graph
	// one for every object.
	State *states.State
	// Plan is the saved plan an apply graph is built from; nil stands for
	// a plan without changes.
	Plan *plans.Plan
	// ProviderSource returns the source address of a provider local name
	// in a module (registry.terraform.io/hashicorp/aws).
	ProviderSource func(mod *config.Module, localName string) string
}

// Operation is one of Terraform's operation graphs, built as Terraform's
// PlanGraphBuilder (plan, plan-refresh-only, plan-destroy) and
// ApplyGraphBuilder (apply) build theirs, step by step, with the same
// vertex names and the same edges after transitive reduction.
//
// The vertex kinds modelled, by Terraform's node type and name:
//   - resources and data sources, nodeExpandPlannableResource /
//     nodeExpandApplyableResource: "aws_instance.a (expand)", drawn as a
//     box labelled with the resource address;
//   - root input variables, NodeRootVariable: "var.x", drawn as a note;
//   - module input variables, nodeExpandModuleVariable:
//     "module.m.var.x (expand)";
//   - variable validations, nodeVariableValidation: "var.x (validation)";
//   - local values, nodeExpandLocal: "local.x (expand)";
//   - outputs, nodeExpandOutput: "output.x (expand)"; outputs left in the
//     state by a removed output block, NodeDestroyableOutput:
//     "output.x (destroy)", drawn as a note;
//   - check blocks, nodeExpandCheck and nodeReportCheck:
//     "check.c (expand)", "check.c (report)"; nodeCheckStart,
//     "(execute checks)", in apply graphs with check-scoped data sources;
//   - provider configurations, NodeApplyableProvider:
//     `provider["registry.terraform.io/hashicorp/aws"].alias`, drawn as a
//     diamond, with their "(close)" vertices; proxies for module
//     providers maps are resolved and removed as Terraform does;
//   - module calls, nodeExpandModule and nodeCloseModule:
//     "module.m (expand)", "module.m (close)"; closers for modules only
//     left in the state;
//   - objects from the state: orphans (NodePlannableResourceInstanceOrphan,
//     "aws_instance.a[0] (orphan)"), deposed objects
//     (NodePlanDeposedResourceInstanceObject, "aws_instance.a (deposed
//     KEY)"), destroy-plan objects (NodePlanDestroyableResourceInstance,
//     "aws_instance.a (destroy)");
//   - apply graph instances from the plan's changes
//     (NodeApplyableResourceInstance "aws_instance.a[0]",
//     NodeDestroyResourceInstance "aws_instance.a[0] (destroy)",
//     NodeDestroyDeposedResourceInstanceObject "... (destroy deposed KEY)")
//     with destroy and create_before_destroy edges;
//   - the "root" vertex.
//
// Not modelled, because tfplay has no such objects: ephemeral resources,
// actions, list resources, provisioner and provider-function plugins,
// and -target pruning (the graph command has no targets).
type Operation struct {
	g *opGraph
}

// BuildOperation builds an operation graph.
func BuildOperation(opts OperationOptions) *Operation {
	b := &opBuilder{opts: opts, g: newOpGraph(), st: opts.State}
	if b.st == nil {
		b.st = states.NewState()
	}
	b.build()
	return &Operation{g: b.g}
}

// opBuilder carries one graph construction.
type opBuilder struct {
	opts OperationOptions
	g    *opGraph
	st   *states.State
}

func (b *opBuilder) destroying() bool { return b.opts.Type == TypePlanDestroy }
func (b *opBuilder) applying() bool   { return b.opts.Type == TypeApply }

// build runs the transformers in Terraform's order.
func (b *opBuilder) build() {
	cfgs := configTree(b.opts.Config)
	b.addResources(cfgs)
	b.addRootVariables()
	b.addModuleVariables(cfgs)
	b.addValidations()
	b.addLocals(cfgs)
	b.addOutputs(cfgs)
	if b.applying() {
		b.addChanges(cfgs)
	}
	b.addChecks(cfgs)
	switch {
	case b.applying():
	case b.destroying():
		b.addStateObjects(true)
	default:
		b.addOrphans()
		b.addStateObjects(false)
	}
	b.addOrphanOutputs()
	b.addProviders(cfgs)
	b.addRemovedModules()
	b.addModuleExpansion(cfgs)
	b.connectReferences()
	if b.applying() {
		b.addCheckStart()
	}
	b.connectDestroyEdges()
	if b.applying() {
		b.reverseCBDEdges()
	}
	if b.fullDestroy() {
		b.pruneUnused()
	}
	b.closeProviders()
	b.g.addRoot()
	// Terraform leaves a graph with cycles unreduced.
	if !b.g.hasCycles() {
		b.g.transitiveReduction()
	}
}

// configTree lists the modules of a configuration, parents before their
// children, children by call name.
func configTree(root *config.Config) []*config.Config {
	if root == nil {
		return nil
	}
	out := []*config.Config{root}
	names := make([]string, 0, len(root.Children))
	for n := range root.Children {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		out = append(out, configTree(root.Children[n])...)
	}
	return out
}

// qualify prefixes an address with a static module path.
func qualify(path []string, s string) string {
	if len(path) == 0 {
		return s
	}
	return addrs.ModuleString(path) + "." + s
}

func parentPath(path []string) []string {
	if len(path) == 0 {
		return nil
	}
	return path[:len(path)-1]
}

func samePath(a, b []string) bool {
	return strings.Join(a, ".") == strings.Join(b, ".") && len(a) == len(b)
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// addResources adds a vertex for every resource and data block
// (ConfigTransformer).
func (b *opBuilder) addResources(cfgs []*config.Config) {
	for _, c := range cfgs {
		for _, r := range sortedResources(c.Module) {
			addr := qualify(c.Path, r.Address())
			v := &vertex{
				name: addr + " (expand)", kind: kindResource, label: addr, shape: "box",
				module: c.Path, selfPath: c.Path, refPath: c.Path,
				refAddrs: []string{r.Address()},
				refs:     resourceReferences(r),
				resAddr:  addr, inCheck: r.InCheck,
				consumer: b.resourceProvider(c, r),
			}
			if r.Mode == config.DataResource {
				v.mode = addrs.Data
			}
			if root := b.opts.Config; root != nil && b.opts.Type == TypePlan {
				// Import blocks live in the root module; their
				// references are resolved there. Only the normal plan
				// graph has import targets.
				for _, im := range root.Module.Imports {
					if importTargets(im, c.Path, r) {
						v.rootRefs = append(v.rootRefs, exprRefs(im.ID)...)
						v.rootRefs = append(v.rootRefs, exprRefs(im.Identity)...)
						v.rootRefs = append(v.rootRefs, exprRefs(im.ForEach)...)
					}
				}
			}
			b.g.add(v)
		}
	}
}

// importTargets reports whether an import block's "to" names resource r
// of the module at path (ignoring instance keys).
func importTargets(im *config.Import, path []string, r *config.Resource) bool {
	if im == nil || im.To == nil {
		return false
	}
	t, diags := hcl.AbsTraversalForExpr(im.To)
	if diags.HasErrors() {
		// "to" with an index expression: read the resource part only.
		t = staticPrefix(im.To)
	}
	ep, d := addrs.ParseEndpoint(t)
	if d.HasErrors() || ep.Resource == nil {
		return false
	}
	if !samePath(ep.Module.Module(), path) {
		return false
	}
	return ep.Resource.String() == r.Address()
}

// staticPrefix returns the traversal of an expression such as
// aws_instance.a[each.key], without its dynamic index.
func staticPrefix(expr hcl.Expression) hcl.Traversal {
	vars := expr.Variables()
	for _, t := range vars {
		if ref, d := addrs.ParseRef(t); !d.HasErrors() && ref.Kind == addrs.RefResource {
			return t
		}
	}
	return nil
}

// exprRefs returns the references of an optional expression.
func exprRefs(e hcl.Expression) []hcl.Traversal {
	if e == nil {
		return nil
	}
	return e.Variables()
}

// resourceReferences lists what a resource block refers to, as
// Terraform's NodeAbstractResource.References: depends_on, count,
// for_each, replace_triggered_by, the arguments, the connection and
// creation-time provisioners, and the conditions.
func resourceReferences(r *config.Resource) []hcl.Traversal {
	out := append([]hcl.Traversal{}, r.DependsOn...)
	out = append(out, resourceRefs(r)...)
	if r.Connection != nil {
		out = append(out, bodyRefs(r.Connection)...)
	}
	for _, p := range r.Provisioners {
		if p.When == "destroy" {
			continue
		}
		if p.Connection != nil {
			out = append(out, bodyRefs(p.Connection)...)
		}
		if p.Config != nil {
			out = append(out, bodyRefs(p.Config)...)
		}
	}
	return out
}
