package aws

import (
	"fmt"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// dynamodbResources are the DynamoDB types.
func dynamodbResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_dynamodb_table": dynamodbTable(),
	}
}

// streamLabel is the layout of DynamoDB stream labels.
const streamLabel = "2006-01-02T15:04:05.000"

func dynamodbTable() *mock.Resource {
	r := &res{version: 1, desc: "A DynamoDB table: a serverless key-value and document store."}
	r.schemaKey = "dynamodbTable" // its schema: dynamodb_schema.go
	r.defaults = map[string]cty.Value{"billing_mode": s("PROVISIONED")}
	r.validate = func(c *mock.Ctx, config cty.Value) hcl.Diagnostics {
		if msg := tableAttributeProblem(config); msg != "" {
			return dataError(msg, "")
		}
		return nil
	}
	streaming := func(g *mock.Gen) bool { return asBool(g.Attr("stream_enabled")) }
	r.gens = map[string]mock.Generator{
		"id":  func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn": func(g *mock.Gen) cty.Value { return arn(g, "dynamodb", "table/"+asString(g.Attr("name"))) },
		"stream_label": func(g *mock.Gen) cty.Value {
			if streaming(g) {
				return s(created(g).Format(streamLabel))
			}
			return s("")
		},
		"stream_arn": func(g *mock.Gen) cty.Value {
			if !streaming(g) {
				return s("")
			}
			return s(asString(arn(g, "dynamodb", "table/"+asString(g.Attr("name")))) + "/stream/" + r.refStr(g, "stream_label"))
		},
		"point_in_time_recovery": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"enabled": cty.False, "recovery_period_in_days": n(0),
		})})),
		"point_in_time_recovery.recovery_period_in_days": fixed(n(35)),
		"ttl": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"attribute_name": s(""), "enabled": cty.False,
		})})),
		"global_secondary_index.read_capacity":  fixed(n(0)),
		"global_secondary_index.write_capacity": fixed(n(0)),
		"replica.arn": func(g *mock.Gen) cty.Value {
			reg := asString(g.Attr("region_name"))
			return s("arn:" + partition(reg) + ":dynamodb:" + reg + ":" + account + ":table/" + attrStr(g.Object, "name"))
		},
	}
	return r.build()
}

// tableAttributeProblem checks, as the provider does when it plans, that
// the declared attributes and the keys of the table and its indexes are
// the same names; "" when they are (or cannot be told yet).
func tableAttributeProblem(config cty.Value) string {
	if !config.IsWhollyKnown() {
		return ""
	}
	declared := map[string]bool{}
	if attrs := getAttr(config, "attribute"); attrs != cty.NilVal && !attrs.IsNull() {
		for it := attrs.ElementIterator(); it.Next(); {
			_, a := it.Element()
			declared[attrStr(a, "name")] = true
		}
	}
	indexed := map[string]bool{}
	add := func(obj cty.Value, keys ...string) {
		for _, k := range keys {
			if v := attrStr(obj, k); v != "" {
				indexed[v] = true
			}
		}
	}
	add(config, "hash_key", "range_key")
	for _, name := range []string{"global_secondary_index", "local_secondary_index"} {
		if idx := getAttr(config, name); idx != cty.NilVal && !idx.IsNull() {
			for it := idx.ElementIterator(); it.Next(); {
				_, i := it.Element()
				add(i, "hash_key", "range_key")
			}
		}
	}
	var unused, unmatched []string
	for a := range declared {
		if !indexed[a] {
			unused = append(unused, a)
		}
	}
	for k := range indexed {
		if !declared[k] {
			unmatched = append(unmatched, k)
		}
	}
	sort.Strings(unused)
	sort.Strings(unmatched)
	switch {
	case len(unused) > 0:
		return fmt.Sprintf("all attributes must be indexed. Unused attributes: %q", unused)
	case len(unmatched) > 0:
		return fmt.Sprintf("all indexes must match a defined attribute. Unmatched indexes: %q", unmatched)
	}
	return ""
}
