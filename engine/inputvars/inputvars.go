// Package inputvars collects the values given for root module input
// variables from every source Terraform reads, in Terraform's order of
// precedence: TF_VAR_ environment variables, terraform.tfvars,
// terraform.tfvars.json, *.auto.tfvars(.json) in lexical order, then -var
// and -var-file options in command-line order. Later sources win.
package inputvars

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/zclconf/go-cty/cty"
)

// SourceType tells where a value came from; it shapes error messages.
type SourceType int

// The places a variable value can come from.
const (
	SourceEnv SourceType = iota
	SourceFile
	SourceCLI
)

// Value is one raw value given for a variable.
type Value struct {
	// Value is the parsed value. For -var and TF_VAR_ values of variables
	// that are parsed as HCL, it is the value of the parsed expression.
	Value  cty.Value
	Source SourceType
	// Range is where a file value was written.
	Range hcl.Range
	// Raw is the string given on the command line or in the environment.
	Raw string
}

// Describe renders the source for "Unsuitable value for var.x set using ..."
// messages.
func (v *Value) Describe(name string) string {
	switch v.Source {
	case SourceCLI:
		return fmt.Sprintf("set using -var=\"%s=...\"", name)
	case SourceEnv:
		return fmt.Sprintf("set using the TF_VAR_%s environment variable", name)
	}
	return ""
}

// Option is one -var or -var-file option, in command-line order.
type Option struct {
	// File is true for -var-file.
	File  bool
	Value string
}

// Collect gathers the values for the root module's variables.
func Collect(parser *config.Parser, root *config.Module, env map[string]string, opts []Option) (map[string]*Value, hcl.Diagnostics) {
	vals := map[string]*Value{}
	var diags hcl.Diagnostics

	// Environment variables, in name order for determinism.
	envNames := make([]string, 0)
	for k := range env {
		if strings.HasPrefix(k, "TF_VAR_") {
			envNames = append(envNames, k)
		}
	}
	sort.Strings(envNames)
	for _, k := range envNames {
		name := strings.TrimPrefix(k, "TF_VAR_")
		v, ok := root.Variables[name]
		if !ok {
			continue // undeclared environment values are ignored
		}
		val, d := parseRaw(v, env[k], "<value for var."+name+">")
		diags = append(diags, d...)
		vals[name] = &Value{Value: val, Source: SourceEnv, Raw: env[k]}
	}

	// Automatic files.
	var auto []string
	if entries, err := fs.ReadDir(parser.FS(), "."); err == nil {
		for _, e := range entries {
			n := e.Name()
			if !e.IsDir() && (strings.HasSuffix(n, ".auto.tfvars") || strings.HasSuffix(n, ".auto.tfvars.json")) {
				auto = append(auto, n)
			}
		}
	}
	sort.Strings(auto)
	files := []string{}
	for _, n := range []string{"terraform.tfvars", "terraform.tfvars.json"} {
		if _, err := fs.Stat(parser.FS(), n); err == nil {
			files = append(files, n)
		}
	}
	files = append(files, auto...)
	for _, f := range files {
		diags = append(diags, readFile(parser, root, f, vals, false)...)
	}

	for _, o := range opts {
		if o.File {
			if _, err := fs.Stat(parser.FS(), o.Value); err != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Failed to read variables file",
					Detail:   fmt.Sprintf("Given variables file %s does not exist.", o.Value),
				})
				continue
			}
			diags = append(diags, readFile(parser, root, o.Value, vals, true)...)
			continue
		}
		name, raw, ok := strings.Cut(o.Value, "=")
		if !ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Invalid -var option",
				Detail:   fmt.Sprintf("The given -var option %q is not correctly specified. Must be a variable name and value separated by an equals sign, like -var=\"key=value\".", o.Value),
			})
			continue
		}
		v, declared := root.Variables[name]
		if !declared {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Value for undeclared variable",
				Detail:   fmt.Sprintf("A variable named %q was assigned on the command line, but the root module does not declare a variable of that name. To use this value, add a \"variable\" block to the configuration.", name),
			})
			continue
		}
		val, d := parseRaw(v, raw, "<value for var."+name+">")
		diags = append(diags, d...)
		vals[name] = &Value{Value: val, Source: SourceCLI, Raw: raw}
	}
	return vals, diags
}

// parseRaw interprets a string from the command line or environment: as
// a literal string for string variables, as an HCL expression otherwise.
func parseRaw(v *config.Variable, raw, filename string) (cty.Value, hcl.Diagnostics) {
	if !ParsedAsHCL(v) {
		return cty.StringVal(raw), nil
	}
	expr, diags := hclsyntax.ParseExpression([]byte(raw), filename, hcl.Pos{Line: 1, Column: 1, Byte: 0})
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	val, diags := expr.Value(nil)
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	return val, nil
}

// ParsedAsHCL reports whether command-line values of v are parsed as HCL
// expressions: variables whose type constraint is a collection or
// structural type. Values of primitive (or unset) types are taken as
// literal strings and converted, so -var n=1e3 gives the number 1000.
func ParsedAsHCL(v *config.Variable) bool {
	if !v.TypeSet {
		return false
	}
	return !v.ConstraintType.IsPrimitiveType() && v.ConstraintType != cty.DynamicPseudoType
}

// readFile reads a .tfvars or .tfvars.json file into vals.
func readFile(parser *config.Parser, root *config.Module, name string, vals map[string]*Value, explicit bool) hcl.Diagnostics {
	f, diags := parser.ParseFile(name)
	if f == nil || diags.HasErrors() {
		return diags
	}
	attrs, d := f.Body.JustAttributes()
	diags = append(diags, d...)
	names := make([]string, 0, len(attrs))
	for n := range attrs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return attrs[names[i]].Range.Start.Byte < attrs[names[j]].Range.Start.Byte })
	for _, n := range names {
		a := attrs[n]
		if _, ok := root.Variables[n]; !ok {
			if explicit {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Value for undeclared variable",
					Detail:   fmt.Sprintf("The root module does not declare a variable named %q but a value was found in file %q. To use this value, add a \"variable\" block to the configuration.\n\nUsing a variables file to set an undeclared variable is deprecated and will become an error in a future release. If you wish to provide certain \"global\" settings to all configurations in your organization, use TF_VAR_... environment variables to set these instead.", n, name),
					Subject:  a.NameRange.Ptr(),
				})
			} else {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagWarning,
					Summary:  "Value for undeclared variable",
					Detail:   fmt.Sprintf("The root module does not declare a variable named %q but a value was found in file %q. If you meant to use this value, add a \"variable\" block to the configuration.\n\nTo silence these warnings, use TF_VAR_... environment variables to provide certain \"global\" settings to all configurations in your organization. To reduce the verbosity of these warnings, use the -compact-warnings option.", n, name),
					Subject:  a.NameRange.Ptr(),
				})
			}
			continue
		}
		val, d := a.Expr.Value(nil)
		diags = append(diags, d...)
		if d.HasErrors() {
			continue
		}
		vals[n] = &Value{Value: val, Source: SourceFile, Range: a.Expr.Range()}
	}
	return diags
}

// FromPrompt interprets an answer typed at Terraform's "Enter a value:"
// prompt for a variable, as a -var value would be.
func FromPrompt(v *config.Variable, answer string) (*Value, hcl.Diagnostics) {
	val, diags := parseRaw(v, answer, "<value for var."+v.Name+">")
	return &Value{Value: val, Source: SourceCLI, Raw: answer}, diags
}
