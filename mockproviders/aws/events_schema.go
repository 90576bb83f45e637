//go:build schemagen

package aws

// The schemas of events.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["eventRule"] = func() []field {
		return []field{
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
	}
	fieldSources["eventTarget"] = func() []field {
		return []field{
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
	}
}
