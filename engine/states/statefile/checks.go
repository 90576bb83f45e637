package statefile

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/plans"
)

// Check object kinds as state files name them, by the kind names of
// plans.CheckResult (which are plan JSON's).
var checkKindsV4 = map[string]string{
	"resource":     "resource",
	"output_value": "output",
	"check":        "check",
	"var":          "var",
}

// EncodeCheckResults renders check results as the check_results array of
// a state file, sorted by configuration address and then object address;
// nil for no results (written as null). The result is what
// states.State.CheckResults holds.
func EncodeCheckResults(results []*plans.CheckResult) ([]byte, error) {
	if len(results) == 0 {
		return nil, nil
	}
	out := make([]checkResultV4, 0, len(results))
	for _, r := range results {
		if r == nil {
			continue
		}
		kind, ok := checkKindsV4[r.Kind]
		if !ok {
			return nil, fmt.Errorf("unsupported checkable object kind %q", r.Kind)
		}
		cr := checkResultV4{ObjectKind: kind, ConfigAddr: configAddr(r.Module, r.Addr), Status: string(r.Status)}
		for _, inst := range r.Instances {
			cr.Objects = append(cr.Objects, checkObjectV4{
				ObjectAddr:      inst.Addr,
				Status:          string(inst.Status),
				FailureMessages: append([]string(nil), inst.Problems...),
			})
		}
		sort.SliceStable(cr.Objects, func(i, j int) bool { return cr.Objects[i].ObjectAddr < cr.Objects[j].ObjectAddr })
		out = append(out, cr)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].ConfigAddr < out[j].ConfigAddr })
	return json.Marshal(out)
}

// DecodeCheckResults reads a check_results array (as held by
// states.State.CheckResults) back into check results. null or empty input
// gives none.
func DecodeCheckResults(raw []byte) ([]*plans.CheckResult, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var in []checkResultV4
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, fmt.Errorf("invalid check results: %w", err)
	}
	out := make([]*plans.CheckResult, 0, len(in))
	for _, cr := range in {
		kind := ""
		for k, v := range checkKindsV4 {
			if v == cr.ObjectKind {
				kind = k
			}
		}
		if kind == "" {
			return nil, fmt.Errorf("invalid check results: unsupported object kind %q", cr.ObjectKind)
		}
		if err := validCheckStatus(cr.Status); err != nil {
			return nil, err
		}
		mod, addr := splitConfigAddr(cr.ConfigAddr)
		r := &plans.CheckResult{Kind: kind, Addr: addr, Module: mod, Status: plans.CheckStatus(cr.Status)}
		for _, o := range cr.Objects {
			if err := validCheckStatus(o.Status); err != nil {
				return nil, err
			}
			r.Instances = append(r.Instances, plans.CheckInstanceResult{
				Addr: o.ObjectAddr, Status: plans.CheckStatus(o.Status), Problems: o.FailureMessages,
			})
		}
		out = append(out, r)
	}
	return out, nil
}

func validCheckStatus(s string) error {
	switch plans.CheckStatus(s) {
	case plans.CheckPass, plans.CheckFail, plans.CheckError, plans.CheckUnknown:
		return nil
	}
	return fmt.Errorf("invalid check results: unsupported status %q", s)
}

// configAddr joins a module path and an address within it.
func configAddr(module, addr string) string {
	module = StaticModulePath(module)
	if module == "" {
		return addr
	}
	return module + "." + addr
}

// splitConfigAddr separates the leading module.NAME steps of a static
// address from the rest.
func splitConfigAddr(s string) (module, addr string) {
	rest := s
	n := 0
	for strings.HasPrefix(rest, "module.") {
		after := rest[len("module."):]
		dot := strings.IndexByte(after, '.')
		if dot < 0 {
			break
		}
		n += len("module.") + dot + 1
		rest = after[dot+1:]
	}
	if n == 0 {
		return "", s
	}
	return s[:n-1], rest
}

// StaticModulePath drops the instance keys of a module instance address:
// module.a[0].module.b["x"] becomes module.a.module.b.
func StaticModulePath(s string) string {
	var b strings.Builder
	depth := 0
	inString := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
			continue
		case depth > 0:
			if c == '"' {
				inString = true
			} else if c == ']' {
				depth--
			} else if c == '[' {
				depth++
			}
			continue
		case c == '[':
			depth++
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}
