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
	r.fields = []field{
		arnAttr(),
		set("attribute", "", "An attribute used as a key of the table or an index.",
			attr("name", str, "R", "Name of the attribute."),
			attr("type", str, "R", "S (string), N (number) or B (binary)."),
		),
		attr("billing_mode", str, "O", "PROVISIONED (default) or PAY_PER_REQUEST."),
		attr("deletion_protection_enabled", boolean, "O", "Refuse to be deleted."),
		set("global_secondary_index", "", "A global secondary index.",
			attr("hash_key", str, "R", "Partition key of the index."),
			attr("name", str, "R", "Name of the index."),
			attr("non_key_attributes", strSet, "O", "Attributes projected with INCLUDE."),
			list("on_demand_throughput", 1, "C", "Throughput limits of an on-demand index.",
				attr("max_read_request_units", num, "OC", "Read request unit limit."),
				attr("max_write_request_units", num, "OC", "Write request unit limit."),
			),
			attr("projection_type", str, "R", "ALL, INCLUDE or KEYS_ONLY."),
			attr("range_key", str, "O", "Sort key of the index."),
			attr("read_capacity", num, "OC", "Read capacity units (provisioned)."),
			attr("write_capacity", num, "OC", "Write capacity units (provisioned)."),
		),
		attr("hash_key", str, "OCF", "Partition key attribute."),
		idAttr(),
		list("import_table", 1, "", "Import the table's data from S3 at creation.",
			attr("input_compression_type", str, "O", "GZIP, ZSTD or NONE."),
			attr("input_format", str, "R", "CSV, DYNAMODB_JSON or ION."),
			list("s3_bucket_source", 1, "R", "Where the data is.",
				attr("bucket", str, "R", "Bucket."),
				attr("bucket_owner", str, "O", "Account owning the bucket."),
				attr("key_prefix", str, "O", "Key prefix."),
			),
		),
		set("local_secondary_index", "F", "A local secondary index.",
			attr("name", str, "RF", "Name of the index."),
			attr("non_key_attributes", strList, "OF", "Attributes projected with INCLUDE."),
			attr("projection_type", str, "RF", "ALL, INCLUDE or KEYS_ONLY."),
			attr("range_key", str, "RF", "Sort key of the index."),
		),
		attr("name", str, "RF", "Name of the table."),
		list("on_demand_throughput", 1, "C", "Throughput limits of an on-demand table.",
			attr("max_read_request_units", num, "OC", "Read request unit limit."),
			attr("max_write_request_units", num, "OC", "Write request unit limit."),
		),
		list("point_in_time_recovery", 1, "C", "Continuous backups.",
			attr("enabled", boolean, "R", "Enable point-in-time recovery."),
			attr("recovery_period_in_days", num, "OC", "Days backups are kept."),
		),
		attr("range_key", str, "OF", "Sort key attribute."),
		attr("read_capacity", num, "OC", "Read capacity units (provisioned)."),
		set("replica", "", "A replica in another region (global table).",
			attr("arn", str, "C", "ARN of the replica."),
			attr("kms_key_arn", str, "OC", "KMS key of the replica."),
			attr("point_in_time_recovery", boolean, "O", "Point-in-time recovery of the replica."),
			attr("propagate_tags", boolean, "O", "Copy the table's tags to the replica."),
			attr("region_name", str, "R", "Region of the replica."),
			attr("stream_arn", str, "C", "Stream of the replica."),
			attr("stream_label", str, "C", "Stream label of the replica."),
		),
		attr("restore_date_time", str, "O", "Point in time to restore from."),
		attr("restore_source_name", str, "O", "Table to restore from."),
		attr("restore_source_table_arn", str, "O", "ARN of the table to restore from."),
		attr("restore_to_latest_time", boolean, "O", "Restore the latest restorable time."),
		list("server_side_encryption", 1, "C", "Encryption at rest with a KMS key.",
			attr("enabled", boolean, "R", "Use a KMS key rather than an AWS owned one."),
			attr("kms_key_arn", str, "OC", "KMS key to use."),
		),
		attr("stream_arn", str, "C", "ARN of the table's stream."),
		attr("stream_enabled", boolean, "O", "Enable the stream of item changes."),
		attr("stream_label", str, "C", "Timestamp label of the stream."),
		attr("stream_view_type", str, "OC", "What the stream holds: KEYS_ONLY, NEW_IMAGE, OLD_IMAGE or NEW_AND_OLD_IMAGES."),
		attr("table_class", str, "O", "STANDARD or STANDARD_INFREQUENT_ACCESS."),
		tags(),
		timeouts("create", "update", "delete"),
		list("ttl", 1, "C", "Time to live of items.",
			attr("attribute_name", str, "O", "Attribute holding the expiry time."),
			attr("enabled", boolean, "O", "Enable expiry."),
		),
		attr("write_capacity", num, "OC", "Write capacity units (provisioned)."),
	}
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
