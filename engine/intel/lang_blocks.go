package intel

import "github.com/zclconf/go-cty/cty"

// variableBody is the body of a variable block.
func variableBody() *bodySchema {
	return &bodySchema{
		attrs: []*attrSchema{
			{name: "type", optional: true, detail: "type constraint", snippet: "${1:string}", doc: "The type of value the variable accepts; values are converted to it."},
			{name: "default", optional: true, detail: "value", snippet: "${1}", doc: "The value used when none is given; without a default the variable is required."},
			{name: "description", typ: cty.String, optional: true, doc: "What the variable is for, shown to users of the module."},
			{name: "sensitive", typ: cty.Bool, optional: true, doc: "Hide the value in plan output and console."},
			{name: "nullable", typ: cty.Bool, optional: true, doc: "Whether null is a valid value (true by default); when false, null means the default."},
			{name: "ephemeral", typ: cty.Bool, optional: true, doc: "The value is only available during the run and never stored in plan or state."},
		},
		blocks: []*blockSchema{
			conditionBlock("validation", "A rule the value must meet; error_message is reported otherwise."),
		},
	}
}

// outputBody is the body of an output block.
func outputBody() *bodySchema {
	return &bodySchema{
		attrs: []*attrSchema{
			{name: "value", required: true, detail: "expression", snippet: "${1}", doc: "The value of the output."},
			{name: "description", typ: cty.String, optional: true, doc: "What the output holds, for users of the module."},
			{name: "sensitive", typ: cty.Bool, optional: true, doc: "Hide the value in plan and apply output."},
			{name: "ephemeral", typ: cty.Bool, optional: true, doc: "The output may carry ephemeral values (child modules only)."},
			metaDependsOn,
		},
		blocks: []*blockSchema{
			conditionBlock("precondition", "A condition checked before the output is recorded."),
		},
	}
}

// moduleCallBody is the body of a module block, before the child
// module's input variables are added.
func moduleCallBody() *bodySchema {
	return &bodySchema{
		attrs: []*attrSchema{
			{name: "source", typ: cty.String, required: true, snippet: "\"${1:./modules/}\"", doc: "Where the module's code is: a local directory starting with ./ or ../ in tfplay."},
			{name: "version", typ: cty.String, optional: true, doc: "Version constraint of a registry module."},
			metaCount, metaForEach, metaDependsOn,
			{name: "providers", meta: true, optional: true, detail: "map of provider references", snippet: "{\n\t${1}\n}",
				doc: "Provider configurations passed to the module: { NAME_IN_MODULE = NAME.ALIAS }."},
		},
	}
}

// providerMeta are the arguments every provider block takes.
func providerMeta(b *bodySchema) *bodySchema {
	out := &bodySchema{dynamic: b.dynamic, attrs: append([]*attrSchema{}, b.attrs...), blocks: b.blocks}
	out.attrs = append(out.attrs, &attrSchema{name: "alias", typ: cty.String, meta: true, optional: true,
		doc: "A name for an additional configuration of this provider, referred to as NAME.ALIAS."})
	return out
}

// terraformBody is the body of the terraform block.
func terraformBody() *bodySchema {
	return &bodySchema{
		attrs: []*attrSchema{
			{name: "required_version", typ: cty.String, optional: true, snippet: "\"${1:>= 1.5}\"", doc: "The Terraform versions this configuration works with."},
			{name: "experiments", typ: cty.List(cty.String), optional: true, doc: "Experimental language features to enable."},
		},
		blocks: []*blockSchema{
			{name: "required_providers", max: 1, doc: "The providers the module needs: local name = { source, version }.",
				body: func() *bodySchema { return &bodySchema{dynamic: true} }},
			{name: "backend", labels: []string{"type"}, max: 1, doc: "Where the state is stored (tfplay keeps it in the workspace, like the local backend).",
				snippet: "backend \"${1:local}\" {\n\t${2}\n}", body: backendBody},
			{name: "cloud", max: 1, doc: "HCP Terraform settings (not used by tfplay).", body: func() *bodySchema { return &bodySchema{dynamic: true} }},
		},
	}
}

// backendBody is the local backend's body.
func backendBody() *bodySchema {
	return &bodySchema{attrs: []*attrSchema{
		{name: "path", typ: cty.String, optional: true, doc: "The state file of the default workspace (terraform.tfstate)."},
		{name: "workspace_dir", typ: cty.String, optional: true, doc: "The directory of the other workspaces' states (terraform.tfstate.d)."},
	}}
}

// movedBody is the body of a moved block.
func movedBody() *bodySchema {
	return &bodySchema{attrs: []*attrSchema{
		{name: "from", required: true, detail: "address", snippet: "${1}", doc: "The old address of the object."},
		{name: "to", required: true, detail: "address", snippet: "${1}", doc: "The new address of the object."},
	}}
}

// importBody is the body of an import block.
func importBody() *bodySchema {
	return &bodySchema{attrs: []*attrSchema{
		{name: "to", required: true, detail: "address", snippet: "${1}", doc: "The resource address to import into."},
		{name: "id", typ: cty.String, required: true, doc: "The provider's id of the existing object."},
		metaProvider,
		metaForEach,
	}}
}

// removedBody is the body of a removed block.
func removedBody() *bodySchema {
	return &bodySchema{
		attrs: []*attrSchema{{name: "from", required: true, detail: "address", snippet: "${1}", doc: "The address of the resource or module removed from the configuration."}},
		blocks: []*blockSchema{
			{name: "lifecycle", meta: true, max: 1, min: 1, doc: "destroy = false forgets the object instead of destroying it.",
				body: func() *bodySchema {
					return &bodySchema{attrs: []*attrSchema{{name: "destroy", typ: cty.Bool, required: true, doc: "Destroy the object (true) or only remove it from the state (false)."}}}
				}},
			{name: "provisioner", labels: []string{"type"}, meta: true, doc: "A destroy-time provisioner.", snippet: "provisioner \"${1:local-exec}\" {\n\twhen = destroy\n\t${2}\n}"},
		},
	}
}

// checkBody is the body of a check block; its data block is resolved
// like a top-level one.
func checkBody() *bodySchema {
	return &bodySchema{blocks: []*blockSchema{
		conditionBlock("assert", "An assertion; when it fails, the check reports a warning."),
		{name: "data", labels: []string{"type", "name"}, doc: "A data source read only for this check.", snippet: "data \"${1:type}\" \"${2:name}\" {\n\t${3}\n}"},
	}}
}

// languageBody returns the body schema of a top-level language block
// (not resource, data, module or provider, which depend on the
// configuration).
func languageBody(typ string) *bodySchema {
	switch typ {
	case "variable":
		return variableBody()
	case "output":
		return outputBody()
	case "terraform":
		return terraformBody()
	case "moved":
		return movedBody()
	case "import":
		return importBody()
	case "removed":
		return removedBody()
	case "check":
		return checkBody()
	case "locals":
		return &bodySchema{dynamic: true}
	}
	return nil
}
