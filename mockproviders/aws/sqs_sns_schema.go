//go:build schemagen

package aws

// The schemas of sqs_sns.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["sqsQueue"] = func() []field {
		return []field{
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
	}
	fieldSources["sqsQueuePolicy"] = func() []field {
		return []field{
			idAttr(),
			attr("policy", str, "R", "The policy (JSON)."),
			attr("queue_url", str, "RF", "URL of the queue."),
		}
	}
	fieldSources["snsTopic"] = func() []field {
		return append(feedbackFields(),
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
	}
	fieldSources["snsSubscription"] = func() []field {
		return []field{
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
	}
}
