package google

import (
	"fmt"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// pubsubTopic is google_pubsub_topic.
func pubsubTopic() *mock.Resource {
	r := &mock.Resource{
		Schema:   schemaOf("pubsubTopic"),
		Defaults: map[string]cty.Value{"schema_settings.encoding": sv("ENCODING_UNSPECIFIED")},
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string { return fmt.Sprintf("projects/%s/topics/%s", projectOf(g), top(g, "name")) }),
		},
	}
	return withPlan(r, defaultProject, labelsStep("labels"))
}

// pubsubSubscription is google_pubsub_subscription.
func pubsubSubscription() *mock.Resource {
	r := &mock.Resource{
		Schema: schemaOf("pubsubSubscription"),
		Defaults: map[string]cty.Value{
			"message_retention_duration": sv("604800s"),
		},
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string {
				return fmt.Sprintf("projects/%s/subscriptions/%s", projectOf(g), top(g, "name"))
			}),
			"ack_deadline_seconds":         func(*mock.Gen) cty.Value { return cty.NumberIntVal(10) },
			"retry_policy.minimum_backoff": gen(func(*mock.Gen) string { return "10s" }),
			"retry_policy.maximum_backoff": gen(func(*mock.Gen) string { return "600s" }),
			"expiration_policy.ttl":        gen(func(*mock.Gen) string { return "2678400s" }),
		},
	}
	return withPlan(r, defaultProject, labelsStep("labels"), computedBlocks(r.Schema, "expiration_policy"))
}
