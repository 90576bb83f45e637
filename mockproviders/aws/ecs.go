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
	r.fields = []field{
		arnAttr(),
		list("configuration", 1, "", "Cluster settings.",
			list("execute_command_configuration", 1, "", "ECS Exec settings.",
				attr("kms_key_id", str, "O", "KMS key encrypting the session."),
				list("log_configuration", 1, "", "Where session logs go.",
					attr("cloud_watch_encryption_enabled", boolean, "O", "Encrypt CloudWatch logs."),
					attr("cloud_watch_log_group_name", str, "O", "Log group."),
					attr("s3_bucket_encryption_enabled", boolean, "O", "Encrypt S3 logs."),
					attr("s3_bucket_name", str, "O", "Bucket."),
					attr("s3_key_prefix", str, "O", "Key prefix."),
				),
				attr("logging", str, "O", "NONE, DEFAULT or OVERRIDE."),
			),
			list("managed_storage_configuration", 1, "", "Encryption of Fargate storage.",
				attr("fargate_ephemeral_storage_kms_key_id", str, "O", "KMS key of ephemeral storage."),
				attr("kms_key_id", str, "O", "KMS key of managed storage."),
			),
		),
		idAttr(),
		attr("name", str, "RF", "Name of the cluster."),
		list("service_connect_defaults", 1, "", "Default Service Connect namespace.",
			attr("namespace", str, "R", "ARN of the Cloud Map namespace."),
		),
		set("setting", "C", "A cluster setting.",
			attr("name", str, "R", "containerInsights."),
			attr("value", str, "R", "enabled, enhanced or disabled."),
		),
		tags(),
	}
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
	r.fields = []field{
		list("alarms", 1, "", "CloudWatch alarms that roll deployments back.",
			attr("alarm_names", strSet, "R", "Names of the alarms."),
			attr("enable", boolean, "R", "Watch the alarms."),
			attr("rollback", boolean, "R", "Roll back when an alarm fires."),
		),
		attr("availability_zone_rebalancing", str, "O", "ENABLED or DISABLED."),
		set("capacity_provider_strategy", "", "A capacity provider and its share of tasks.",
			attr("base", num, "O", "Tasks always placed on this provider."),
			attr("capacity_provider", str, "R", "Name of the capacity provider."),
			attr("weight", num, "O", "Relative share of tasks."),
		),
		attr("cluster", str, "OCF", "Cluster of the service (default when unset)."),
		list("deployment_circuit_breaker", 1, "", "Stop failing deployments.",
			attr("enable", boolean, "R", "Enable the circuit breaker."),
			attr("rollback", boolean, "R", "Roll back a failed deployment."),
		),
		list("deployment_controller", 1, "F", "How deployments happen.",
			attr("type", str, "O", "ECS (default), CODE_DEPLOY or EXTERNAL."),
		),
		attr("deployment_maximum_percent", num, "O", "Upper bound of running tasks during a deployment (200)."),
		attr("deployment_minimum_healthy_percent", num, "O", "Lower bound of healthy tasks during a deployment (100)."),
		attr("desired_count", num, "O", "How many tasks to run."),
		attr("enable_ecs_managed_tags", boolean, "O", "Tag tasks with ECS managed tags."),
		attr("enable_execute_command", boolean, "O", "Allow ECS Exec into tasks."),
		attr("force_delete", boolean, "O", "Delete without scaling to zero first."),
		attr("force_new_deployment", boolean, "O", "Redeploy on every apply."),
		attr("health_check_grace_period_seconds", num, "O", "Seconds before load balancer health checks count."),
		attr("iam_role", str, "OCF", "Role letting ECS call the load balancer."),
		idAttr(),
		attr("launch_type", str, "OCF", "EC2, FARGATE or EXTERNAL."),
		set("load_balancer", "", "A load balancer the service registers with.",
			attr("container_name", str, "R", "Container receiving traffic."),
			attr("container_port", num, "R", "Port of that container."),
			attr("elb_name", str, "O", "Classic load balancer."),
			attr("target_group_arn", str, "O", "Target group."),
		),
		attr("name", str, "RF", "Name of the service."),
		list("network_configuration", 1, "", "Networking of awsvpc tasks.",
			attr("assign_public_ip", boolean, "O", "Give tasks public addresses (Fargate)."),
			attr("security_groups", strSet, "O", "Security groups of the tasks."),
			attr("subnets", strSet, "R", "Subnets of the tasks."),
		),
		list("ordered_placement_strategy", 5, "", "How tasks are placed.",
			attr("field", str, "O", "Field the strategy works on."),
			attr("type", str, "R", "binpack, random or spread."),
		),
		set("placement_constraints", "", "A rule restricting placement.",
			attr("expression", str, "O", "Cluster query expression."),
			attr("type", str, "R", "memberOf or distinctInstance."),
		),
		attr("platform_version", str, "OC", "Fargate platform version."),
		attr("propagate_tags", str, "O", "Copy tags from SERVICE or TASK_DEFINITION to tasks."),
		attr("scheduling_strategy", str, "OF", "REPLICA (default) or DAEMON."),
		list("service_registries", 1, "", "Cloud Map service discovery.",
			attr("container_name", str, "O", "Container to register."),
			attr("container_port", num, "O", "Port to register."),
			attr("port", num, "O", "Port of SRV records."),
			attr("registry_arn", str, "R", "Cloud Map service."),
		),
		tags(),
		attr("task_definition", str, "O", "Task definition (family:revision or ARN) to run."),
		timeouts("create", "update", "delete"),
		attr("triggers", strMap, "OC", "Values whose change redeploys the service."),
		attr("wait_for_steady_state", boolean, "O", "Wait until the service is stable."),
	}
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
	r.fields = []field{
		arnAttr(),
		attr("arn_without_revision", str, "C", "ARN of the family, without the revision."),
		attr("container_definitions", str, "RF", "Containers of the task (JSON list)."),
		attr("cpu", str, "OF", "CPU units of the task, e.g. 256."),
		attr("enable_fault_injection", boolean, "OC", "Allow fault injection."),
		list("ephemeral_storage", 1, "F", "Ephemeral storage of Fargate tasks.",
			attr("size_in_gib", num, "RF", "Size in GiB."),
		),
		attr("execution_role_arn", str, "OF", "Role ECS pulls images and writes logs with."),
		attr("family", str, "RF", "Name shared by the revisions of the definition."),
		idAttr(),
		attr("ipc_mode", str, "OF", "IPC namespace: host, task or none."),
		attr("memory", str, "OF", "Memory of the task in MiB, e.g. 512."),
		attr("network_mode", str, "OCF", "bridge, host, awsvpc or none."),
		attr("pid_mode", str, "OF", "PID namespace: host or task."),
		set("placement_constraints", "F", "A rule restricting placement.",
			attr("expression", str, "OF", "Cluster query expression."),
			attr("type", str, "RF", "memberOf."),
		),
		list("proxy_configuration", 1, "F", "App Mesh proxy settings.",
			attr("container_name", str, "RF", "Proxy container."),
			attr("properties", strMap, "OF", "Proxy properties."),
			attr("type", str, "OF", "APPMESH."),
		),
		attr("requires_compatibilities", strSet, "OF", "EC2, FARGATE or EXTERNAL."),
		attr("revision", num, "C", "Revision number."),
		list("runtime_platform", 1, "F", "Operating system and architecture.",
			attr("cpu_architecture", str, "OF", "X86_64 or ARM64."),
			attr("operating_system_family", str, "OF", "LINUX or a Windows family."),
		),
		attr("skip_destroy", boolean, "O", "Keep the revision when destroying."),
		tags(),
		attr("task_role_arn", str, "OF", "Role the containers call AWS with."),
		attr("track_latest", boolean, "O", "Track the latest revision rather than this one."),
		set("volume", "F", "A data volume for the containers.",
			attr("configure_at_launch", boolean, "OC", "Configure the volume when the task starts."),
			list("efs_volume_configuration", 1, "F", "An EFS file system.",
				attr("file_system_id", str, "RF", "File system id."),
				attr("root_directory", str, "OF", "Directory mounted."),
				attr("transit_encryption", str, "OF", "ENABLED or DISABLED."),
				attr("transit_encryption_port", num, "OF", "Port of encrypted traffic."),
			),
			attr("host_path", str, "OF", "Path on the host."),
			attr("name", str, "RF", "Name the containers mount it by."),
		),
	}
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
