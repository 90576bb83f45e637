package workbudget

import (
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

func eval(t *testing.T, src string, b *Budget) (cty.Value, hcl.Diagnostics) {
	t.Helper()
	return evalWith(t, src, b, nil, nil)
}

// evalWith parses and instruments src (twice: Instrument is idempotent)
// and evaluates it with the budget's functions, range, funcs and vars.
func evalWith(t *testing.T, src string, b *Budget, funcs map[string]function.Function, vars map[string]cty.Value) (cty.Value, hcl.Diagnostics) {
	t.Helper()
	expr, diags := hclsyntax.ParseExpression([]byte(src), "test", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	Instrument(expr)
	Instrument(expr)
	if b.Now == nil {
		// A stopped clock: what these tests count must not depend on
		// how fast the machine is (see TestTimeLimit).
		b.Now = func() time.Time { return time.Unix(0, 0) }
	}
	ctx := &hcl.EvalContext{Functions: b.Functions(), Variables: vars}
	ctx.Functions["range"] = stdlib.RangeFunc
	for name, fn := range funcs {
		ctx.Functions[name] = fn
	}
	return expr.Value(ctx)
}

func TestCountsIterationsOfNestedFor(t *testing.T) {
	b := &Budget{Limit: 1000}
	v, diags := eval(t, `[for a in range(3) : [for b in range(4) : a * b]]`, b)
	if diags.HasErrors() || b.Exceeded {
		t.Fatalf("unexpected: %v exceeded=%v", diags, b.Exceeded)
	}
	if v.LengthInt() != 3 || v.Index(cty.NumberIntVal(2)).LengthInt() != 4 {
		t.Errorf("value changed by instrumentation: %#v", v)
	}
	// Outer: 1 call + 3 elements; inner: 3 calls of 1 + 4 elements.
	if b.Used != 4+3*5 {
		t.Errorf("used = %d", b.Used)
	}
}

func TestStopsRunawayLoops(t *testing.T) {
	b := &Budget{Limit: 10000}
	v, _ := eval(t, `[for a in range(300) : [for b in range(300) : [for c in range(300) : c]]]`, b)
	if !b.Exceeded {
		t.Fatal("budget not exceeded")
	}
	// Once exceeded, loops end: the work done stays near the limit.
	if b.Used > 10000+301 {
		t.Errorf("used = %d after the limit", b.Used)
	}
	if v.LengthInt() != 300 {
		t.Errorf("the outer loop's collection was evaluated before the limit: got %d elements", v.LengthInt())
	}
	if d := b.Diagnostic(hcl.Range{Filename: "test"}); d.Summary != "Evaluation limit exceeded" {
		t.Errorf("diagnostic = %v", d)
	}
}

func TestNullAndNonIterableCollectionsKeepTheirErrors(t *testing.T) {
	for src, want := range map[string]string{
		`[for x in null : x]`:  "Iteration over null value",
		`[for x in "abc" : x]`: "Iteration over non-iterable value",
	} {
		_, diags := eval(t, src, New())
		if !diags.HasErrors() || diags[0].Summary != want {
			t.Errorf("%s: got %v, want %q", src, diags, want)
		}
	}
}

func TestChargedFunctionResultsCount(t *testing.T) {
	b := &Budget{Limit: 5000}
	calls := 0
	counted := function.New(&function.Spec{
		Params: stdlib.SetProductFunc.Params(), VarParam: stdlib.SetProductFunc.VarParam(),
		Type: stdlib.SetProductFunc.ReturnTypeForValues,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			calls++
			return stdlib.SetProductFunc.Call(args)
		},
	})
	v, diags := evalWith(t, `[for i in range(10) : length(setproduct(range(40), range(40)))]`, b, map[string]function.Function{
		"setproduct": b.Charged("setproduct", counted),
		"length":     stdlib.LengthFunc,
	}, nil)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	// Each product is 1,600 elements, counted. The fourth passes 5,000:
	// it and every later call give an unknown result, the later ones
	// without running.
	if !b.Exceeded || b.Built != "setproduct" {
		t.Fatalf("exceeded = %v, built = %q, used = %d", b.Exceeded, b.Built, b.Used)
	}
	if calls != 4 {
		t.Errorf("setproduct ran %d times, want 4", calls)
	}
	if got := v.Index(cty.NumberIntVal(2)); !got.RawEquals(cty.NumberIntVal(1600)) {
		t.Errorf("third result = %#v, want 1600", got)
	}
	if v.Index(cty.NumberIntVal(3)).IsKnown() {
		t.Errorf("the result past the limit is known")
	}
	if d := b.Diagnostic(hcl.Range{Filename: "test"}); !strings.Contains(d.Detail, "calls of setproduct") {
		t.Errorf("diagnostic = %s", d.Detail)
	}

	// Under the limit, a charged function gives its results unchanged.
	b2 := &Budget{Limit: 100000}
	list := func(n int) cty.Value {
		var xs []cty.Value
		for i := range n {
			xs = append(xs, cty.NumberIntVal(int64(i)))
		}
		return cty.ListVal(xs)
	}
	r, err := b2.Charged("setproduct", stdlib.SetProductFunc).Call([]cty.Value{list(50), list(40)})
	if err != nil {
		t.Fatal(err)
	}
	if r.LengthInt() != 2000 || b2.Used != 2000 || b2.Exceeded {
		t.Errorf("setproduct of 50 and 40: %d elements, used %d", r.LengthInt(), b2.Used)
	}
}

func TestBcryptChargedBeforeItRuns(t *testing.T) {
	calls := 0
	// A stand-in with bcrypt's signature that only counts its calls: the
	// budget must refuse a call before it runs.
	bcrypt := function.New(&function.Spec{
		Params:   []function.Parameter{{Name: "str", Type: cty.String}},
		VarParam: &function.Parameter{Name: "cost", Type: cty.Number},
		Type:     function.StaticReturnType(cty.String),
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			calls++
			return cty.StringVal("$2a$hash"), nil
		},
	})
	for _, c := range []struct {
		expr     string
		calls    int
		exceeded bool
	}{
		{`bcrypt("x", 31)`, 0, true},
		{`bcrypt("x", 15)`, 1, false},
		{`bcrypt("x", 16)`, 0, true},
		{`bcrypt("x", 32)`, 1, false}, // bcrypt refuses it itself
		// 4,096 at the default cost: 61 calls fit in 250,000 with the
		// loop's own iterations, the 62nd does not.
		{`[for i in range(100) : bcrypt("x")]`, 61, true},
		{`[for i in range(50) : bcrypt("x")]`, 50, false},
		{`[for i in range(100) : bcrypt("x", 4)]`, 100, false},
	} {
		t.Run(c.expr, func(t *testing.T) {
			calls = 0
			b := New()
			if _, diags := evalWith(t, c.expr, b, map[string]function.Function{"bcrypt": b.Charged("bcrypt", bcrypt)}, nil); diags.HasErrors() {
				t.Fatal(diags)
			}
			if calls != c.calls || b.Exceeded != c.exceeded {
				t.Errorf("bcrypt ran %d times (want %d), exceeded = %v (want %v), used %d", calls, c.calls, b.Exceeded, c.exceeded, b.Used)
			}
			if c.exceeded {
				if d := b.Diagnostic(hcl.Range{Filename: "test"}); !strings.Contains(d.Detail, "calls bcrypt") {
					t.Errorf("diagnostic = %s", d.Detail)
				}
			}
		})
	}
}

func TestChargeText(t *testing.T) {
	b := New()
	mib := cty.StringVal(strings.Repeat("x", 1<<20))
	obj := cty.ObjectVal(map[string]cty.Value{
		"a": mib,
		"b": cty.ListVal([]cty.Value{mib.Mark("sensitive"), cty.UnknownVal(cty.String), cty.NullVal(cty.String)}),
		"n": cty.NumberIntVal(1),
	})
	// 2 MiB and the attributes' names (3 bytes) a block: 31 blocks fit,
	// the 32nd passes the limit.
	for i := 1; i <= 31; i++ {
		if d := b.ChargeText(obj, hcl.Range{Filename: "main.tf"}); d != nil {
			t.Fatalf("block %d: %s", i, d.Detail)
		}
	}
	if want := int64(31 * (2<<20 + 3)); b.ConfigText != want {
		t.Errorf("counted %d bytes, want %d", b.ConfigText, want)
	}
	d := b.ChargeText(obj, hcl.Range{Filename: "main.tf"})
	if d == nil || d.Summary != "Configuration size limit exceeded" || !strings.Contains(d.Detail, "more than 64 MiB of text") || d.Subject.Filename != "main.tf" {
		t.Fatalf("past the limit: %#v", d)
	}
}

func TestDynamicBlocksCountTheirWeight(t *testing.T) {
	src := `
resource "x" "y" {
  dynamic "a" {
    for_each = range(10)
    content {
      dynamic "b" {
        for_each = [for i in range(3) : i]
        content {}
      }
    }
  }
}
`
	f, diags := hclsyntax.ParseConfig([]byte(src), "main.tf", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	body := f.Body.(*hclsyntax.Body)
	Instrument(body)
	Instrument(body) // idempotent
	outer := body.Blocks[0].Body.Blocks[0]
	inner := outer.Body.Blocks[0].Body.Blocks[0] // dynamic "b", in "a"'s content
	b := New()
	ctx := &hcl.EvalContext{Functions: b.Functions()}
	ctx.Functions["range"] = stdlib.RangeFunc
	for _, c := range []struct {
		block *hclsyntax.Block
		used  int64
	}{
		// 1 + 10 elements of weight 16.
		{outer, 161},
		// The for expression's 1 + 3 iterations, then 1 + 3 blocks of 16.
		{inner, 161 + 4 + 49},
	} {
		expr := c.block.Body.Attributes["for_each"].Expr
		call, ok := expr.(*hclsyntax.FunctionCallExpr)
		if !ok || Counted(call) == nil {
			t.Fatalf("dynamic %q: for_each not counted: %T", c.block.Labels[0], expr)
		}
		if _, diags := expr.Value(ctx); diags.HasErrors() {
			t.Fatal(diags)
		}
		if b.Used != c.used {
			t.Errorf("dynamic %q: used %d, want %d", c.block.Labels[0], b.Used, c.used)
		}
	}
	if d := b.Diagnostic(hcl.Range{}); !strings.Contains(d.Detail, "dynamic blocks (each block a dynamic block generates counting 16)") {
		t.Errorf("diagnostic: %s", d.Detail)
	}
}

func TestStringDiagnosticOfCollections(t *testing.T) {
	mib := cty.StringVal(strings.Repeat("x", 1<<20))
	list := func(n int) cty.Value {
		xs := make([]cty.Value, n)
		for i := range xs {
			xs[i] = mib
		}
		return cty.ListVal(xs)
	}
	for _, c := range []struct {
		name    string
		v       cty.Value
		summary string
	}{
		{"64 copies", list(64), ""},
		{"65 copies", list(65), "Value size limit exceeded"},
		{"nested and marked", cty.ObjectVal(map[string]cty.Value{"a": list(40), "b": cty.TupleVal([]cty.Value{list(30).Mark("sensitive")})}), "Value size limit exceeded"},
		{"a long string", cty.StringVal(strings.Repeat("x", MaxJoinedLength+1)), "String length limit exceeded"},
		{"numbers", cty.ListVal([]cty.Value{cty.Zero}), ""},
	} {
		d := StringDiagnostic(c.v, hcl.Range{Filename: "main.tf"})
		switch {
		case c.summary == "" && d != nil:
			t.Errorf("%s: unexpected %s", c.name, d.Summary)
		case c.summary != "" && (d == nil || d.Summary != c.summary):
			t.Errorf("%s: got %v, want %q", c.name, d, c.summary)
		}
	}
}

func TestLongStringsBuiltAreCharged(t *testing.T) {
	big := cty.StringVal(strings.Repeat("x", 1<<20)) // 1 MiB: 1,024 units
	for _, c := range []struct {
		expr string
		// used is what the budget counts, with the for expression's
		// own iterations; exceeded whether it is spent.
		used     int64
		exceeded bool
	}{
		// Two interpolations of 1 MiB in each of 10 iterations.
		{`[for i in range(10) : "${big}-${big}"]`, 11 + 10*2*1024, false},
		// Short strings cost nothing more than the iterations.
		{`[for i in range(10) : "${small}-${i}"]`, 11, false},
		// A lone interpolation is the value itself, not a copy.
		{`[for i in range(10) : "${big}"]`, 11, false},
		{`[for i in range(200) : "${big}${big}"]`, 0, true},
	} {
		t.Run(c.expr, func(t *testing.T) {
			b := New()
			v, diags := evalWith(t, c.expr, b, nil, map[string]cty.Value{"big": big, "small": cty.StringVal("s")})
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			if b.Exceeded != c.exceeded || !c.exceeded && b.Used != c.used {
				t.Fatalf("used %d, exceeded %v; want %d, %v", b.Used, b.Exceeded, c.used, c.exceeded)
			}
			if !c.exceeded {
				if !v.IsWhollyKnown() {
					t.Errorf("result not known: %#v", v)
				}
				return
			}
			// Past the limit the templates' results are unknown, and the
			// diagnostic names what spent the budget.
			if v.IsWhollyKnown() {
				t.Errorf("result known past the limit")
			}
			if d := b.Diagnostic(hcl.Range{}); !strings.Contains(d.Detail, "builds more than 256 MB of text in strings of 64 KiB or more") {
				t.Errorf("diagnostic: %s", d.Detail)
			}
		})
	}
}

// clock is a fake clock that advances by step at every reading.
type clock struct {
	t    time.Time
	step time.Duration
}

func (c *clock) now() time.Time {
	c.t = c.t.Add(c.step)
	return c.t
}

func TestTimeLimit(t *testing.T) {
	c := &clock{t: time.Unix(0, 0), step: time.Millisecond}
	b := &Budget{Limit: DefaultLimit, TimeLimit: 100 * time.Millisecond, Now: c.now}

	// 1,000 iterations read the clock 63 times (every tickEvery hooks):
	// 62 ms between the first reading and the last, within the limit.
	b.Begin()
	v, diags := eval(t, `[for i in range(1000) : i]`, b)
	b.End()
	if diags.HasErrors() || b.Exceeded || b.Spent != 62*time.Millisecond {
		t.Fatalf("diags %v, exceeded %v, spent %v", diags, b.Exceeded, b.Spent)
	}
	if v.LengthInt() != 1000 {
		t.Fatalf("value changed: %d elements", v.LengthInt())
	}

	// Time between evaluations does not count: the next evaluation's
	// first reading starts its clock.
	c.t = c.t.Add(time.Hour)
	b.Begin()
	eval(t, `[for i in range(100) : i]`, b)
	b.End()
	if b.Exceeded || b.Spent != 68*time.Millisecond {
		t.Fatalf("exceeded %v, spent %v", b.Exceeded, b.Spent)
	}

	// Functions called in each iteration are hooks too; past the limit
	// every loop ends and every value is unknown.
	b.Begin()
	v, _ = evalWith(t, `[for i in range(10) : [for j in range(1000) : upper("x")]]`, b, map[string]function.Function{
		"upper": b.Charged("upper", stdlib.UpperFunc),
	}, nil)
	b.End()
	if !b.Exceeded || !b.TimedOut || v.IsWhollyKnown() {
		t.Fatalf("exceeded %v, timed out %v, known %v", b.Exceeded, b.TimedOut, v.IsWhollyKnown())
	}
	d := b.Diagnostic(hcl.Range{Filename: "test"})
	if d.Summary != "Evaluation limit exceeded" || !strings.Contains(d.Detail, "more than 100ms in for expressions' iterations") {
		t.Errorf("diagnostic: %s: %s", d.Summary, d.Detail)
	}
}
