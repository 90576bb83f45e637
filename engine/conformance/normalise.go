package conformance

import (
	"fmt"
	"io/fs"
	"regexp"
	"sort"
	"strings"
)

// The normalisers below mirror run_conformance.py function by function;
// they work on the Python-like values of pyjson.go and raise (panic with a
// pyException) where the runner would raise.

var (
	uuidRe = regexp.MustCompile(`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`)
	// Python's \d matches any Unicode decimal digit.
	tsRe      = regexp.MustCompile(`\p{Nd}{4}-\p{Nd}\p{Nd}-\p{Nd}\p{Nd}T\p{Nd}\p{Nd}:\p{Nd}\p{Nd}:\p{Nd}\p{Nd}(?:\.\p{Nd}+)?(?:Z|[+-]\p{Nd}\p{Nd}:\p{Nd}\p{Nd})`)
	summaryRe = regexp.MustCompile(`(?m)^(Plan: .*|No changes\..*|Apply complete!.*|Destroy complete!.*)$`)
)

// normValue replaces UUIDs and RFC 3339 timestamps inside every string.
func normValue(v any) any {
	switch x := v.(type) {
	case *pyDict:
		out := newDict()
		for _, k := range x.keys {
			out.set(k, normValue(x.vals[k]))
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normValue(e)
		}
		return out
	case string:
		return tsRe.ReplaceAllLiteralString(uuidRe.ReplaceAllLiteralString(x, "<uuid>"), "<timestamp>")
	}
	return v
}

// dropNullAttrs removes the top-level attributes of a resource object
// whose value is null.
func dropNullAttrs(v any) any {
	d, ok := v.(*pyDict)
	if !ok {
		return v
	}
	out := newDict()
	for _, k := range d.keys {
		if d.vals[k] != nil {
			out.set(k, d.vals[k])
		}
	}
	return out
}

// markUnknown overlays after_unknown onto after: unknown leaves become
// "<unknown>".
func markUnknown(after, unknown any) any {
	switch u := unknown.(type) {
	case bool:
		if u {
			return "<unknown>"
		}
	case *pyDict:
		base := newDict()
		if a, ok := after.(*pyDict); ok {
			base = a.copy()
		}
		for _, k := range u.keys {
			base.set(k, markUnknown(base.get(k), u.vals[k]))
		}
		return base
	case []any:
		var base []any
		if a, ok := after.([]any); ok {
			base = append([]any{}, a...)
		} else {
			base = []any{}
		}
		for i, e := range u {
			if i < len(base) {
				base[i] = markUnknown(base[i], e)
			} else {
				base = append(base, markUnknown(nil, e))
			}
		}
		return base
	}
	return after
}

// isEmptyMarker is `x in (None, {}, [])`, plus False (and so 0) when
// withFalse.
func isEmptyMarker(x any, withFalse bool) bool {
	if withFalse && pyEqual(x, false) {
		return true
	}
	return x == nil || pyEqual(x, newDict()) || pyEqual(x, []any{})
}

// pruneFalse drops false and empty containers from sensitivity and
// unknown marker trees.
func pruneFalse(v any) any {
	switch x := v.(type) {
	case *pyDict:
		out := newDict()
		for _, k := range x.keys {
			px := pruneFalse(x.vals[k])
			if !isEmptyMarker(px, true) {
				out.set(k, px)
			}
		}
		return out
	case []any:
		items := make([]any, len(x))
		all := true
		for i, e := range x {
			items[i] = pruneFalse(e)
			if !isEmptyMarker(items[i], true) {
				all = false
			}
		}
		if all {
			return []any{}
		}
		for i, e := range items {
			if isEmptyMarker(e, false) {
				items[i] = false
			}
		}
		return items
	}
	return v
}

// invalidJSON is what load_json returns for text that is not JSON.
func invalidJSON() any {
	d := newDict()
	d.set("__invalid_json__", true)
	return d
}

// loadJSON is load_json: empty text is None, bad JSON a marker object.
func loadJSON(text string) any {
	text = pyStrip(text)
	if text == "" {
		return nil
	}
	v, err := loadPyJSON(text)
	if err != nil {
		return invalidJSON()
	}
	return v
}

// passThrough is the test the plan and state normalisers start with:
// `d is None or "__invalid_json__" in (d or {})`.
func passThrough(d any) bool {
	return d == nil || pyContains(or(d, newDict()), "__invalid_json__")
}

func dict(pairs ...any) *pyDict {
	d := newDict()
	for i := 0; i < len(pairs); i += 2 {
		d.set(pairs[i].(string), pairs[i+1])
	}
	return d
}

// getDefault is d.get(k, def).
func getDefault(d *pyDict, k string, def any) any {
	if d.has(k) {
		return d.get(k)
	}
	return def
}

func items(v any) *pyDict {
	d, ok := v.(*pyDict)
	if !ok {
		raise("AttributeError: '%s' object has no attribute 'items'", pyTypeName(v))
	}
	return d
}

// normPlan is norm_plan: the compared parts of `show -json tfplan`.
func normPlan(text string) any {
	raw := loadJSON(text)
	if passThrough(raw) {
		return raw
	}
	d := dictOf(raw)
	var rcs []any
	for _, e := range iterList(or(d.get("resource_changes"), []any{})) {
		rc := dictOf(e)
		ch := dictOf(or(rc.get("change"), newDict()))
		rcs = append(rcs, dict(
			"address", rc.get("address"),
			"previous_address", rc.get("previous_address"),
			"module_address", rc.get("module_address"),
			"mode", rc.get("mode"),
			"type", rc.get("type"),
			"name", rc.get("name"),
			"index", rc.get("index"),
			"action_reason", rc.get("action_reason"),
			"actions", ch.get("actions"),
			"before", dropNullAttrs(normValue(ch.get("before"))),
			"after", dropNullAttrs(normValue(markUnknown(ch.get("after"), ch.get("after_unknown")))),
			"after_unknown", pruneFalse(ch.get("after_unknown")),
			"before_sensitive", pruneFalse(ch.get("before_sensitive")),
			"after_sensitive", pruneFalse(ch.get("after_sensitive")),
			"replace_paths", ch.get("replace_paths"),
		))
	}
	if rcs == nil {
		rcs = []any{}
	}
	pySort(rcs, func(v any) any {
		r := v.(*pyDict)
		return pyTuple{or(r.get("address"), ""), pyDumps(r.get("actions"), false)}
	})
	ocs := newDict()
	oc := items(or(d.get("output_changes"), newDict()))
	for _, name := range oc.keys {
		ch := dictOf(oc.vals[name])
		ocs.set(name, dict(
			"actions", ch.get("actions"),
			"before", normValue(ch.get("before")),
			"after", normValue(markUnknown(ch.get("after"), ch.get("after_unknown"))),
			"after_unknown", pruneFalse(ch.get("after_unknown")),
			"before_sensitive", pruneFalse(ch.get("before_sensitive")),
			"after_sensitive", pruneFalse(ch.get("after_sensitive")),
		))
	}
	checks := []any{}
	for _, e := range iterList(or(d.get("checks"), []any{})) {
		c := dictOf(e)
		inst := []any{}
		for _, ie := range iterList(or(c.get("instances"), []any{})) {
			i := dictOf(ie)
			inst = append(inst, pyTuple{pyDumps(i.get("address"), false), i.get("status")})
		}
		pySort(inst, func(v any) any { return v })
		checks = append(checks, dict("address", c.get("address"), "status", c.get("status"), "instances", inst))
	}
	pySort(checks, func(v any) any { return pyDumps(v.(*pyDict).get("address"), true) })
	return dict("resource_changes", rcs, "output_changes", ocs, "checks", checks, "errored", getDefault(d, "errored", false))
}

func walkModule(mod *pyDict, out *[]any) {
	for _, e := range iterList(or(mod.get("resources"), []any{})) {
		r := dictOf(e)
		*out = append(*out, dict(
			"address", r.get("address"),
			"mode", r.get("mode"),
			"type", r.get("type"),
			"name", r.get("name"),
			"index", r.get("index"),
			"values", dropNullAttrs(normValue(r.get("values"))),
			"sensitive_values", pruneFalse(r.get("sensitive_values")),
		))
	}
	for _, cm := range iterList(or(mod.get("child_modules"), []any{})) {
		walkModule(dictOf(cm), out)
	}
}

// outputValues is the {name: {value, sensitive, type}} map of state and
// output JSON.
func outputValues(outs *pyDict) *pyDict {
	res := newDict()
	for _, k := range outs.keys {
		v := dictOf(outs.vals[k])
		res.set(k, dict("value", normValue(v.get("value")), "sensitive", v.get("sensitive"), "type", v.get("type")))
	}
	return res
}

// normState is norm_state: the resource instances and root outputs of
// `show -json`.
func normState(text string) any {
	raw := loadJSON(text)
	if passThrough(raw) {
		return raw
	}
	d := dictOf(raw)
	vals := dictOf(or(d.get("values"), newDict()))
	res := []any{}
	walkModule(dictOf(or(vals.get("root_module"), newDict())), &res)
	pySort(res, func(v any) any { return or(v.(*pyDict).get("address"), "") })
	return dict("resources", res, "outputs", outputValues(items(or(vals.get("outputs"), newDict()))))
}

// normOutputs is norm_outputs: `output -json`.
func normOutputs(text string) any {
	raw := loadJSON(text)
	d, ok := raw.(*pyDict)
	if !ok || d.has("__invalid_json__") {
		return raw
	}
	return outputValues(d)
}

// normValidate is norm_validate: validity, counts and the sorted
// (severity, summary, start line) of `validate -json`'s diagnostics.
func normValidate(text string) any {
	raw := loadJSON(text)
	d, ok := raw.(*pyDict)
	if !ok || d.has("__invalid_json__") {
		return raw
	}
	diags := []any{}
	for _, e := range iterList(or(d.get("diagnostics"), []any{})) {
		g := dictOf(e)
		rng := dictOf(or(g.get("range"), newDict()))
		summary := or(g.get("summary"), "")
		s, ok := summary.(string)
		if !ok {
			raise("AttributeError: '%s' object has no attribute 'startswith'", pyTypeName(summary))
		}
		if strings.HasPrefix(s, "Cycle:") {
			summary = normCycle(s)
		}
		start := dictOf(or(rng.get("start"), newDict()))
		diags = append(diags, pyTuple{g.get("severity"), summary, start.get("line")})
	}
	pySort(diags, func(v any) any { return pyDumps(v, false) })
	return dict("valid", d.get("valid"), "error_count", d.get("error_count"), "warning_count", d.get("warning_count"), "diagnostics", diags)
}

// normCycle sorts the members of a "Cycle: a, b, c" summary, whose order
// varies between runs.
func normCycle(s string) string {
	var members []string
	for _, m := range strings.Split(strings.ReplaceAll(s[len("Cycle:"):], "\n", ","), ",") {
		if pyStrip(m) != "" {
			members = append(members, strings.TrimRight(pyStrip(m), ","))
		}
	}
	sort.Strings(members)
	return "Cycle: " + strings.Join(members, ", ")
}

// textSummary is text_summary: the summary lines of plan/apply text and
// the sorted summaries of its errors (cycles reduced to "Cycle:").
func textSummary(text string) any {
	lines := []any{}
	for _, m := range summaryRe.FindAllStringSubmatch(text, -1) {
		lines = append(lines, m[1])
	}
	var errs []string
	for _, d := range ParseDiags(text) {
		if d.Severity != "error" {
			continue
		}
		if strings.HasPrefix(d.Summary, "Cycle:") {
			errs = append(errs, "Cycle:")
		} else {
			errs = append(errs, d.Summary)
		}
	}
	sort.Strings(errs)
	return dict("summary_lines", lines, "errors", strList(errs))
}

// normStateList is norm_state_list: the sorted non-empty lines.
func normStateList(text string) any {
	var out []string
	for _, l := range pySplitlines(text) {
		if s := pyStrip(l); s != "" {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return strList(out)
}

// graphEdges is graph_edges: the sorted distinct lines holding "->".
func graphEdges(text string) any {
	seen := map[string]bool{}
	var out []string
	for _, l := range pySplitlines(text) {
		if s := pyStrip(l); strings.Contains(l, "->") && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return strList(out)
}

func strList(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// stepCheck is one compared file of a step and its normaliser.
type stepCheck struct {
	file string
	norm func(string) any
}

var stepChecks = []stepCheck{
	{"validate.json", normValidate},
	{"plan.json", normPlan},
	{"state.json", normState},
	{"outputs.json", normOutputs},
	{"state_list.txt", normStateList},
	{"plan.txt", textSummary},
	{"apply.txt", textSummary},
}

// CompareStep compares one step's results with the recording as
// compare_step does and returns the problems found (none when it
// passes). It panics with a pyException where the runner would raise;
// JudgeConfig recovers.
func CompareStep(exp, got StepResult, compareGraph bool) []string {
	if exp.Exits == nil {
		raise("KeyError: 'exits'")
	}
	var problems []string
	for _, k := range append(append([]string{}, StepCommands...), "workspace") {
		e, listed := exp.Exits[k]
		if listed && !intPtrEqual(e, got.Exits[k]) {
			problems = append(problems, fmt.Sprintf("exit code of %s: expected %s, got %s", k, intOrNone(e), intOrNone(got.Exits[k])))
		}
	}
	checks := stepChecks
	if compareGraph {
		checks = append(append([]stepCheck{}, checks...), stepCheck{"graph.dot", graphEdges})
	}
	for _, c := range checks {
		if p := compareFile(c, exp, got); p != "" {
			problems = append(problems, p)
		}
	}
	return problems
}

func compareFile(c stepCheck, exp, got StepResult) string {
	a, b := c.norm(exp.Files[c.file]), c.norm(got.Files[c.file])
	if pyEqual(a, b) {
		return ""
	}
	return fmt.Sprintf("%s differs:\n  expected: %s\n  got:      %s", c.file, cut(pyDumps(a, true), 1500), cut(pyDumps(b, true), 1500))
}

func cut(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func intPtrEqual(a, b *int) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

func intOrNone(p *int) string {
	if p == nil {
		return "None"
	}
	return fmt.Sprint(*p)
}

// ConfigVerdict is the judgement of one configuration case.
type ConfigVerdict struct {
	// Problem is "" when the case passes, else the problems of every step
	// (each line prefixed with "[step]").
	Problem string
	// ValidateOK reports whether every step's validate.json comparison
	// alone passes.
	ValidateOK bool
}

// JudgeConfig runs the comparisons of every step of a case, and the
// validate.json comparison on its own. A runner exception fails the case,
// as it does in run_conformance.py.
func JudgeConfig(corpus fs.FS, c ConfigCase, got []StepResult, compareGraph bool) ConfigVerdict {
	var v ConfigVerdict
	v.Problem = catch(func() string {
		var probs []string
		// zip() stops at the shorter list.
		for i := 0; i < len(c.Steps) && i < len(got); i++ {
			exp, err := LoadExpected(corpus, c, c.Steps[i])
			if err != nil {
				raise("%v", err)
			}
			for _, p := range CompareStep(exp, got[i], compareGraph) {
				probs = append(probs, fmt.Sprintf("[%s] %s", c.Steps[i].Name, p))
			}
		}
		return strings.Join(probs, "\n")
	})
	v.ValidateOK = len(got) >= len(c.Steps) && catch(func() string {
		for i, step := range c.Steps {
			exp, err := LoadExpected(corpus, c, step)
			if err != nil {
				raise("%v", err)
			}
			if p := compareFile(stepChecks[0], exp, got[i]); p != "" {
				return p
			}
		}
		return ""
	}) == ""
	return v
}

// catch runs f and turns a runner exception into a problem.
func catch(f func() string) (problem string) {
	defer func() {
		if r := recover(); r != nil {
			ex, ok := r.(pyException)
			if !ok {
				panic(r)
			}
			problem = "runner exception: " + ex.msg
		}
	}()
	return f()
}
