package graph

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/config"
)

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
