package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// ecsResources are the ECS container types.
func ecsResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_ecs_cluster":         ecsCluster(),
		"aws_ecs_service":         ecsService(),
		"aws_ecs_task_definition": ecsTaskDefinition(),
	}
}

func ecsCluster() *mock.Resource {
	r := &res{desc: "An ECS cluster: a group of container services and tasks."}
	r.schemaKey = "ecsCluster" // its schema: ecs_schema.go
	r.gens = map[string]mock.Generator{
		"arn": func(g *mock.Gen) cty.Value { return arn(g, "ecs", "cluster/"+asString(g.Attr("name"))) },
		"id":  func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"setting": fixed(cty.SetVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"name": s("containerInsights"), "value": s("disabled"),
		})})),
	}
	return r.build()
}

func ecsService() *mock.Resource {
	r := &res{desc: "An ECS service: keeps a number of tasks of a task definition running."}
	r.schemaKey = "ecsService" // its schema: ecs_schema.go
	r.defaults = map[string]cty.Value{
		"deployment_maximum_percent":             n(200),
		"deployment_minimum_healthy_percent":     n(100),
		"enable_ecs_managed_tags":                cty.False,
		"enable_execute_command":                 cty.False,
		"scheduling_strategy":                    s("REPLICA"),
		"wait_for_steady_state":                  cty.False,
		"deployment_controller.type":             s("ECS"),
		"network_configuration.assign_public_ip": cty.False,
	}
	cluster := func(g *mock.Gen) string {
		c := r.refStr(g, "cluster")
		return lastPart(c, "cluster/")
	}
	r.gens = map[string]mock.Generator{
		"cluster": func(g *mock.Gen) cty.Value { return arn(g, "ecs", "cluster/default") },
		"id": func(g *mock.Gen) cty.Value {
			return arn(g, "ecs", "service/"+cluster(g)+"/"+asString(g.Attr("name")))
		},
		"iam_role": fixed(s("")),
		"launch_type": func(g *mock.Gen) cty.Value {
			if strategy := g.Attr("capacity_provider_strategy"); strategy.IsKnown() && !strategy.IsNull() && strategy.LengthInt() > 0 {
				return s("")
			}
			return s("EC2")
		},
		"platform_version": func(g *mock.Gen) cty.Value {
			if strings.EqualFold(asString(g.Attr("launch_type")), "FARGATE") {
				return s("LATEST")
			}
			return s("")
		},
	}
	return r.build()
}

func ecsTaskDefinition() *mock.Resource {
	r := &res{version: 1, desc: "An ECS task definition: the containers of a task and how they run."}
	r.schemaKey = "ecsTaskDefinition" // its schema: ecs_schema.go
	r.defaults = map[string]cty.Value{"skip_destroy": cty.False, "track_latest": cty.False}
	r.gens = map[string]mock.Generator{
		"id":                     func(g *mock.Gen) cty.Value { return g.Attr("family") },
		"revision":               fixed(n(1)),
		"arn_without_revision":   func(g *mock.Gen) cty.Value { return arn(g, "ecs", "task-definition/"+asString(g.Attr("family"))) },
		"arn":                    func(g *mock.Gen) cty.Value { return s(r.refStr(g, "arn_without_revision") + ":1") },
		"network_mode":           fixed(s("bridge")),
		"enable_fault_injection": fixed(cty.False),
	}
	r.plan = normalizeJSONAttrs("container_definitions")
	return r.build()
}
