package hostile

import "strings"

// nest returns open repeated depth times, then inner, then close repeated
// depth times.
func nest(open, inner, close string, depth int) string {
	return strings.Repeat(open, depth) + inner + strings.Repeat(close, depth)
}

// local is a configuration whose only local is expr, shown as an output.
func local(expr string) string {
	return "locals {\n  a = " + expr + "\n}\noutput \"a\" {\n  value = local.a\n}\n"
}

var validate = []string{"validate", "-no-color"}
var plan = []string{"plan", "-input=false", "-no-color"}

// generatedCases are inputs too large to commit: deep nesting (100,000
// levels, a few hundred KB), 10 MB files, huge tfvars.
func generatedCases() []hostileCase {
	big := strings.Repeat("abcdefghij", 1<<20) // 10 MB
	var cs []hostileCase
	add := func(name string, want bool, work map[string]string, stdin string, cmds ...[]string) {
		kv := []string{}
		for k, v := range work {
			kv = append(kv, k, v)
		}
		cs = append(cs, hostileCase{name: name, files: files(kv...), stdin: stdin, commands: cmds, wantError: want})
	}
	for _, n := range []struct{ name, open, inner, shut string }{
		{"brackets", "[", "", "]"},
		{"parentheses", "(", "1", ")"},
		{"objects", "{a=", "1", "}"},
		{"templates", "\"${", "1", "}\""},
		{"function-calls", "abs(", "1", ")"},
		{"unary-minus", "-", "1", ""},
		{"conditionals", "true ? ", "1", " : 2"},
		{"not", "!", "true", ""},
		{"splat-index", "", "[[1]]", "[0]"},
	} {
		add("generated/deep-"+n.name, n.name != "unary-minus" && n.name != "not" && n.name != "conditionals", map[string]string{"main.tf": local(nest(n.open, n.inner, n.shut, 100000))}, "", validate)
	}
	add("generated/deep-blocks", true, map[string]string{"main.tf": "locals {\n" + nest("x {\n", "", "}\n", 100000) + "}\n"}, "", validate)
	add("generated/deep-json-arrays", true, map[string]string{"main.tf.json": `{"locals": {"a": ` + nest("[", "", "]", 100000) + `}}`}, "", validate)
	add("generated/deep-json-objects", true, map[string]string{"main.tf.json": `{"locals": {"a": ` + nest(`{"a":`, "1", "}", 100000) + `}}`}, "", validate)
	add("generated/deep-console-brackets", true, nil, nest("[", "", "]", 100000)+"\n", []string{"console", "-no-color"})
	add("generated/deep-jsondecode", true, map[string]string{"main.tf": "locals {\n  j = \"" + nest("[", "", "]", 100000) + "\"\n}\n"}, "jsondecode(local.j)\n", []string{"console", "-no-color"})
	add("generated/10mb-literal", false, map[string]string{"main.tf": local("\"" + big + "\"")}, "", validate, plan)
	add("generated/10mb-heredoc", false, map[string]string{"main.tf": local("<<EOT\n" + big + "\nEOT\n")}, "", validate)
	add("generated/10mb-comments", false, map[string]string{"main.tf": strings.Repeat("# "+big[:98]+"\n", 100000)}, "", validate)
	add("generated/10mb-garbage", true, map[string]string{"main.tf": strings.Repeat("\x00\xff{[\"$", 10<<20/6)}, "", validate)
	add("generated/10mb-tfvars", false, map[string]string{
		"main.tf":          "variable \"v\" {\n  type = string\n}\noutput \"n\" {\n  value = length(var.v)\n}\n",
		"terraform.tfvars": "v = \"" + big + "\"\n",
	}, "", plan)
	add("generated/huge-tfvars-map", false, map[string]string{
		"main.tf":          "variable \"v\" {\n  type = map(string)\n}\noutput \"n\" {\n  value = length(var.v)\n}\n",
		"terraform.tfvars": "v = {\n" + genLines(200000, func(i int) string { return "  k" + itoa(i) + " = \"v\"\n" }) + "}\n",
	}, "", plan)
	add("generated/10mb-state", true, map[string]string{
		"main.tf":           "",
		"terraform.tfstate": `{"version":4,"serial":1,"lineage":"x","outputs":{"o":{"value":"` + big + `","type":"string"}},"resources":[`,
	}, "", []string{"show", "-no-color"})
	add("generated/10mb-one-line", false, map[string]string{"main.tf": "locals { a = \"x\" }" + strings.Repeat(" ", 10<<20) + "\n"}, "", validate)
	add("generated/many-resources", false, map[string]string{"main.tf": genLines(5000, func(i int) string { return "resource \"terraform_data\" \"r" + itoa(i) + "\" {}\n" })}, "", validate)
	return cs
}

func genLines(n int, f func(int) string) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(f(i))
	}
	return b.String()
}

func itoa(i int) string {
	const digits = "0123456789"
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{digits[i%10]}, b...)
	}
	return string(b)
}
