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
	r.schemaKey = "autoscalingGroup" // its schema: autoscaling_schema.go
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
