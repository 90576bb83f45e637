package aws

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// policyDoc is an IAM policy document in the key order the provider
// writes: Version, Id, Statement.
type policyDoc struct {
	Version   string             `json:",omitempty"`
	ID        string             `json:"Id,omitempty"`
	Statement []*policyStatement `json:",omitempty"`
}

// policyStatement is one statement, keys in the provider's order. A
// single action, resource or identifier is written as a string, several
// as a list.
type policyStatement struct {
	Sid          string `json:",omitempty"`
	Effect       string `json:",omitempty"`
	Action       any    `json:",omitempty"`
	NotAction    any    `json:",omitempty"`
	Resource     any    `json:",omitempty"`
	NotResource  any    `json:",omitempty"`
	Principal    any    `json:",omitempty"`
	NotPrincipal any    `json:",omitempty"`
	Condition    any    `json:",omitempty"`
}

func policyDocumentData() *mock.DataSource {
	d := &dsrc{desc: "Builds an IAM policy document (JSON) from statement blocks."}
	principals := func(name string) field {
		return set(name, "", "Who the statement applies to (type and identifiers).",
			attr("identifiers", strSet, "R", "ARNs, service names (ec2.amazonaws.com), or *."),
			attr("type", str, "R", "AWS, Service, Federated, CanonicalUser or *."),
		)
	}
	d.fields = []field{
		attr("id", str, "C", "Hash of the document."),
		attr("json", str, "C", "The policy document, indented JSON."),
		attr("minified_json", str, "C", "The policy document, compact JSON."),
		attr("override_policy_documents", strList, "O", "Documents whose statements replace those of the same sid."),
		attr("policy_id", str, "O", "Id of the policy."),
		attr("source_policy_documents", strList, "O", "Documents whose statements come first."),
		list("statement", 0, "", "A statement of the policy.",
			attr("actions", strSet, "O", "Actions the statement allows or denies, e.g. s3:GetObject."),
			set("condition", "", "A condition the request must meet.",
				attr("test", str, "R", "Condition operator, e.g. StringEquals."),
				attr("values", strList, "R", "Values compared with the variable."),
				attr("variable", str, "R", "Context key, e.g. aws:SourceArn."),
			),
			attr("effect", str, "O", "Allow (default) or Deny."),
			attr("not_actions", strSet, "O", "Actions the statement does not apply to."),
			principals("not_principals"),
			attr("not_resources", strSet, "O", "Resources the statement does not apply to."),
			principals("principals"),
			attr("resources", strSet, "O", "Resources (ARNs) the statement applies to."),
			attr("sid", str, "O", "Id of the statement."),
		),
		attr("version", str, "O", "Policy language version (2012-10-17 by default)."),
	}
	d.read = readPolicyDocument
	return d.build()
}

// readPolicyDocument builds the document: statements of the source
// documents, then of the configuration, then of the override documents,
// a statement with the sid of an earlier one taking its place.
func readPolicyDocument(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
	version := attrStr(config, "version")
	if version == "" {
		version = "2012-10-17"
	}
	doc := &policyDoc{Version: version, ID: attrStr(config, "policy_id")}
	seen := map[string]bool{}
	for i, src := range asStrings(getAttr(config, "source_policy_documents")) {
		stmts, err := parseStatements(src)
		if err != nil {
			return config, dataError("Invalid source_policy_documents", fmt.Sprintf("Element %d is not a valid policy document: %s.", i, err))
		}
		for _, st := range stmts {
			if st.Sid != "" && seen[st.Sid] {
				return config, dataError("Duplicate Sid", fmt.Sprintf("Found duplicate sid (%s) in source_policy_documents; sids must be unique across source documents.", st.Sid))
			}
			seen[st.Sid] = st.Sid != ""
			doc.Statement = append(doc.Statement, st)
		}
	}
	if stmts := getAttr(config, "statement"); stmts != cty.NilVal && !stmts.IsNull() {
		var own []*policyStatement
		for it := stmts.ElementIterator(); it.Next(); {
			_, sv := it.Element()
			st := configStatement(sv, version)
			if st.Sid != "" {
				for _, o := range own {
					if o.Sid == st.Sid {
						return config, dataError("Duplicate Sid", fmt.Sprintf("Found duplicate sid (%s); statement sids must be unique.", st.Sid))
					}
				}
			}
			own = append(own, st)
		}
		for _, st := range own {
			doc.Statement = mergeStatement(doc.Statement, st)
		}
	}
	for i, src := range asStrings(getAttr(config, "override_policy_documents")) {
		stmts, err := parseStatements(src)
		if err != nil {
			return config, dataError("Invalid override_policy_documents", fmt.Sprintf("Element %d is not a valid policy document: %s.", i, err))
		}
		for _, st := range stmts {
			doc.Statement = mergeStatement(doc.Statement, st)
		}
	}
	pretty, err := marshalJSON(doc, true)
	if err != nil {
		return config, dataError("Cannot write policy document", err.Error())
	}
	compact, _ := marshalJSON(doc, false)
	return setAttrs(config, map[string]cty.Value{
		"json": s(pretty), "minified_json": s(compact), "id": s(strconv.Itoa(hashcode(pretty))),
	}), nil
}

// marshalJSON writes a value as encoding/json does (HTML characters
// escaped), indented by two spaces or compact.
func marshalJSON(v any, indent bool) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	if indent {
		enc.SetIndent("", "  ")
	}
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(buf.String(), "\n"), nil
}

// mergeStatement replaces the statement of the same non-empty sid, or
// appends st.
func mergeStatement(stmts []*policyStatement, st *policyStatement) []*policyStatement {
	if st.Sid != "" {
		for i, o := range stmts {
			if o.Sid == st.Sid {
				stmts[i] = st
				return stmts
			}
		}
	}
	return append(stmts, st)
}

// parseStatements reads the statements of a JSON policy document.
func parseStatements(src string) ([]*policyStatement, error) {
	var raw struct {
		Statement json.RawMessage
	}
	if err := json.Unmarshal([]byte(src), &raw); err != nil {
		return nil, err
	}
	if len(raw.Statement) == 0 {
		return nil, nil
	}
	var list []*policyStatement
	if err := json.Unmarshal(raw.Statement, &list); err != nil {
		var one policyStatement
		if err2 := json.Unmarshal(raw.Statement, &one); err2 != nil {
			return nil, err
		}
		list = []*policyStatement{&one}
	}
	return list, nil
}

// configStatement turns a statement block into a statement.
func configStatement(v cty.Value, version string) *policyStatement {
	effect := attrStr(v, "effect")
	if effect == "" {
		effect = "Allow"
	}
	return &policyStatement{
		Sid:          attrStr(v, "sid"),
		Effect:       effect,
		Action:       stringOrList(policyStrings(getAttr(v, "actions"), version)),
		NotAction:    stringOrList(policyStrings(getAttr(v, "not_actions"), version)),
		Resource:     stringOrList(policyStrings(getAttr(v, "resources"), version)),
		NotResource:  stringOrList(policyStrings(getAttr(v, "not_resources"), version)),
		Principal:    principalSet(getAttr(v, "principals"), version),
		NotPrincipal: principalSet(getAttr(v, "not_principals"), version),
		Condition:    conditionSet(getAttr(v, "condition"), version),
	}
}

// policyStrings returns the strings of a set, with &{…} policy variables
// turned into ${…} (2012-10-17 documents).
func policyStrings(v cty.Value, version string) []string {
	ret := asStrings(v)
	for i, x := range ret {
		ret[i] = policyVars(x, version)
	}
	return ret
}

// policyVars writes &{var} as ${var}, which HCL would otherwise read as
// an interpolation.
func policyVars(v, version string) string {
	if version != "2012-10-17" {
		return v
	}
	return strings.ReplaceAll(v, "&{", "${")
}

// stringOrList is nil for no strings, the string for one, and the list in
// reverse lexical order for several, as the provider writes them.
func stringOrList(vs []string) any {
	switch len(vs) {
	case 0:
		return nil
	case 1:
		return vs[0]
	}
	sorted := append([]string(nil), vs...)
	sort.Sort(sort.Reverse(sort.StringSlice(sorted)))
	return sorted
}

// principalSet builds a Principal element: "*" for the lone wildcard
// principal, else a map from type to identifiers.
func principalSet(v cty.Value, version string) any {
	if v == cty.NilVal || v.IsNull() || !v.IsKnown() || v.LengthInt() == 0 {
		return nil
	}
	type entry struct {
		typ string
		ids []string
	}
	var entries []entry
	for it := v.ElementIterator(); it.Next(); {
		_, p := it.Element()
		entries = append(entries, entry{attrStr(p, "type"), policyStrings(getAttr(p, "identifiers"), version)})
	}
	if len(entries) == 1 && entries[0].typ == "*" && len(entries[0].ids) == 1 && entries[0].ids[0] == "*" {
		return "*"
	}
	out := map[string]any{}
	for _, e := range entries {
		ids := stringOrList(e.ids)
		switch prev := out[e.typ].(type) {
		case nil:
			out[e.typ] = ids
		case string:
			out[e.typ] = append([]string{prev}, asList(ids)...)
		case []string:
			out[e.typ] = append(prev, asList(ids)...)
		}
	}
	return out
}

// asList returns a string or list as a list.
func asList(v any) []string {
	switch x := v.(type) {
	case string:
		return []string{x}
	case []string:
		return x
	}
	return nil
}

// conditionSet builds a Condition element: operator → key → values,
// values in the order written (one value as a string).
func conditionSet(v cty.Value, version string) any {
	if v == cty.NilVal || v.IsNull() || !v.IsKnown() || v.LengthInt() == 0 {
		return nil
	}
	out := map[string]map[string]any{}
	for it := v.ElementIterator(); it.Next(); {
		_, cv := it.Element()
		test, variable := attrStr(cv, "test"), attrStr(cv, "variable")
		var values []string
		for _, x := range asStrings(getAttr(cv, "values")) {
			values = append(values, policyVars(x, version))
		}
		if out[test] == nil {
			out[test] = map[string]any{}
		}
		switch prev := out[test][variable].(type) {
		case nil:
			if len(values) == 1 {
				out[test][variable] = values[0]
			} else {
				out[test][variable] = values
			}
		case string:
			out[test][variable] = append([]string{prev}, values...)
		case []string:
			out[test][variable] = append(prev, values...)
		}
	}
	return out
}
