//go:build schemagen

package google

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of pubsub.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["pubsubTopic"] = func() *configschema.Block {
		return resourceBlock("A Pub/Sub topic.", merge(attrs{
			"id":                         attr(str, "oc", "projects/PROJECT/topics/NAME."),
			"name":                       attr(str, "rf", "Topic name."),
			"project":                    attr(str, "ocf", "Project; the provider's by default."),
			"kms_key_name":               attr(str, "o", "Cloud KMS key protecting the messages."),
			"message_retention_duration": attr(str, "o", "How long messages are kept, in seconds with an s suffix (\"86600s\")."),
		}, labelAttrs("topic")), blocks{
			"message_storage_policy": list(0, 1, "Regions where messages may be stored.", attrs{
				"allowed_persistence_regions": attr(strSet, "r", "The allowed regions."),
				"enforce_in_transit":          attr(boolean, "o", "Also enforce the regions for messages in transit."),
			}, nil),
			"schema_settings": list(0, 1, "Schema messages must follow.", attrs{
				"schema":   attr(str, "r", "projects/PROJECT/schemas/SCHEMA."),
				"encoding": attr(str, "o", "JSON or BINARY."),
			}, nil),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
	schemaSources["pubsubSubscription"] = func() *configschema.Block {
		return resourceBlock("A subscription to a Pub/Sub topic, pull or push.", merge(attrs{
			"id":                           attr(str, "oc", "projects/PROJECT/subscriptions/NAME."),
			"name":                         attr(str, "rf", "Subscription name."),
			"topic":                        attr(str, "rf", "Topic (name or id) subscribed to."),
			"project":                      attr(str, "ocf", "Project; the provider's by default."),
			"ack_deadline_seconds":         attr(num, "oc", "Seconds a subscriber has to acknowledge a message (10 by default)."),
			"message_retention_duration":   attr(str, "o", "How long unacknowledged messages are kept (\"604800s\")."),
			"retain_acked_messages":        attr(boolean, "o", "Keep acknowledged messages too."),
			"enable_message_ordering":      attr(boolean, "of", "Deliver messages with the same ordering key in order."),
			"enable_exactly_once_delivery": attr(boolean, "o", "Deliver every message exactly once."),
			"filter":                       attr(str, "of", "Filter selecting the messages delivered."),
		}, labelAttrs("subscription")), blocks{
			"expiration_policy": list(0, 1, "When an idle subscription expires.", attrs{
				"ttl": attr(str, "r", "Idle time before expiry (\"\" for never)."),
			}, nil),
			"dead_letter_policy": list(0, 1, "Where undeliverable messages go.", attrs{
				"dead_letter_topic":     attr(str, "o", "Topic receiving them."),
				"max_delivery_attempts": attr(num, "o", "Attempts before a message is dead-lettered."),
			}, nil),
			"retry_policy": list(0, 1, "Backoff between redeliveries.", attrs{
				"minimum_backoff": attr(str, "oc", "Shortest delay (\"10s\")."),
				"maximum_backoff": attr(str, "oc", "Longest delay (\"600s\")."),
			}, nil),
			"push_config": list(0, 1, "Push delivery to an HTTPS endpoint.", attrs{
				"push_endpoint": attr(str, "r", "URL messages are pushed to."),
				"attributes":    attr(strMap, "o", "Endpoint attributes."),
			}, blocks{
				"oidc_token": list(0, 1, "OIDC token attached to pushes.", attrs{
					"service_account_email": attr(str, "r", "Account the token is for."),
					"audience":              attr(str, "o", "Audience of the token."),
				}, nil),
				"no_wrapper": list(0, 1, "Deliver the payload without the Pub/Sub wrapper.", attrs{
					"write_metadata": attr(boolean, "r", "Put message metadata in headers."),
				}, nil),
			}),
			"timeouts": timeouts("create", "update", "delete"),
		})
	}
}
