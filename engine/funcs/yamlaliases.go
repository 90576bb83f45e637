package funcs

// Written here: a bound on yamldecode's alias expansion. go-cty-yaml
// decodes an alias as a copy of its anchor's value, so a few lines of
// anchors that each repeat the previous one ten times (a "billion
// laughs" document) decode to a value of 10^9 elements, which everything
// after the call (type checks, printing, state) then walks for ever. No
// library bounds this, so the document is first parsed into a node tree
// by go.yaml.in/yaml/v3 (which keeps aliases as references) and its
// expanded size counted here, before go-cty-yaml decodes it.

import (
	"fmt"
	"strings"

	"github.com/zclconf/go-cty/cty"
	yaml "go.yaml.in/yaml/v3"
)

// MaxYAMLAliasExpansion is how many values a YAML document's aliases may
// add to it, beyond the values written in it. A document's own values are
// bounded by its length instead.
const MaxYAMLAliasExpansion = MaxCollectionLength

// checkYAMLAliases returns an error when yamldecode's argument's aliases
// would add more than MaxYAMLAliasExpansion values to it.
func checkYAMLAliases(args []cty.Value) error {
	src, ok := knownString(args[0])
	if !ok {
		return nil
	}
	written, expanded := yamlExpansion(src)
	if expanded-written > MaxYAMLAliasExpansion {
		return fmt.Errorf("the YAML document's aliases would add more than %d values to it, tfplay's limit on alias expansion", MaxYAMLAliasExpansion)
	}
	return nil
}

// yamlCeiling is where counts saturate: far above any limit, far below
// overflow.
const yamlCeiling = 1 << 40

// yamlExpansion counts the values of a YAML stream as written (an alias
// is one value) and as decoded (an alias is a copy of its anchor's
// values). A stream that go.yaml.in/yaml/v3 cannot parse counts as far
// as it parses: go-cty-yaml accepts or reports it.
func yamlExpansion(src string) (written, expanded int64) {
	if !strings.Contains(src, "*") {
		return 0, 0 // no alias
	}
	dec := yaml.NewDecoder(strings.NewReader(src))
	memo := map[*yaml.Node]int64{}
	for {
		var doc yaml.Node
		if err := dec.Decode(&doc); err != nil {
			return written, expanded
		}
		written = min(written+nodeCount(&doc, nil), yamlCeiling)
		expanded = min(expanded+nodeCount(&doc, memo), yamlCeiling)
	}
}

// nodeCount is the number of values under n: with memo, an alias counts
// as the values of its anchor (memoised); without, as one. Counts
// saturate at yamlCeiling.
func nodeCount(n *yaml.Node, memo map[*yaml.Node]int64) int64 {
	if n == nil {
		return 0
	}
	if n.Kind == yaml.AliasNode {
		if memo == nil || n.Alias == nil {
			return 1
		}
		if c, ok := memo[n.Alias]; ok {
			return c
		}
		// An alias inside its own anchor is an error go-cty-yaml
		// reports; it counts as one until the anchor is counted.
		memo[n.Alias] = 1
		c := nodeCount(n.Alias, memo)
		memo[n.Alias] = c
		return c
	}
	c := int64(1)
	for _, child := range n.Content {
		c = min(c+nodeCount(child, memo), yamlCeiling)
	}
	return c
}
