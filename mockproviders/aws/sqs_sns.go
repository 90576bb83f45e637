package aws

import (
	"encoding/json"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// messagingResources are the SQS and SNS types.
func messagingResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_sqs_queue":              sqsQueue(),
		"aws_sqs_queue_policy":       sqsQueuePolicy(),
		"aws_sns_topic":              snsTopic(),
		"aws_sns_topic_subscription": snsSubscription(),
	}
}

func sqsQueue() *mock.Resource {
	r := &res{desc: "An SQS queue: messages waiting to be processed."}
	r.fields = []field{
		arnAttr(),
		attr("content_based_deduplication", boolean, "O", "Deduplicate FIFO messages by a hash of their body."),
		attr("deduplication_scope", str, "OC", "messageGroup or queue (FIFO high throughput)."),
		attr("delay_seconds", num, "O", "Seconds new messages stay invisible (0 by default)."),
		attr("fifo_queue", boolean, "OF", "Make a FIFO queue (its name ends in .fifo)."),
		attr("fifo_throughput_limit", str, "OC", "perQueue or perMessageGroupId."),
		idAttr(),
		attr("kms_data_key_reuse_period_seconds", num, "OC", "Seconds a data key is reused."),
		attr("kms_master_key_id", str, "O", "KMS key encrypting messages."),
		attr("max_message_size", num, "O", "Largest message in bytes (262144 by default)."),
		attr("message_retention_seconds", num, "O", "Seconds messages are kept (4 days by default)."),
		attr("name", str, "OCF", "Name of the queue; generated when unset."),
		attr("name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("policy", str, "OC", "Access policy (JSON)."),
		attr("receive_wait_time_seconds", num, "O", "Long polling wait (0 by default)."),
		attr("redrive_allow_policy", str, "OC", "Which queues may use this one as dead-letter queue (JSON)."),
		attr("redrive_policy", str, "OC", "Dead-letter queue settings (JSON)."),
		attr("sqs_managed_sse_enabled", boolean, "OC", "Encrypt with SQS-owned keys."),
		tags(),
		timeouts("create", "update", "delete"),
		attr("url", str, "C", "URL of the queue."),
		attr("visibility_timeout_seconds", num, "O", "Seconds a received message stays invisible (30 by default)."),
	}
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{
		"content_based_deduplication": cty.False,
		"delay_seconds":               n(0),
		"fifo_queue":                  cty.False,
		"max_message_size":            n(262144),
		"message_retention_seconds":   n(345600),
		"receive_wait_time_seconds":   n(0),
		"visibility_timeout_seconds":  n(30),
	}
	fifo := func(g *mock.Gen) bool { return asBool(g.Attr("fifo_queue")) }
	r.gens = map[string]mock.Generator{
		"name": func(g *mock.Gen) cty.Value {
			v := asString(uniqueName("terraform-")(g))
			if fifo(g) {
				v += ".fifo"
			}
			return s(v)
		},
		"name_prefix": fixed(s("")),
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "url") },
		"url": func(g *mock.Gen) cty.Value {
			reg := regionOf(g)
			return s("https://sqs." + reg + "." + dnsSuffix(reg) + "/" + account + "/" + r.refStr(g, "name"))
		},
		"arn":                               func(g *mock.Gen) cty.Value { return arn(g, "sqs", r.refStr(g, "name")) },
		"kms_data_key_reuse_period_seconds": fixed(n(300)),
		"sqs_managed_sse_enabled":           func(g *mock.Gen) cty.Value { return b(asString(g.Attr("kms_master_key_id")) == "") },
		"deduplication_scope": func(g *mock.Gen) cty.Value {
			if fifo(g) {
				return s("queue")
			}
			return s("")
		},
		"fifo_throughput_limit": func(g *mock.Gen) cty.Value {
			if fifo(g) {
				return s("perQueue")
			}
			return s("")
		},
	}
	r.plan = normalizeJSONAttrs("policy", "redrive_policy", "redrive_allow_policy")
	return r.build()
}

func sqsQueuePolicy() *mock.Resource {
	r := &res{desc: "The access policy of an SQS queue."}
	r.fields = []field{
		idAttr(),
		attr("policy", str, "R", "The policy (JSON)."),
		attr("queue_url", str, "RF", "URL of the queue."),
	}
	r.gens = map[string]mock.Generator{"id": func(g *mock.Gen) cty.Value { return g.Attr("queue_url") }}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

// feedbackFields are the delivery status settings SNS keeps per
// protocol.
func feedbackFields() []field {
	var fs []field
	for _, proto := range []string{"application", "firehose", "http", "lambda", "sqs"} {
		fs = append(fs,
			attr(proto+"_failure_feedback_role_arn", str, "O", "Role logging failed "+proto+" deliveries."),
			attr(proto+"_success_feedback_role_arn", str, "O", "Role logging successful "+proto+" deliveries."),
			attr(proto+"_success_feedback_sample_rate", num, "O", "Percentage of successful "+proto+" deliveries logged."),
		)
	}
	return fs
}

// defaultTopicPolicy is the access policy SNS gives a new topic.
func defaultTopicPolicy(topicARN string) string {
	actions := []string{"SNS:GetTopicAttributes", "SNS:SetTopicAttributes", "SNS:AddPermission", "SNS:RemovePermission",
		"SNS:DeleteTopic", "SNS:Subscribe", "SNS:ListSubscriptionsByTopic", "SNS:Publish"}
	doc := map[string]any{
		"Version": "2008-10-17",
		"Id":      "__default_policy_ID",
		"Statement": []any{map[string]any{
			"Sid":       "__default_statement_ID",
			"Effect":    "Allow",
			"Principal": map[string]any{"AWS": "*"},
			"Action":    actions,
			"Resource":  topicARN,
			"Condition": map[string]any{"StringEquals": map[string]any{"AWS:SourceOwner": account}},
		}},
	}
	out, _ := json.Marshal(doc)
	return string(out)
}

func snsTopic() *mock.Resource {
	r := &res{desc: "An SNS topic: publishes messages to every subscriber."}
	r.fields = append(feedbackFields(),
		attr("archive_policy", str, "O", "Message archive policy of a FIFO topic (JSON)."),
		arnAttr(),
		attr("beginning_archive_time", str, "C", "Earliest time messages can be replayed from."),
		attr("content_based_deduplication", boolean, "O", "Deduplicate FIFO messages by a hash of their body."),
		attr("delivery_policy", str, "O", "Delivery retry policy (JSON)."),
		attr("display_name", str, "O", "Display name (SMS sender)."),
		attr("fifo_throughput_scope", str, "OC", "Topic or MessageGroup."),
		attr("fifo_topic", boolean, "OF", "Make a FIFO topic (its name ends in .fifo)."),
		idAttr(),
		attr("kms_master_key_id", str, "O", "KMS key encrypting messages."),
		attr("name", str, "OCF", "Name of the topic; generated when unset."),
		attr("name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("owner", str, "C", "Account that owns the topic."),
		attr("policy", str, "OC", "Access policy (JSON)."),
		attr("signature_version", num, "OC", "Signature version of messages (1 or 2)."),
		tags(),
		attr("tracing_config", str, "OC", "X-Ray tracing: PassThrough or Active."),
	)
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"content_based_deduplication": cty.False, "fifo_topic": cty.False}
	r.gens = map[string]mock.Generator{
		"name": func(g *mock.Gen) cty.Value {
			v := asString(uniqueName("terraform-")(g))
			if asBool(g.Attr("fifo_topic")) {
				v += ".fifo"
			}
			return s(v)
		},
		"name_prefix":       fixed(s("")),
		"arn":               func(g *mock.Gen) cty.Value { return arn(g, "sns", r.refStr(g, "name")) },
		"id":                func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"owner":             ownerID,
		"policy":            func(g *mock.Gen) cty.Value { return s(defaultTopicPolicy(r.refStr(g, "arn"))) },
		"signature_version": fixed(n(0)),
	}
	r.plan = normalizeJSONAttrs("policy", "delivery_policy")
	return r.build()
}

func snsSubscription() *mock.Resource {
	r := &res{desc: "Subscribes an endpoint (queue, function, URL, email…) to an SNS topic."}
	r.fields = []field{
		arnAttr(),
		attr("confirmation_timeout_in_minutes", num, "O", "Minutes to wait for an HTTP(S) confirmation."),
		attr("confirmation_was_authenticated", boolean, "C", "Whether the confirmation was authenticated."),
		attr("delivery_policy", str, "O", "Delivery retry policy (JSON)."),
		attr("endpoint", str, "RF", "Where messages go: an ARN, URL, address or number."),
		attr("endpoint_auto_confirms", boolean, "O", "The endpoint confirms subscriptions by itself."),
		attr("filter_policy", str, "O", "Which messages the subscriber gets (JSON)."),
		attr("filter_policy_scope", str, "OC", "MessageAttributes or MessageBody."),
		idAttr(),
		attr("owner_id", str, "C", "Account that owns the subscription."),
		attr("pending_confirmation", boolean, "C", "Whether the subscription awaits confirmation."),
		attr("protocol", str, "RF", "sqs, lambda, http, https, email, email-json, sms, firehose or application."),
		attr("raw_message_delivery", boolean, "O", "Deliver the raw message without the SNS envelope."),
		attr("redrive_policy", str, "O", "Dead-letter queue of the subscription (JSON)."),
		attr("replay_policy", str, "O", "Replay of archived messages (JSON)."),
		attr("subscription_role_arn", str, "O", "Role SNS uses for Firehose deliveries."),
		attr("topic_arn", str, "RF", "Topic to subscribe to."),
	}
	r.defaults = map[string]cty.Value{
		"confirmation_timeout_in_minutes": n(1),
		"endpoint_auto_confirms":          cty.False,
		"raw_message_delivery":            cty.False,
	}
	r.gens = map[string]mock.Generator{
		"arn": func(g *mock.Gen) cty.Value { return s(asString(g.Attr("topic_arn")) + ":" + g.UUID()) },
		"id":  func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"filter_policy_scope": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("filter_policy")) != "" {
				return s("MessageAttributes")
			}
			return s("")
		},
		"owner_id": ownerID,
		"pending_confirmation": func(g *mock.Gen) cty.Value {
			p := asString(g.Attr("protocol"))
			return b(strings.HasPrefix(p, "email") || (strings.HasPrefix(p, "http") && !asBool(g.Attr("endpoint_auto_confirms"))))
		},
	}
	return r.build()
}
