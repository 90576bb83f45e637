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
	r.schemaKey = "eventRule" // its schema: events_schema.go
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
	r.schemaKey = "eventTarget" // its schema: events_schema.go
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
