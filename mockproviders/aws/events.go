package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// eventsResources are the EventBridge (CloudWatch Events) types.
func eventsResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_cloudwatch_event_rule":   eventRule(),
		"aws_cloudwatch_event_target": eventTarget(),
	}
}

func eventRule() *mock.Resource {
	r := &res{desc: "An EventBridge rule: matches events or runs on a schedule."}
	r.fields = []field{
		arnAttr(),
		attr("description", str, "O", "Description of the rule."),
		attr("event_bus_name", str, "OF", "Event bus of the rule (default)."),
		attr("event_pattern", str, "O", "Events the rule matches (JSON)."),
		attr("force_destroy", boolean, "O", "Delete the rule even with managed targets."),
		idAttr(),
		attr("is_enabled", boolean, "OD", "Whether the rule runs (use state)."),
		attr("name", str, "OCF", "Name of the rule; generated when unset."),
		attr("name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("role_arn", str, "O", "Role the rule invokes targets with."),
		attr("schedule_expression", str, "O", "Schedule, e.g. rate(5 minutes) or cron(0 12 * * ? *)."),
		attr("state", str, "O", "ENABLED, DISABLED or ENABLED_WITH_ALL_CLOUDTRAIL_MANAGEMENT_EVENTS."),
		tags(),
	}
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.oneOf = [][]string{{"schedule_expression", "event_pattern"}}
	r.defaults = map[string]cty.Value{"event_bus_name": s("default"), "force_destroy": cty.False}
	r.gens = map[string]mock.Generator{
		"name":        uniqueName("terraform-"),
		"name_prefix": fixed(s("")),
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"arn":         func(g *mock.Gen) cty.Value { return arn(g, "events", "rule/"+r.refStr(g, "name")) },
	}
	r.plan = normalizeJSONAttrs("event_pattern")
	return r.build()
}

func eventTarget() *mock.Resource {
	r := &res{desc: "A target an EventBridge rule sends its events to."}
	r.fields = []field{
		attr("arn", str, "R", "ARN of the target (function, queue, topic…)."),
		list("dead_letter_config", 1, "", "Where undeliverable events go.",
			attr("arn", str, "O", "SQS queue."),
		),
		attr("event_bus_name", str, "OF", "Event bus of the rule (default)."),
		attr("force_destroy", boolean, "O", "Delete the target even when managed."),
		idAttr(),
		attr("input", str, "O", "Constant JSON sent instead of the event."),
		attr("input_path", str, "O", "JSONPath of the part of the event to send."),
		list("input_transformer", 1, "", "Build the input from parts of the event.",
			attr("input_paths", strMap, "O", "Values extracted from the event."),
			attr("input_template", str, "R", "Template of the input."),
		),
		list("retry_policy", 1, "", "Retries of failed deliveries.",
			attr("maximum_event_age_in_seconds", num, "O", "Age after which an event is dropped."),
			attr("maximum_retry_attempts", num, "O", "Retries."),
		),
		attr("role_arn", str, "O", "Role EventBridge calls the target with."),
		attr("rule", str, "RF", "Name of the rule."),
		list("sqs_target", 1, "", "FIFO queue settings.",
			attr("message_group_id", str, "O", "Message group of the events."),
		),
		attr("target_id", str, "OCF", "Id of the target in the rule; generated when unset."),
	}
	r.defaults = map[string]cty.Value{"event_bus_name": s("default"), "force_destroy": cty.False}
	r.gens = map[string]mock.Generator{
		"target_id": uniqueName("terraform-"),
		"id": func(g *mock.Gen) cty.Value {
			id := asString(g.Attr("rule")) + "-" + r.refStr(g, "target_id")
			if bus := asString(g.Attr("event_bus_name")); bus != "" && bus != "default" {
				id = bus + "-" + id
			}
			return s(id)
		},
	}
	return r.build()
}
