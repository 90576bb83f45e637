//go:build schemagen

package aws

import (
	"github.com/zclconf/go-cty/cty"
)

// The schemas of beanstalk.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["beanstalkApplication"] = func() []field {
		return []field{
			list("appversion_lifecycle", 1, "", "When old application versions are deleted.",
				attr("delete_source_from_s3", boolean, "O", "Delete the source bundle too."),
				attr("max_age_in_days", num, "O", "Delete versions older than this."),
				attr("max_count", num, "O", "Keep at most this many versions."),
				attr("service_role", str, "R", "Role Beanstalk deletes versions with."),
			),
			arnAttr(),
			attr("description", str, "O", "Description of the application."),
			idAttr(),
			attr("name", str, "RF", "Name of the application."),
			tags(),
		}
	}
	fieldSources["beanstalkEnvironment"] = func() []field {
		return []field{
			attr("all_settings", cty.Set(settingType), "C", "Every option setting of the environment, defaults included."),
			attr("application", str, "R", "Application of the environment."),
			arnAttr(),
			attr("autoscaling_groups", strList, "C", "Auto Scaling groups of the environment."),
			attr("cname", str, "C", "Host name of the environment."),
			attr("cname_prefix", str, "OCF", "Prefix of the host name."),
			attr("description", str, "O", "Description of the environment."),
			attr("endpoint_url", str, "C", "URL of the environment's load balancer."),
			idAttr(),
			attr("instances", strList, "C", "Instances of the environment."),
			attr("launch_configurations", strList, "C", "Launch configurations of the environment."),
			attr("load_balancers", strList, "C", "Load balancers of the environment."),
			attr("name", str, "RF", "Name of the environment."),
			attr("platform_arn", str, "OC", "Platform the environment runs."),
			attr("poll_interval", str, "O", "How often to check the environment while waiting."),
			attr("queues", strList, "C", "SQS queues of a worker environment."),
			set("setting", "", "An option setting (namespace, name, value).",
				attr("name", str, "R", "Name of the option."),
				attr("namespace", str, "R", "Namespace of the option, e.g. aws:autoscaling:asg."),
				attr("resource", str, "O", "Resource the option applies to."),
				attr("value", str, "R", "Value of the option."),
			),
			attr("solution_stack_name", str, "OC", "Solution stack, e.g. 64bit Amazon Linux 2023 v4.3.0 running Python 3.11."),
			tags(),
			attr("template_name", str, "O", "Configuration template to start from."),
			attr("tier", str, "OF", "WebServer (default) or Worker."),
			attr("triggers", strList, "C", "Auto Scaling triggers of the environment."),
			attr("version_label", str, "OC", "Application version deployed."),
			attr("wait_for_ready_timeout", str, "O", "How long to wait for the environment to be ready (20m)."),
		}
	}
}
