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

// addRootVariables adds "var.x" for each root module variable
// (RootVariableTransformer).
func (b *opBuilder) addRootVariables() {
	root := b.opts.Config
	if root == nil {
		return
	}
	for _, name := range sortedKeys(root.Module.Variables) {
		b.g.add(&vertex{
			name: "var." + name, kind: kindRootVariable, label: "var." + name, shape: "note",
			refAddrs: []string{"var." + name},
		})
	}
}

// addModuleVariables adds "module.m.var.x (expand)" for each variable of
// each called module, referring to what the argument in the module block
// refers to (ModuleVariableTransformer).
func (b *opBuilder) addModuleVariables(cfgs []*config.Config) {
	for _, c := range cfgs {
		if c.Parent == nil || c.Call == nil {
			continue
		}
		var attrs hcl.Attributes
		if c.Call.Config != nil {
			attrs, _ = c.Call.Config.JustAttributes()
		}
		for _, name := range sortedKeys(c.Module.Variables) {
			v := &vertex{
				name: qualify(c.Path, "var."+name) + " (expand)", kind: kindModuleVariable,
				module: c.Path, selfPath: c.Path, refPath: parentPath(c.Path),
				refAddrs: []string{"var." + name},
			}
			if a, ok := attrs[name]; ok {
				v.refs = a.Expr.Variables()
			}
			b.g.add(v)
		}
	}
}

// addValidations adds "var.x (validation)" after every variable with
// validation rules (variableValidationTransformer).
func (b *opBuilder) addValidations() {
	for _, v := range b.g.list() {
		var variable *config.Variable
		var path []string
		switch v.kind {
		case kindRootVariable:
			variable = b.opts.Config.Module.Variables[strings.TrimPrefix(v.name, "var.")]
		case kindModuleVariable:
			c := descendant(b.opts.Config, v.module)
			if c != nil {
				variable = c.Module.Variables[strings.TrimPrefix(v.refAddrs[0], "var.")]
			}
			path = v.module
		default:
			continue
		}
		if variable == nil || len(variable.Validations) == 0 || b.applyingDestroy() {
			continue
		}
		self := "var." + variable.Name
		val := &vertex{
			name: qualify(path, self) + " (validation)", kind: kindValidation,
			module: path, selfPath: path, refPath: path, refAddrs: []string{self},
		}
		for _, rule := range variable.Validations {
			for _, t := range append(exprRefs(rule.Condition), exprRefs(rule.ErrorMessage)...) {
				if ref, d := addrs.ParseRef(t); !d.HasErrors() && ref.Kind == addrs.RefInputVariable && "var."+ref.Name == self {
					continue
				}
				val.refs = append(val.refs, t)
			}
		}
		b.g.add(val)
		b.g.connect(val, v)
	}
}

// descendant finds the module at a static path.
func descendant(root *config.Config, path []string) *config.Config {
	c := root
	for _, n := range path {
		if c == nil {
			return nil
		}
		c = c.Children[n]
	}
	return c
}

// addLocals adds "local.x (expand)" (LocalTransformer).
func (b *opBuilder) addLocals(cfgs []*config.Config) {
	for _, c := range cfgs {
		for _, name := range sortedKeys(c.Module.Locals) {
			l := c.Module.Locals[name]
			b.g.add(&vertex{
				name: qualify(c.Path, "local."+name) + " (expand)", kind: kindLocal,
				module: c.Path, selfPath: c.Path, refPath: c.Path,
				refAddrs: []string{"local." + name}, refs: exprRefs(l.Expr),
			})
		}
	}
}

// addOutputs adds "output.x (expand)" (OutputTransformer). A module
// output is referenced from the calling module as module.m.x or through
// module.m as a whole; root outputs cannot be referenced.
func (b *opBuilder) addOutputs(cfgs []*config.Config) {
	for i := len(cfgs) - 1; i >= 0; i-- {
		c := cfgs[i]
		for _, name := range sortedKeys(c.Module.Outputs) {
			o := c.Module.Outputs[name]
			v := &vertex{
				name: qualify(c.Path, "output."+name) + " (expand)", kind: kindOutput,
				module: c.Path, refPath: c.Path, rootOutput: len(c.Path) == 0,
			}
			if len(c.Path) > 0 {
				call := "module." + c.Path[len(c.Path)-1]
				v.selfPath = parentPath(c.Path)
				v.refAddrs = []string{call, call + "." + name}
			}
			if !(len(c.Path) == 0 && b.fullDestroy()) {
				v.refs = append(exprRefs(o.Expr), o.DependsOn...)
				for _, pc := range o.Preconditions {
					v.refs = append(v.refs, exprRefs(pc.Condition)...)
					v.refs = append(v.refs, exprRefs(pc.ErrorMessage)...)
				}
			}
			b.g.add(v)
		}
	}
}

// addChecks adds "check.c (expand)" for each check block and, when
// planning, "check.c (report)", which the check's scoped data source
// waits for (checkTransformer).
func (b *opBuilder) addChecks(cfgs []*config.Config) {
	existing := b.g.list()
	for _, c := range cfgs {
		for _, name := range sortedKeys(c.Module.Checks) {
			chk := c.Module.Checks[name]
			addr := qualify(c.Path, "check."+name)
			v := &vertex{name: addr + " (expand)", kind: kindCheck, module: c.Path, refPath: c.Path}
			for _, a := range chk.Asserts {
				v.refs = append(v.refs, exprRefs(a.Condition)...)
				v.refs = append(v.refs, exprRefs(a.ErrorMessage)...)
			}
			if chk.Data != nil {
				v.refs = append(v.refs, dataTraversal(chk.Data))
			}
			b.g.add(v)
			if b.applying() {
				continue
			}
			report := b.g.add(&vertex{name: addr + " (report)", kind: kindCheckReport, module: c.Path})
			for _, other := range existing {
				if other.kind == kindResource && samePath(other.module, c.Path) && other.inCheck == name {
					b.g.connect(other, report)
				}
			}
		}
	}
}

// dataTraversal is the reference data.TYPE.NAME to a data source.
func dataTraversal(r *config.Resource) hcl.Traversal {
	return hcl.Traversal{
		hcl.TraverseRoot{Name: "data"},
		hcl.TraverseAttr{Name: r.Type},
		hcl.TraverseAttr{Name: r.Name},
	}
}

// addOrphanOutputs adds "output.x (destroy)" for root outputs in the
// state whose block is gone (OrphanOutputTransformer).
func (b *opBuilder) addOrphanOutputs() {
	outs := b.st.Root().OutputValues
	for _, name := range sortedKeys(outs) {
		if b.opts.Config != nil {
			if _, ok := b.opts.Config.Module.Outputs[name]; ok {
				continue
			}
		}
		b.g.add(&vertex{
			name: "output." + name + " (destroy)", kind: kindDestroyOutput,
			label: "output." + name + " (destroy)", shape: "note", rootOutput: true,
		})
	}
}
