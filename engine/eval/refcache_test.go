package eval

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/zclconf/go-cty/cty"
)

func TestRefCache(t *testing.T) {
	src := `
input = {
  b = terraform_data.b.output
  a = var.a
}
other = local.x[count.index]
bad = module
`
	f, diags := hclsyntax.ParseConfig([]byte(src), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	body := f.Body.(*hclsyntax.Body)
	schema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"input": {Type: cty.DynamicPseudoType, Optional: true},
		"other": {Type: cty.DynamicPseudoType, Optional: true},
		"bad":   {Type: cty.DynamicPseudoType, Optional: true},
	}}
	c := NewRefCache()

	l := c.body(body, schema)
	var got []string
	for _, tr := range l.travs {
		got = append(got, tr.RootName())
	}
	// Source order, whatever order the decoder spec walks the body in.
	want := []string{"terraform_data", "var", "local", "count", "module"}
	if len(got) != len(want) {
		t.Fatalf("body references %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("body references %v, want %v", got, want)
		}
	}
	if c.body(body, schema) != l {
		t.Error("the body's references are found again on the second call")
	}
	// The same syntax parsed again (another module call's copy), decoded
	// against a schema of the same shape from another provider instance,
	// makes the same references; a schema of another shape does not.
	f2, _ := hclsyntax.ParseConfig([]byte(src), "main.tf", hcl.InitialPos)
	sameSchema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"input": {Type: cty.DynamicPseudoType, Optional: true},
		"other": {Type: cty.DynamicPseudoType, Optional: true},
		"bad":   {Type: cty.DynamicPseudoType, Optional: true},
	}}
	if c.body(f2.Body, sameSchema) != l {
		t.Error("a copy of the body against a schema of the same shape is walked again")
	}
	otherSchema := &configschema.Block{Attributes: map[string]*configschema.Attribute{
		"input": {Type: cty.DynamicPseudoType, Optional: true},
	}}
	if o := c.body(f2.Body, otherSchema); o == l || len(o.travs) != 2 {
		t.Errorf("a schema of another shape shares the references (%d)", len(o.travs))
	}
	other, _ := hclsyntax.ParseConfig([]byte(src), "other.tf", hcl.InitialPos)
	if c.body(other.Body, schema) == l {
		t.Error("a body of another file shares the references")
	}

	// "module" alone does not parse: it is parsed again on each use, so its
	// diagnostics are always fresh ones.
	if l.refs[4] != nil {
		t.Error("a reference that failed to parse is cached")
	}
	for i := 0; i < 4; i++ {
		if l.refs[i] == nil {
			t.Errorf("reference %d is not parsed ahead", i)
		}
	}

	expr := body.Attributes["other"].Expr
	e := c.expr(expr)
	if c.expr(expr) != e {
		t.Error("the expression's references are found again on the second call")
	}
	if len(e.travs) != len(funcs.Variables(expr)) {
		t.Errorf("expression references %d, want %d", len(e.travs), len(funcs.Variables(expr)))
	}

	// Expressions not held by pointer are not cached.
	static := hcl.StaticExpr(cty.True, hcl.Range{})
	if cacheable(static) {
		c.expr(static)
		if len(c.exprs) != 1 {
			t.Error("a value expression was cached")
		}
	}
	var nilCache *RefCache
	if got := nilCache.expr(expr); len(got.travs) != 2 {
		t.Errorf("a nil cache finds %d references, want 2", len(got.travs))
	}
}
