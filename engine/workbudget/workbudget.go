// Package workbudget bounds the work one evaluation may do, so that no
// configuration can make the engine run for ever: every for expression is
// instrumented to count its iterations against a budget shared by a whole
// operation, as are the large results of functions that can build far
// more than they are given (Charged), and exceeding the budget is an
// error diagnostic.
//
// hcl offers no hook inside a for expression's loop, so the parsed syntax
// tree is rewritten: each for expression's collection is wrapped in a call
// of a hidden function that counts the collection's elements and returns
// it unchanged. Because nested for expressions evaluate their collection
// once per outer iteration, the count is the total number of iterations.
// What an iteration costs is bounded by time instead (MaxEvalTime): each
// for expression's value is wrapped in a call that reads the clock.
package workbudget

import (
	"fmt"
	"slices"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// FuncName is the name of the hidden counting function. It cannot clash
// with a Terraform function, and calling it by hand only counts.
const FuncName = "__tfplay_iterate"

// TickFuncName is the name of the hidden function around each for
// expression's value: it returns its argument, and measures the time
// each iteration takes (see MaxEvalTime).
const TickFuncName = "__tfplay_tick"

// TextFuncName is the name of the hidden function that charges the
// strings templates build (see ChargeBytes); it returns its argument.
const TextFuncName = "__tfplay_text"

// TextUnit is how many bytes of a long string built by a function or a
// template count as one unit of the budget: an operation may build about
// 250 MB of such strings (ChargedTextMin bytes and more: shorter ones are
// not counted). A template joining two 4 MiB strings in each of 1,000
// iterations otherwise took 8 GB.
const TextUnit = 1024

// DefaultLimit is the number of for-expression iterations one operation
// may perform. A quarter of a million is 25 times the instances one
// resource may have and far more than any configuration iterates (a for
// expression over every pair of two 500-element lists is 250,000), yet
// reached within a second or two natively: an iteration costs go-cty and
// hcl microseconds (a child context, the body's values, the function
// calls on them), and a million of them took 6 s and more.
const DefaultLimit = 250_000

// DynamicBlockWeight is what each block a dynamic block generates counts
// against the budget: decoding, planning and rendering a block costs
// about as much as a resource instance (170 µs natively, where an
// iteration costs a few), so an operation may generate about 15,000
// blocks, as many as it may have instances (eval.MaxTotalInstances).
// Nested dynamic blocks of range(1000) each made a million blocks: 84 s
// to validate.
const DynamicBlockWeight = 16

// MaxJoinedLength is the longest string, in bytes, that a template's
// for directive may join (16 MiB, the same as funcs.MaxStringLength):
// `%{ for x in xs }${big}%{ endfor }` would otherwise build a string of
// len(xs) times big.
const MaxJoinedLength = 16 << 20

// MaxConfigText bounds the text, in bytes, in the decoded arguments of
// one operation's resource, data and provider blocks and the values of
// its root outputs (64 MiB), and in any one expression's value: a
// 4 MiB string given to each of 100 instances took 13 s to plan and
// 8 GB to apply natively, more than a browser tab's engine can hold, and
// a state file holds each instance's copy.
const MaxConfigText = 64 << 20

// MaxEvalTime bounds the time an operation may spend in the work the
// budget's hooks see (for expressions' iterations and function calls),
// measured between one hook and the next within an evaluation: 4 s.
// Counting iterations bounds how many there are, not what each costs,
// and some costs happen inside hcl and go-cty where nothing can count
// them: converting a number to a string takes go-cty 30 µs at 512 bits
// of precision and over a millisecond for one as small as 1e-999, so
// upper(1e-999 * j) over 24,000 iterations took 30 s. A configuration
// that is not hostile spends a fraction of a second there natively
// (250,000 iterations of a simple body take about 0.5 to 1 s, and four
// times as long in WASM), while the page gives up on the engine after
// 8 s. This is tfplay's own bound, and the only one that reads the
// clock: whether an operation reaches it depends on the machine.
const MaxEvalTime = 4 * time.Second

// tickEvery is how many hooks go by between two readings of the clock:
// reading it costs a call into JavaScript in WASM.
const tickEvery = 16

// Budget counts work against a limit. Once the limit is passed, the
// counting function makes every further for expression's collection
// empty, which ends all loops at once; the evaluator then reports one
// error.
type Budget struct {
	Used     int64
	Limit    int64
	Exceeded bool
	// Joined is the length of the longest template join refused, when
	// the budget was exceeded by one rather than by iterations.
	Joined int64
	// Built names the function whose result spent the budget, when a
	// function call rather than a for expression did (see Charged).
	Built string
	// ConfigText is the text in the blocks decoded so far (ChargeText).
	ConfigText int64
	// TextBuilt is set when long strings built by functions and
	// templates spent the budget (ChargeBytes).
	TextBuilt bool

	// TimeLimit bounds Spent (zero: MaxEvalTime); Now reads the clock
	// (nil: time.Now).
	TimeLimit time.Duration
	Now       func() time.Time
	// Spent is the time measured between hooks within evaluations.
	Spent time.Duration
	// TimedOut is set when Spent passed TimeLimit.
	TimedOut bool
	ticks    int
	last     time.Time
}

// Begin starts the clock of an evaluation (EvalExpr, a body's decoding):
// only the time between the hooks of one evaluation counts, so that the
// evaluator's own work between evaluations, which grows with the size of
// the configuration, never does.
func (b *Budget) Begin() { b.last, b.ticks = time.Time{}, 0 }

// End stops the clock of an evaluation.
func (b *Budget) End() { b.last = time.Time{} }

// tick is called by every hook: every tickEvery calls it adds the time
// since the last reading to Spent, and it reports whether the budget
// still allows more work.
func (b *Budget) tick() bool {
	if b.Exceeded {
		return false
	}
	if b.ticks++; b.ticks%tickEvery != 1 {
		return true
	}
	now := time.Now
	if b.Now != nil {
		now = b.Now
	}
	t := now()
	if !b.last.IsZero() {
		b.Spent += t.Sub(b.last)
	}
	b.last = t
	if b.Spent > b.timeLimit() {
		b.Exceeded, b.TimedOut = true, true
		return false
	}
	return true
}

// timeLimit is TimeLimit, or MaxEvalTime when it is not set.
func (b *Budget) timeLimit() time.Duration {
	if b.TimeLimit > 0 {
		return b.TimeLimit
	}
	return MaxEvalTime
}

// TickFunc returns the function around for expressions' values, bound
// to a budget: it returns its argument, or once the budget is spent
// an unknown value, which ends the work at once.
func (b *Budget) TickFunc() function.Function {
	return passFunc("value", func(cty.Value) bool { return b.tick() })
}

// passFunc returns a hidden function of one argument of any kind that
// returns it, or an unknown value of its type when pass refuses it.
func passFunc(param string, pass func(v cty.Value) bool) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{funcs.AnyParam(param)},
		Type:   funcs.SameType,
		Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
			if !pass(args[0]) {
				return cty.UnknownVal(retType), nil
			}
			return args[0], nil
		},
	})
}

// ChargeBytes counts a string of n bytes built by a function or a
// template (funcs.Options.ChargeText) against the budget, a unit per
// TextUnit bytes, and reports whether the budget still allows it.
func (b *Budget) ChargeBytes(n int64) bool {
	if !b.tick() {
		return false
	}
	b.Used += n / TextUnit
	if b.Limit > 0 && b.Used > b.Limit {
		b.Exceeded, b.TextBuilt = true, true
		return false
	}
	return true
}

// TextFunc returns the function that charges the strings templates build,
// bound to a budget: it returns its argument, or an unknown string once
// the budget is spent.
func (b *Budget) TextFunc() function.Function {
	return passFunc("text", func(v cty.Value) bool {
		if !b.tick() {
			return false
		}
		if uv, _ := v.Unmark(); uv.IsKnown() && !uv.IsNull() && uv.Type() == cty.String {
			if n := int64(len(uv.AsString())); n >= funcs.ChargedTextMin {
				return b.ChargeBytes(n)
			}
		}
		return true
	})
}

// ChargeText counts the strings in a block's decoded arguments or an
// output's value v against MaxConfigText, and returns an error diagnostic
// at rng once the operation's total passes it, or nil.
func (b *Budget) ChargeText(v cty.Value, rng hcl.Range) *hcl.Diagnostic {
	n, _ := funcs.TextSize(v, -1)
	b.ConfigText += n
	if b.ConfigText <= MaxConfigText {
		return nil
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Configuration size limit exceeded",
		Detail:   fmt.Sprintf("The arguments of this operation's resources and the values of its outputs hold more than %d MiB of text in all, which is tfplay's limit on the size of a configuration's values. Look for large strings given to many instances.", MaxConfigText>>20),
		Subject:  rng.Ptr(),
	}
}

// ChargedMinElements is the size from which a charged function's result
// counts against the budget: smaller results cost go-cty little, however
// often they are built.
const ChargedMinElements = 1000

// ChargedFunctions are the functions whose calls count against the
// budget: setproduct, whose result can be far larger than its arguments
// (setproduct(range(500), range(500)) is 250,000 elements: evaluated in a
// for expression's body, each call would build it again, work the
// iterations alone do not count; range cannot, it makes at most 1,024
// values); and bcrypt, whose time doubles with each step of its cost
// (bcrypt("x", 31) would run for days), counted before it runs.
var ChargedFunctions = []string{"setproduct", "bcrypt"}

// BcryptDefaultCost is bcrypt's cost when the call gives none.
const BcryptDefaultCost = 10

// bcryptWork is what a bcrypt call of the given cost counts against the
// budget: 4 << cost, 4,096 at the default cost of 10 (which takes about
// 60 ms natively, as long as some 15,000 iterations), so an operation may
// make about 60 default calls, and a single call of cost 15 at most.
// Costs outside bcrypt's own range of 4 to 31 count nothing: bcrypt
// refuses them with its own error.
func bcryptWork(cost int64) int64 {
	if cost < 4 || cost > 31 {
		return 0
	}
	return 4 << cost
}

// workBefore gives, for the functions charged before they run, what a
// call with known arguments counts.
var workBefore = map[string]func(args []cty.Value) int64{
	"bcrypt": func(args []cty.Value) int64 {
		cost := int64(BcryptDefaultCost)
		if len(args) > 1 {
			if c, _ := args[1].Unmark(); c.IsKnown() && !c.IsNull() && c.Type() == cty.Number {
				if n, acc := c.AsBigFloat().Int64(); acc == 0 || n > 0 {
					cost = n
				}
			}
		}
		return bcryptWork(cost)
	},
}

// Functions are the hidden functions of a budget, by name, for the
// evaluation contexts of the syntax Instrument rewrites.
func (b *Budget) Functions() map[string]function.Function {
	return map[string]function.Function{
		FuncName:     b.Func(),
		TextFuncName: b.TextFunc(),
		TickFuncName: b.TickFunc(),
	}
}

// New returns a budget with the default limit.
func New() *Budget { return &Budget{Limit: DefaultLimit} }

// Func returns the counting function bound to a budget.
func (b *Budget) Func() function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{funcs.AnyParam("collection")},
		// What each element counts (1 unless given): DynamicBlockWeight
		// for a dynamic block's for_each.
		VarParam: &function.Parameter{Name: "weight", Type: cty.Number},
		// The result is the argument itself, or once the budget is spent
		// an empty tuple, which ends every loop at once: so the type is
		// only known from the value.
		Type: function.StaticReturnType(cty.DynamicPseudoType),
		Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
			v := args[0]
			if !b.tick() {
				return cty.EmptyTupleVal, nil
			}
			weight := int64(1)
			if len(args) > 1 {
				weight, _ = args[1].AsBigFloat().Int64()
			}
			n := int64(1)
			if uv, _ := v.Unmark(); uv.IsKnown() && !uv.IsNull() && uv.CanIterateElements() {
				n += int64(uv.LengthInt()) * weight
				if ty := uv.Type(); ty.IsTupleType() || ty.IsListType() {
					if joined := stringLength(uv); joined > MaxJoinedLength {
						b.Exceeded, b.Joined = true, joined
						return cty.EmptyTupleVal, nil
					}
				}
			}
			b.Used += n
			if b.Limit > 0 && b.Used > b.Limit {
				b.Exceeded = true
				return cty.EmptyTupleVal, nil
			}
			return v, nil
		},
	})
}

// Charged returns fn with the same signature, counting against the
// budget what a call will do when fn is charged before it runs
// (workBefore), else the elements of each result of ChargedMinElements or
// more. Once the budget is spent, calls return an unknown value of their
// type without running, which ends the work at once; the evaluator then
// reports the budget's diagnostic.
func (b *Budget) Charged(name string, fn function.Function) function.Function {
	before := workBefore[name]
	return funcs.Wrap(fn, nil, func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		if !b.tick() {
			return cty.UnknownVal(retType), nil
		}
		if before != nil {
			b.Used += before(args)
			if b.Limit > 0 && b.Used > b.Limit {
				b.Exceeded, b.Built = true, name
				return cty.UnknownVal(retType), nil
			}
			return fn.Call(args)
		}
		res, err := fn.Call(args)
		if err != nil {
			return res, err
		}
		if v, _ := res.Unmark(); v.IsKnown() && !v.IsNull() && v.CanIterateElements() {
			if n := int64(v.LengthInt()); n >= ChargedMinElements {
				b.Used += n
				if b.Limit > 0 && b.Used > b.Limit {
					b.Exceeded, b.Built = true, name
					return cty.UnknownVal(retType), nil
				}
			}
		}
		return res, nil
	})
}

// stringLength is the total length of the known strings among a
// sequence's elements: what a template's for directive joins (not
// funcs.TextSize, which goes deeper).
func stringLength(v cty.Value) int64 {
	var n int64
	for it := v.ElementIterator(); it.Next(); {
		_, e := it.Element()
		if e, _ = e.Unmark(); e.IsKnown() && !e.IsNull() && e.Type() == cty.String {
			n += int64(len(e.AsString()))
		}
	}
	return n
}

// Instrument rewrites every for expression under node so that its
// collection is counted and each iteration timed, every dynamic block so
// that the elements of its for_each count DynamicBlockWeight each, every
// template for directive so that the strings it joins are measured
// before they are joined, and the
// interpolations of templates of several parts in for expressions' bodies
// so that long strings are charged (TextFunc). It is idempotent.
func Instrument(node hclsyntax.Node) {
	_ = hclsyntax.VisitAll(node, func(n hclsyntax.Node) hcl.Diagnostics {
		// Trees already instrumented are only read: parsed files are
		// shared (engine/config's parse cache).
		switch n := n.(type) {
		case *hclsyntax.TemplateJoinExpr:
			if !wrapped(n.Tuple) {
				n.Tuple = wrap(n.Tuple, 1)
			}
		case *hclsyntax.ForExpr:
			if !wrapped(n.CollExpr) {
				n.CollExpr = wrap(n.CollExpr, 1)
			}
			// Templates evaluated in each iteration are where long
			// strings are built again and again.
			for _, e := range []hclsyntax.Expression{n.KeyExpr, n.ValExpr, n.CondExpr} {
				if e != nil {
					chargeTemplates(e)
				}
			}
			// Each iteration is timed (TickFunc) once its value is
			// known: from one tick to the next is the whole iteration,
			// its key and condition included.
			if !wrapped(n.ValExpr) {
				n.ValExpr = wrapCall(TickFuncName, n.ValExpr)
			}
		case *hclsyntax.Block:
			if n.Type != "dynamic" || n.Body == nil {
				break
			}
			if attr := n.Body.Attributes["for_each"]; attr != nil && !wrapped(attr.Expr) {
				attr.Expr = wrap(attr.Expr, DynamicBlockWeight)
			}
		}
		return nil
	})
}

// chargeTemplates rewrites the templates of several parts under node so
// that their interpolations are charged (see TextFunc): such a template
// copies each part into a new string. Only templates in a for
// expression's body are, where long strings can be built without bound;
// elsewhere the wrapper would only cost time.
func chargeTemplates(node hclsyntax.Node) {
	_ = hclsyntax.VisitAll(node, func(n hclsyntax.Node) hcl.Diagnostics {
		t, ok := n.(*hclsyntax.TemplateExpr)
		if !ok || len(t.Parts) < 2 {
			return nil
		}
		// A new slice: the parse cache shares the parts' array between
		// copies of a tree (it copies the template node only).
		var parts []hclsyntax.Expression
		for i, part := range t.Parts {
			if _, literal := part.(*hclsyntax.LiteralValueExpr); !literal && !wrapped(part) {
				if parts == nil {
					parts = slices.Clone(t.Parts)
				}
				parts[i] = wrapCall(TextFuncName, part)
			}
		}
		if parts != nil {
			t.Parts = parts
		}
		return nil
	})
}

// Counted returns the expression a call made by Instrument counts,
// charges or times, or nil when e is not such a call.
func Counted(e *hclsyntax.FunctionCallExpr) hclsyntax.Expression {
	if e.Name != FuncName && e.Name != TextFuncName && e.Name != TickFuncName || len(e.Args) == 0 {
		return nil
	}
	return e.Args[0]
}

// wrapped reports whether e is a call made by Instrument.
func wrapped(e hclsyntax.Expression) bool {
	call, ok := e.(*hclsyntax.FunctionCallExpr)
	return ok && Counted(call) != nil
}

// wrapCall returns e as the argument of a call to the hidden function
// name.
func wrapCall(name string, e hclsyntax.Expression) hclsyntax.Expression {
	rng := e.Range()
	return &hclsyntax.FunctionCallExpr{
		Name:            name,
		Args:            []hclsyntax.Expression{e},
		NameRange:       rng,
		OpenParenRange:  rng,
		CloseParenRange: rng,
	}
}

// wrap returns e as the argument of a call to FuncName, each element
// counting weight.
func wrap(e hclsyntax.Expression, weight int64) hclsyntax.Expression {
	rng := e.Range()
	args := []hclsyntax.Expression{e}
	if weight != 1 {
		args = append(args, &hclsyntax.LiteralValueExpr{Val: cty.NumberIntVal(weight), SrcRange: rng})
	}
	return &hclsyntax.FunctionCallExpr{
		Name:            FuncName,
		Args:            args,
		NameRange:       rng,
		OpenParenRange:  rng,
		CloseParenRange: rng,
	}
}

// Diagnostic is the error reported for an expression evaluated after
// the budget ran out.
func (b *Budget) Diagnostic(rng hcl.Range) *hcl.Diagnostic {
	if b.Joined > 0 {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "String length limit exceeded",
			Detail:   fmt.Sprintf("A for expression or a template's for directive would go through %d bytes of text, more than tfplay's limit of %d MiB on the length of a string.", b.Joined, MaxJoinedLength>>20),
			Subject:  rng.Ptr(),
		}
	}
	if b.TimedOut {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Evaluation limit exceeded",
			Detail:   fmt.Sprintf("This operation spent more than %s in for expressions' iterations and function calls, which is tfplay's limit on evaluation time. Look for for expressions whose every iteration does much work, such as converting numbers with many digits to strings.", b.timeLimit()),
			Subject:  rng.Ptr(),
		}
	}
	if b.TextBuilt {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Evaluation limit exceeded",
			Detail:   fmt.Sprintf("This operation builds more than %d MB of text in strings of %d KiB or more made by functions and templates, with for expressions' iterations, which is tfplay's limit on evaluation work. Look for long strings built again in each iteration of a for expression.", b.Limit*TextUnit/1000000, funcs.ChargedTextMin>>10),
			Subject:  rng.Ptr(),
		}
	}
	if b.Built == "bcrypt" {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Evaluation limit exceeded",
			Detail:   fmt.Sprintf("This operation calls bcrypt for more work than tfplay's limit on evaluation work allows: %d units in all, with for expressions' iterations, where a call at bcrypt's default cost of %d counts %d and each step of cost doubles it. Use a lower cost, or hash fewer values.", b.Limit, BcryptDefaultCost, bcryptWork(BcryptDefaultCost)),
			Subject:  rng.Ptr(),
		}
	}
	if b.Built != "" {
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Evaluation limit exceeded",
			Detail:   fmt.Sprintf("This operation iterates over and builds more than %d collection elements in for expressions and calls of %s, which is tfplay's limit on evaluation work. Look for large collections built again in each iteration of a for expression.", b.Limit, b.Built),
			Subject:  rng.Ptr(),
		}
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Evaluation limit exceeded",
		Detail:   fmt.Sprintf("This operation iterates more than %d times over collections in for expressions and dynamic blocks (each block a dynamic block generates counting %d), which is tfplay's limit on evaluation work. Look for for expressions or dynamic blocks nested over large collections.", b.Limit, DynamicBlockWeight),
		Subject:  rng.Ptr(),
	}
}

// StringDiagnostic is an error when an expression's value is a string
// longer than MaxJoinedLength (a template concatenating large strings:
// locals that each double the last would otherwise grow until memory
// runs out), or a collection whose strings add up to more than
// MaxConfigText ([for i in range(1000) : local.big] is a thousand copies
// of one string, cheap to build and gigabytes to print or save), or nil.
func StringDiagnostic(v cty.Value, rng hcl.Range) *hcl.Diagnostic {
	uv, _ := v.Unmark()
	if !uv.IsKnown() || uv.IsNull() {
		return nil
	}
	if uv.Type() == cty.String {
		if len(uv.AsString()) <= MaxJoinedLength {
			return nil
		}
		return &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "String length limit exceeded",
			Detail:   fmt.Sprintf("This expression builds a string of %d bytes, more than tfplay's limit of %d MiB on the length of a string.", len(uv.AsString()), MaxJoinedLength>>20),
			Subject:  rng.Ptr(),
		}
	}
	if n, _ := funcs.TextSize(uv, MaxConfigText); uv.Type().IsPrimitiveType() || n <= MaxConfigText {
		return nil
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Value size limit exceeded",
		Detail:   fmt.Sprintf("This expression's value holds more than %d MiB of text in all, which is tfplay's limit on the size of a value. Look for a large string repeated in a collection.", MaxConfigText>>20),
		Subject:  rng.Ptr(),
	}
}
