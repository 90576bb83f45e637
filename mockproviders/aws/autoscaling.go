package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// autoscalingResources are the EC2 Auto Scaling types.
func autoscalingResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_autoscaling_group": autoscalingGroup(),
	}
}

// launchTemplateSpec is the launch_template block of groups and
// mixed-instance policies.
func launchTemplateSpec(name string, flags string) field {
	return list(name, 1, flags, "Launch template the group launches instances from.",
		attr("id", str, "OC", "Id of the launch template."),
		attr("name", str, "OC", "Name of the launch template."),
		attr("version", str, "O", "Version: a number, $Latest or $Default."),
	)
}

func autoscalingGroup() *mock.Resource {
	r := &res{desc: "An Auto Scaling group: keeps a number of instances running and replaces unhealthy ones."}
	r.fields = []field{
		arnAttr(),
		attr("availability_zones", strSet, "OC", "Availability zones to launch in (when not using vpc_zone_identifier)."),
		attr("capacity_rebalance", boolean, "O", "Replace Spot Instances at risk of interruption."),
		attr("context", str, "O", "Reserved."),
		attr("default_cooldown", num, "OC", "Seconds between scaling activities."),
		attr("default_instance_warmup", num, "O", "Seconds a new instance needs before counting in metrics."),
		attr("desired_capacity", num, "OC", "How many instances should run."),
		attr("desired_capacity_type", str, "O", "Unit of capacity: units, vcpu or memory-mib."),
		attr("enabled_metrics", strSet, "O", "Group metrics to publish to CloudWatch."),
		attr("force_delete", boolean, "O", "Delete the group without waiting for its instances to terminate."),
		attr("force_delete_warm_pool", boolean, "O", "Delete the warm pool without waiting."),
		attr("health_check_grace_period", num, "O", "Seconds before health checks start (300 by default)."),
		attr("health_check_type", str, "OC", "EC2 or ELB."),
		idAttr(),
		attr("ignore_failed_scaling_activities", boolean, "O", "Do not fail on failed scaling activities."),
		set("initial_lifecycle_hook", "", "Lifecycle hook set up before instances launch.",
			attr("default_result", str, "OC", "CONTINUE or ABANDON."),
			attr("heartbeat_timeout", num, "O", "Seconds before the default result applies."),
			attr("lifecycle_transition", str, "R", "Transition the hook runs on."),
			attr("name", str, "R", "Name of the hook."),
			attr("notification_metadata", str, "O", "Data sent with notifications."),
			attr("notification_target_arn", str, "O", "Where notifications go."),
			attr("role_arn", str, "O", "Role allowed to publish notifications."),
		),
		list("instance_maintenance_policy", 1, "", "Limits on capacity during instance replacement.",
			attr("max_healthy_percentage", num, "R", "Upper bound of healthy capacity, in percent."),
			attr("min_healthy_percentage", num, "R", "Lower bound of healthy capacity, in percent."),
		),
		list("instance_refresh", 1, "", "Roll instances when the launch settings change.",
			list("preferences", 1, "", "How the refresh proceeds.",
				attr("auto_rollback", boolean, "O", "Roll back when the refresh fails."),
				attr("checkpoint_delay", str, "O", "Seconds to wait at a checkpoint."),
				attr("checkpoint_percentages", cty.List(cty.Number), "O", "Percentages at which to pause."),
				attr("instance_warmup", str, "O", "Seconds a new instance needs to warm up."),
				attr("max_healthy_percentage", num, "O", "Upper bound of healthy capacity."),
				attr("min_healthy_percentage", num, "O", "Lower bound of healthy capacity."),
				attr("scale_in_protected_instances", str, "O", "What to do with protected instances."),
				attr("skip_matching", boolean, "O", "Skip instances that already match."),
				attr("standby_instances", str, "O", "What to do with instances in standby."),
			),
			attr("strategy", str, "R", "Rolling."),
			attr("triggers", strSet, "O", "Further arguments whose change starts a refresh."),
		),
		attr("launch_configuration", str, "O", "Name of a launch configuration (legacy)."),
		launchTemplateSpec("launch_template", ""),
		attr("load_balancers", strSet, "OC", "Classic load balancers to register instances with."),
		attr("max_instance_lifetime", num, "O", "Seconds after which an instance is replaced."),
		attr("max_size", num, "R", "Largest number of instances."),
		attr("metrics_granularity", str, "O", "Granularity of the group metrics (1Minute)."),
		attr("min_elb_capacity", num, "O", "Healthy instances to wait for in the load balancer at creation."),
		attr("min_size", num, "R", "Smallest number of instances."),
		list("mixed_instances_policy", 1, "", "Mix of instance types and purchase options.",
			list("instances_distribution", 1, "C", "How capacity splits between On-Demand and Spot.",
				attr("on_demand_allocation_strategy", str, "OC", "prioritized or lowest-price."),
				attr("on_demand_base_capacity", num, "OC", "Capacity always On-Demand."),
				attr("on_demand_percentage_above_base_capacity", num, "OC", "On-Demand share above the base."),
				attr("spot_allocation_strategy", str, "OC", "How Spot capacity is chosen."),
				attr("spot_instance_pools", num, "OC", "Spot pools to spread over."),
				attr("spot_max_price", str, "O", "Highest Spot price."),
			),
			list("launch_template", 1, "R", "Launch template and its overrides.",
				list("launch_template_specification", 1, "R", "The launch template.",
					attr("launch_template_id", str, "OC", "Id of the launch template."),
					attr("launch_template_name", str, "OC", "Name of the launch template."),
					attr("version", str, "OC", "Version of the launch template."),
				),
				list("override", 0, "", "An instance type the group may use.",
					attr("instance_type", str, "O", "Instance type."),
					attr("weighted_capacity", str, "O", "Capacity units the type counts for."),
				),
			),
		),
		attr("name", str, "OCF", "Name of the group; generated when unset."),
		attr("name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("placement_group", str, "O", "Placement group to launch in."),
		attr("predicted_capacity", num, "C", "Capacity predictive scaling expects."),
		attr("protect_from_scale_in", boolean, "O", "Protect new instances from scale-in."),
		attr("service_linked_role_arn", str, "OC", "Role the group calls other services with."),
		attr("suspended_processes", strSet, "O", "Scaling processes to suspend."),
		set("tag", "", "A tag of the group, optionally propagated to its instances.",
			attr("key", str, "R", "Tag key."),
			attr("propagate_at_launch", boolean, "R", "Copy the tag to launched instances."),
			attr("value", str, "R", "Tag value."),
		),
		attr("target_group_arns", strSet, "OC", "Target groups to register instances with."),
		attr("termination_policies", strList, "O", "Order in which instances are chosen for termination."),
		timeouts("delete", "update"),
		set("traffic_source", "", "A traffic source to register instances with.",
			attr("identifier", str, "R", "ARN of the traffic source."),
			attr("type", str, "OC", "elbv2, elb, vpc-lattice."),
		),
		attr("vpc_zone_identifier", strSet, "OC", "Subnets to launch instances in."),
		attr("wait_for_capacity_timeout", str, "O", "How long to wait for instances to be healthy (10m)."),
		attr("wait_for_elb_capacity", num, "O", "Healthy instances to wait for in the load balancer."),
		list("warm_pool", 1, "", "Pre-initialized instances kept ready.",
			list("instance_reuse_policy", 1, "", "Return instances to the pool on scale-in.",
				attr("reuse_on_scale_in", boolean, "O", "Reuse instances on scale-in."),
			),
			attr("max_group_prepared_capacity", num, "O", "Instances the pool and group may hold together."),
			attr("min_size", num, "O", "Smallest size of the pool."),
			attr("pool_state", str, "O", "Stopped, Running or Hibernated."),
		),
		attr("warm_pool_size", num, "C", "Current size of the warm pool."),
	}
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{
		"force_delete":                     cty.False,
		"force_delete_warm_pool":           cty.False,
		"health_check_grace_period":        n(300),
		"ignore_failed_scaling_activities": cty.False,
		"metrics_granularity":              s("1Minute"),
		"protect_from_scale_in":            cty.False,
		"wait_for_capacity_timeout":        s("10m"),
	}
	r.gens = map[string]mock.Generator{
		"id":   func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"name": uniqueName("terraform-"),
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "autoscaling", "autoScalingGroup:"+g.UUID()+":autoScalingGroupName/"+r.refStr(g, "name"))
		},
		"name_prefix":       fixed(s("")),
		"default_cooldown":  fixed(n(300)),
		"health_check_type": fixed(s("EC2")),
		"desired_capacity":  func(g *mock.Gen) cty.Value { return n(asInt(g.Attr("min_size"), 0)) },
		"availability_zones": func(g *mock.Gen) cty.Value {
			if len(asStrings(g.Attr("vpc_zone_identifier"))) > 0 {
				var zs []cty.Value
				seen := map[string]bool{}
				for _, id := range asStrings(g.Attr("vpc_zone_identifier")) {
					_, az, _ := placement(g, id)
					if !seen[az] {
						seen[az] = true
						zs = append(zs, s(az))
					}
				}
				return cty.SetVal(zs)
			}
			return cty.SetValEmpty(cty.String)
		},
		"service_linked_role_arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "iam", "role/aws-service-role/autoscaling.amazonaws.com/AWSServiceRoleForAutoScaling", true)
		},
		"launch_template.id":   hexID("lt"),
		"launch_template.name": uniqueName("terraform-"),
	}
	return r.build()
}
