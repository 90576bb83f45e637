package intel

import "github.com/zclconf/go-cty/cty"

// The Terraform language's own blocks and meta-arguments, described in
// tfplay's words.

// topLevelBlocks are the blocks a configuration file may hold.
var topLevelBlocks = []*blockSchema{
	{name: "resource", labels: []string{"type", "name"}, doc: "A managed resource: an infrastructure object Terraform creates, updates and destroys through its provider.",
		snippet: "resource \"${1:type}\" \"${2:name}\" {\n\t${3}\n}"},
	{name: "data", labels: []string{"type", "name"}, doc: "A data source: an object Terraform reads from its provider during plan (or apply, when its arguments are not known yet).",
		snippet: "data \"${1:type}\" \"${2:name}\" {\n\t${3}\n}"},
	{name: "variable", labels: []string{"name"}, doc: "An input variable of the module, referred to as var.NAME.",
		snippet: "variable \"${1:name}\" {\n\ttype = ${2:string}\n}"},
	{name: "output", labels: []string{"name"}, doc: "An output value of the module: shown after apply at the root, module.NAME.OUTPUT in the calling module.",
		snippet: "output \"${1:name}\" {\n\tvalue = ${2}\n}"},
	{name: "locals", doc: "Local values: named expressions of the module, referred to as local.NAME.",
		snippet: "locals {\n\t${1}\n}"},
	{name: "module", labels: []string{"name"}, doc: "A module call: includes the module in source with the given input variables.",
		snippet: "module \"${1:name}\" {\n\tsource = \"${2:./modules/}\"\n}"},
	{name: "provider", labels: []string{"name"}, doc: "A provider configuration; several configurations of one provider are told apart by alias.",
		snippet: "provider \"${1:name}\" {\n\t${2}\n}"},
	{name: "terraform", doc: "Settings of the configuration: required Terraform version, required providers, backend.",
		snippet: "terraform {\n\t${1}\n}"},
	{name: "moved", doc: "Records that an object moved to a new address, so that Terraform moves it in the state instead of replacing it.",
		snippet: "moved {\n\tfrom = ${1}\n\tto   = ${2}\n}"},
	{name: "import", doc: "Imports an existing object into the state at a resource address during the next apply.",
		snippet: "import {\n\tto = ${1}\n\tid = \"${2}\"\n}"},
	{name: "removed", doc: "Removes a resource from the configuration, destroying it or only forgetting it (lifecycle { destroy = false }).",
		snippet: "removed {\n\tfrom = ${1}\n\n\tlifecycle {\n\t\tdestroy = ${2:false}\n\t}\n}"},
	{name: "check", labels: []string{"name"}, doc: "A check: assertions (and a scoped data source) validated at the end of plan and apply, reported as warnings.",
		snippet: "check \"${1:name}\" {\n\tassert {\n\t\tcondition     = ${2}\n\t\terror_message = \"${3}\"\n\t}\n}"},
}

// conditionBody is the body of precondition, postcondition, validation
// and assert blocks.
func conditionBody() *bodySchema {
	return &bodySchema{attrs: []*attrSchema{
		{name: "condition", typ: cty.Bool, required: true, doc: "An expression that must be true; otherwise error_message is reported."},
		{name: "error_message", typ: cty.String, required: true, doc: "The message reported when the condition is false."},
	}}
}

func conditionBlock(name, doc string) *blockSchema {
	return &blockSchema{name: name, doc: doc, body: conditionBody,
		snippet: name + " {\n\tcondition     = ${1}\n\terror_message = \"${2}\"\n}"}
}

// Meta-arguments of resources, data sources and module calls.
var (
	metaCount = &attrSchema{name: "count", typ: cty.Number, meta: true, optional: true, detail: "number",
		doc: "Creates that many instances of the block, addressed by index; count.index is the index of each."}
	metaForEach = &attrSchema{name: "for_each", meta: true, optional: true, detail: "map or set of strings",
		doc: "Creates one instance per element of a map or set of strings, addressed by key; each.key and each.value describe each.", snippet: "${1}"}
	metaDependsOn = &attrSchema{name: "depends_on", meta: true, optional: true, detail: "list of references",
		doc: "Dependencies that Terraform cannot see in the block's expressions: the objects listed are handled first.", snippet: "[${1}]"}
	metaProvider = &attrSchema{name: "provider", meta: true, optional: true, detail: "provider reference",
		doc: "The provider configuration to use instead of the default one: NAME.ALIAS.", snippet: "${1}"}
)

// lifecycleBody is the body of a resource's lifecycle block.
func lifecycleBody() *bodySchema {
	return &bodySchema{
		attrs: []*attrSchema{
			{name: "create_before_destroy", typ: cty.Bool, optional: true, doc: "When the object must be replaced, create the new one before destroying the old one."},
			{name: "prevent_destroy", typ: cty.Bool, optional: true, doc: "Reject any plan that would destroy this object."},
			{name: "ignore_changes", optional: true, detail: "list of attribute names, or all", snippet: "[${1}]",
				doc: "Attributes whose changes in the configuration are not planned once the object exists; all ignores every one."},
			{name: "replace_triggered_by", optional: true, detail: "list of references", snippet: "[${1}]",
				doc: "Replace this object whenever one of the referenced resources (or their attributes) changes."},
		},
		blocks: []*blockSchema{
			conditionBlock("precondition", "A condition checked before the object is planned."),
			conditionBlock("postcondition", "A condition checked after the object is planned and applied; self is the object."),
		},
	}
}

// dataLifecycleBody is the lifecycle block of a data source.
func dataLifecycleBody() *bodySchema {
	b := lifecycleBody()
	b.attrs = nil
	return b
}

// connectionBody describes how provisioners reach the object.
func connectionBody() *bodySchema {
	str := func(n, doc string) *attrSchema {
		return &attrSchema{name: n, typ: cty.String, optional: true, doc: doc}
	}
	return &bodySchema{attrs: []*attrSchema{
		{name: "host", typ: cty.String, required: true, doc: "Address of the machine to connect to."},
		{name: "type", typ: cty.String, optional: true, values: []string{"ssh", "winrm"}, snippet: "\"${1:ssh}\"", doc: "Connection protocol: ssh (default) or winrm."},
		str("user", "User to log in as."),
		str("password", "Password to log in with."),
		str("private_key", "Private key to log in with (SSH)."),
		{name: "port", typ: cty.Number, optional: true, doc: "Port to connect to (22 for SSH, 5985 for WinRM)."},
		str("timeout", "How long to wait for the connection, such as \"5m\"."),
		str("bastion_host", "A bastion host to connect through."),
	}}
}

// provisionerBody is a provisioner's body, by provisioner type.
func provisionerBody(kind string) *bodySchema {
	b := &bodySchema{
		attrs: []*attrSchema{
			{name: "when", optional: true, values: []string{"create", "destroy"}, detail: "create or destroy", snippet: "${1:destroy}",
				doc: "When the provisioner runs: after the object is created (default) or before it is destroyed."},
			{name: "on_failure", optional: true, values: []string{"fail", "continue"}, detail: "fail or continue", snippet: "${1:continue}",
				doc: "What a failure does: fail taints the object (default), continue ignores it."},
		},
		blocks: []*blockSchema{{name: "connection", doc: "How this provisioner reaches the object.", max: 1, body: connectionBody}},
	}
	str := func(n, doc string, req bool) *attrSchema {
		return &attrSchema{name: n, typ: cty.String, required: req, optional: !req, doc: doc}
	}
	switch kind {
	case "local-exec":
		b.attrs = append(b.attrs,
			str("command", "The command to run on the machine running Terraform (tfplay simulates it).", true),
			str("working_dir", "The directory to run the command in.", false),
			&attrSchema{name: "interpreter", typ: cty.List(cty.String), optional: true, doc: "The interpreter and its arguments, such as [\"/bin/bash\", \"-c\"]."},
			&attrSchema{name: "environment", typ: cty.Map(cty.String), optional: true, doc: "Environment variables of the command."},
			&attrSchema{name: "quiet", typ: cty.Bool, optional: true, doc: "Do not print the command."})
	case "remote-exec":
		b.attrs = append(b.attrs,
			&attrSchema{name: "inline", typ: cty.List(cty.String), optional: true, doc: "Commands to run on the object, in order."},
			str("script", "A local script to copy to the object and run.", false),
			&attrSchema{name: "scripts", typ: cty.List(cty.String), optional: true, doc: "Local scripts to copy to the object and run, in order."})
	case "file":
		b.attrs = append(b.attrs,
			str("source", "A local file or directory to copy.", false),
			str("content", "Content to write to destination instead of a source file.", false),
			str("destination", "The path on the object to write to.", true))
	}
	return b
}

// provisionerTypes are the provisioners Terraform has built in.
var provisionerTypes = []struct{ name, doc string }{
	{"local-exec", "Runs a command on the machine running Terraform after the object is created."},
	{"remote-exec", "Runs commands on the object through its connection."},
	{"file", "Copies files or content to the object through its connection."},
}

// resourceMeta adds the meta-arguments of resource (data false) and data
// blocks to a provider schema body.
func resourceMeta(b *bodySchema, data bool) *bodySchema {
	out := &bodySchema{dynamic: b.dynamic, attrs: append([]*attrSchema{}, b.attrs...), blocks: append([]*blockSchema{}, b.blocks...)}
	out.attrs = append(out.attrs, metaCount, metaForEach, metaDependsOn, metaProvider)
	lc := &blockSchema{name: "lifecycle", meta: true, max: 1, body: lifecycleBody,
		doc: "How Terraform handles changes of this object: create_before_destroy, prevent_destroy, ignore_changes, replace_triggered_by, conditions."}
	if data {
		lc.body = dataLifecycleBody
		lc.doc = "Conditions checked before and after the data source is read."
	}
	out.blocks = append(out.blocks, lc)
	if !data {
		out.blocks = append(out.blocks,
			&blockSchema{name: "provisioner", labels: []string{"type"}, meta: true, doc: "An action run after the object is created or before it is destroyed (simulated by tfplay).",
				snippet: "provisioner \"${1:local-exec}\" {\n\t${2}\n}"},
			&blockSchema{name: "connection", meta: true, max: 1, body: connectionBody, doc: "How provisioners reach the object."})
	}
	return out
}

// dynamicBody is the body of a dynamic block generating nested blocks of
// type target.
func dynamicBody(target *blockSchema) *bodySchema {
	content := &blockSchema{name: "content", min: 1, doc: "The body of each generated block; the iterator (the block's label, or iterator) holds key and value.", max: 1}
	if target != nil {
		content.body = target.body
	}
	return &bodySchema{
		attrs: []*attrSchema{
			{name: "for_each", required: true, detail: "collection", snippet: "${1}", doc: "The collection to generate one block per element of."},
			{name: "iterator", optional: true, detail: "name", snippet: "${1}", doc: "The name of the temporary variable holding each element (the block's label by default)."},
			{name: "labels", typ: cty.List(cty.String), optional: true, doc: "The labels of each generated block."},
		},
		blocks: []*blockSchema{content},
	}
}
