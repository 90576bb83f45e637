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
	r.schemaKey = "sqsQueue" // its schema: sqs_sns_schema.go
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
	r.schemaKey = "sqsQueuePolicy" // its schema: sqs_sns_schema.go
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
	r.schemaKey = "snsTopic" // its schema: sqs_sns_schema.go
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
	r.schemaKey = "snsSubscription" // its schema: sqs_sns_schema.go
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
