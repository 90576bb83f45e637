package lockfile

import (
	"fmt"
	"sort"
	"strings"
)

// op is a constraint operator.
type op int

// The operators, in the order Terraform lists them in a canonical
// constraint string (lower bounds first, then upper bounds, then
// exclusions).
const (
	opGreater op = iota + 1
	opGreaterEqual
	opEqual
	opPessimisticPatch // ~> 1.2.3
	opPessimisticMinor // ~> 1.2 (and ~> 1)
	opLessEqual
	opLess
	opNotEqual
)

var opSymbols = map[string]op{
	"": opEqual, "=": opEqual, "!=": opNotEqual,
	">": opGreater, ">=": opGreaterEqual, "<": opLess, "<=": opLessEqual,
	"~>": opPessimisticMinor,
}

// Constraint is one term of a version constraint, such as ">= 1.2".
type Constraint struct {
	op op
	b  boundary
}

// Constraints is a list of terms that must all hold.
type Constraints []Constraint

// ParseConstraints reads Terraform's Ruby-style constraint syntax: terms
// separated by commas, each an optional operator (=, !=, >, >=, <, <=, ~>)
// and a version.
func ParseConstraints(s string) (Constraints, error) {
	var out Constraints
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for _, term := range strings.Split(s, ",") {
		term = strings.TrimSpace(term)
		if term == "" {
			return nil, fmt.Errorf("empty version constraint term in %q", s)
		}
		sym := ""
		for _, cand := range []string{"~>", ">=", "<=", "!=", ">", "<", "="} {
			if strings.HasPrefix(term, cand) {
				sym = cand
				break
			}
		}
		b, err := parseBoundary(strings.TrimSpace(term[len(sym):]))
		if err != nil {
			return nil, fmt.Errorf("invalid version constraint %q", term)
		}
		o := opSymbols[sym]
		if o == opPessimisticMinor && b.parts == 3 {
			o = opPessimisticPatch
		}
		out = append(out, Constraint{op: o, b: b})
	}
	return out, nil
}

// Allows reports whether v meets every term. A pre-release version is
// only acceptable when a term names exactly that version.
func (cs Constraints) Allows(v Version) bool {
	if v.Pre != "" {
		named := false
		for _, c := range cs {
			if (c.op == opEqual || c.op == opGreaterEqual || c.op == opPessimisticPatch || c.op == opPessimisticMinor) && c.b.version().Compare(v) == 0 {
				named = true
			}
		}
		if !named {
			return false
		}
	}
	for _, c := range cs {
		if !c.allows(v) {
			return false
		}
	}
	return true
}

func (c Constraint) allows(v Version) bool {
	cmp := v.Compare(c.b.version())
	switch c.op {
	case opEqual:
		return cmp == 0
	case opNotEqual:
		return cmp != 0
	case opGreater:
		return cmp > 0
	case opGreaterEqual:
		return cmp >= 0
	case opLess:
		return cmp < 0
	case opLessEqual:
		return cmp <= 0
	case opPessimisticPatch:
		return cmp >= 0 && v.Major == c.b.major && v.Minor == c.b.minor
	case opPessimisticMinor:
		return cmp >= 0 && v.Major == c.b.major
	}
	return false
}

// String renders the constraints canonically, as Terraform writes them in
// the lock file and in init's "Finding ... versions matching" line:
// duplicates removed, terms sorted by version and then operator, versions
// written in full except for the two-part "~> X.Y".
func (cs Constraints) String() string {
	seen := map[string]bool{}
	var terms []Constraint
	for _, c := range cs {
		k := c.term()
		if !seen[k] {
			seen[k] = true
			terms = append(terms, c)
		}
	}
	sort.SliceStable(terms, func(i, j int) bool {
		if d := terms[i].b.version().Compare(terms[j].b.version()); d != 0 {
			return d < 0
		}
		return terms[i].op < terms[j].op
	})
	parts := make([]string, len(terms))
	for i, c := range terms {
		parts[i] = c.term()
	}
	return strings.Join(parts, ", ")
}

func (c Constraint) term() string {
	v := c.b.version()
	if c.op == opPessimisticMinor {
		s := fmt.Sprintf("~> %d.%d", v.Major, v.Minor)
		if v.Pre != "" {
			s += "-" + v.Pre
		}
		return s
	}
	prefix := map[op]string{
		opGreater: "> ", opGreaterEqual: ">= ", opEqual: "", opPessimisticPatch: "~> ",
		opLessEqual: "<= ", opLess: "< ", opNotEqual: "!= ",
	}[c.op]
	return prefix + v.String()
}

// Select picks the version a mock provider "installs": the highest of a
// few candidates that meets the constraints. Mock providers have no
// release history, so the candidates are the version the catalog models
// (preferred, may be empty), the versions the constraints name (and their
// neighbours for exclusive bounds), and 1.0.0. ok is false when none qualifies.
func Select(cs Constraints, preferred string) (Version, bool) {
	var cands []Version
	if preferred != "" {
		if v, err := ParseVersion(preferred); err == nil {
			if cs.Allows(v) {
				return v, true
			}
		}
	}
	cands = append(cands, Version{Major: 1})
	for _, c := range cs {
		v := c.b.version()
		cands = append(cands, v)
		switch c.op {
		case opGreater, opNotEqual:
			cands = append(cands, Version{Major: v.Major, Minor: v.Minor, Patch: v.Patch + 1})
		}
		switch c.op {
		case opLess, opNotEqual:
			switch {
			case v.Patch > 0:
				cands = append(cands, Version{Major: v.Major, Minor: v.Minor, Patch: v.Patch - 1})
			case v.Minor > 0:
				cands = append(cands, Version{Major: v.Major, Minor: v.Minor - 1})
			case v.Major > 0:
				cands = append(cands, Version{Major: v.Major - 1})
			}
		}
	}
	best, found := Version{}, false
	for _, v := range cands {
		if cs.Allows(v) && (!found || v.Compare(best) > 0) {
			best, found = v, true
		}
	}
	return best, found
}
