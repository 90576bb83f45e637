package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// cloudwatchResources are the CloudWatch and CloudWatch Logs types.
func cloudwatchResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_cloudwatch_log_group":    logGroup(),
		"aws_cloudwatch_metric_alarm": metricAlarm(),
	}
}

func logGroup() *mock.Resource {
	r := &res{desc: "A CloudWatch Logs log group: where log streams are kept."}
	r.schemaKey = "logGroup" // its schema: cloudwatch_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"retention_in_days": n(0), "skip_destroy": cty.False}
	r.gens = map[string]mock.Generator{
		"name":            uniqueName("terraform-"),
		"name_prefix":     fixed(s("")),
		"id":              func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"arn":             func(g *mock.Gen) cty.Value { return arn(g, "logs", "log-group:"+r.refStr(g, "name")) },
		"log_group_class": fixed(s("STANDARD")),
	}
	return r.build()
}

func metricAlarm() *mock.Resource {
	r := &res{version: 1, desc: "A CloudWatch alarm on a metric or metric math expression."}
	r.schemaKey = "metricAlarm" // its schema: cloudwatch_schema.go
	r.defaults = map[string]cty.Value{"actions_enabled": cty.True, "treat_missing_data": s("missing")}
	r.gens = map[string]mock.Generator{
		"id":  func(g *mock.Gen) cty.Value { return g.Attr("alarm_name") },
		"arn": func(g *mock.Gen) cty.Value { return arn(g, "cloudwatch", "alarm:"+asString(g.Attr("alarm_name"))) },
	}
	return r.build()
}
