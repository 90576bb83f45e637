package aws

import (
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// beanstalkResources are the Elastic Beanstalk types.
func beanstalkResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_elastic_beanstalk_application": beanstalkApplication(),
		"aws_elastic_beanstalk_environment": beanstalkEnvironment(),
	}
}

func beanstalkApplication() *mock.Resource {
	r := &res{desc: "An Elastic Beanstalk application: a collection of environments and versions."}
	r.schemaKey = "beanstalkApplication" // its schema: beanstalk_schema.go
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "elasticbeanstalk", "application/"+asString(g.Attr("name")))
		},
	}
	return r.build()
}

// settingType is the object type of a Beanstalk option setting.
var settingType = cty.Object(map[string]cty.Type{"name": cty.String, "namespace": cty.String, "resource": cty.String, "value": cty.String})

// defaultSettings are some of the options Beanstalk sets on every web
// server environment, reported in all_settings with the configured ones.
var defaultSettings = [][3]string{
	{"aws:autoscaling:asg", "MaxSize", "4"},
	{"aws:autoscaling:asg", "MinSize", "1"},
	{"aws:autoscaling:launchconfiguration", "InstanceType", "t3.micro"},
	{"aws:elasticbeanstalk:environment", "EnvironmentType", "LoadBalanced"},
	{"aws:elasticbeanstalk:environment", "LoadBalancerType", "application"},
	{"aws:elasticbeanstalk:healthreporting:system", "SystemType", "enhanced"},
	{"aws:elasticbeanstalk:command", "DeploymentPolicy", "AllAtOnce"},
}

func beanstalkEnvironment() *mock.Resource {
	r := &res{desc: "An Elastic Beanstalk environment: a running version of an application."}
	r.schemaKey = "beanstalkEnvironment" // its schema: beanstalk_schema.go
	r.conflicts = [][2]string{{"platform_arn", "solution_stack_name"}, {"platform_arn", "template_name"}}
	r.defaults = map[string]cty.Value{"tier": s("WebServer"), "wait_for_ready_timeout": s("20m")}
	r.recompute = []string{"all_settings"}
	envID := func(g *mock.Gen) string { return strings.TrimPrefix(r.refStr(g, "id"), "e-") }
	stackName := func(g *mock.Gen) string {
		return "awseb-" + r.refStr(g, "id") + "-stack"
	}
	lbName := func(g *mock.Gen) string {
		id := envID(g)
		if len(id) > 6 {
			id = id[:6]
		}
		return "awseb-e-" + id + "-AWSEBLoa-" + strings.ToUpper(g.Ctx.Generator(cty.GetAttrPath("#lb"), g.Object).Alnum(12))
	}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return s("e-" + g.Alnum(10)) },
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "elasticbeanstalk", "environment/"+asString(g.Attr("application"))+"/"+asString(g.Attr("name")))
		},
		"cname_prefix": func(g *mock.Gen) cty.Value {
			return s(asString(g.Attr("name")) + ".eba-" + g.Alnum(8))
		},
		"cname": func(g *mock.Gen) cty.Value {
			return s(r.refStr(g, "cname_prefix") + "." + regionOf(g) + ".elasticbeanstalk.com")
		},
		"endpoint_url": func(g *mock.Gen) cty.Value {
			return s(lbName(g) + "-" + g.Digits(10) + "." + regionOf(g) + ".elb." + dnsSuffix(regionOf(g)))
		},
		"load_balancers": func(g *mock.Gen) cty.Value { return strs(lbName(g)) },
		"autoscaling_groups": func(g *mock.Gen) cty.Value {
			return strs(stackName(g) + "-AWSEBAutoScalingGroup-" + strings.ToUpper(g.Alnum(12)))
		},
		"launch_configurations": func(g *mock.Gen) cty.Value {
			return strs(stackName(g) + "-AWSEBAutoScalingLaunchConfiguration-" + strings.ToUpper(g.Alnum(12)))
		},
		"instances": func(g *mock.Gen) cty.Value { return strs(awsID(g, "i")) },
		"triggers": func(g *mock.Gen) cty.Value {
			return strs(stackName(g) + "-AWSEBCloudwatchAlarmHigh-" + strings.ToUpper(g.Alnum(12)))
		},
		"queues": fixed(strs()),
		"platform_arn": func(g *mock.Gen) cty.Value {
			stack := asString(g.Attr("solution_stack_name"))
			if stack == "" {
				stack = "64bit Amazon Linux 2023 v4.3.0 running Python 3.11"
			}
			return s("arn:" + partition(regionOf(g)) + ":elasticbeanstalk:" + regionOf(g) + "::platform/" + platformName(stack))
		},
		"solution_stack_name": fixed(s("64bit Amazon Linux 2023 v4.3.0 running Python 3.11")),
		"version_label":       fixed(s("")),
		"all_settings":        allSettings,
	}
	return r.build()
}

// platformName turns a solution stack name into the platform part of its
// ARN: "64bit Amazon Linux 2023 v4.3.0 running Python 3.11" becomes
// "Python 3.11 running on 64bit Amazon Linux 2023/4.3.0".
func platformName(stack string) string {
	os, runtime, ok := strings.Cut(stack, " running ")
	if !ok {
		return stack
	}
	i := strings.LastIndex(os, " v")
	if i < 0 {
		return runtime + " running on " + os
	}
	return runtime + " running on " + os[:i] + "/" + os[i+2:]
}

// allSettings reports the configured settings over Beanstalk's defaults.
func allSettings(g *mock.Gen) cty.Value {
	type key struct{ ns, name string }
	vals := map[key]cty.Value{}
	for _, d := range defaultSettings {
		vals[key{d[0], d[1]}] = cty.ObjectVal(map[string]cty.Value{"namespace": s(d[0]), "name": s(d[1]), "resource": s(""), "value": s(d[2])})
	}
	if set := g.Attr("setting"); set.IsKnown() && !set.IsNull() {
		for it := set.ElementIterator(); it.Next(); {
			_, e := it.Element()
			if !e.IsWhollyKnown() {
				continue
			}
			k := key{attrStr(e, "namespace"), attrStr(e, "name")}
			vals[k] = cty.ObjectVal(map[string]cty.Value{
				"namespace": s(k.ns), "name": s(k.name), "resource": s(attrStr(e, "resource")), "value": s(attrStr(e, "value")),
			})
		}
	}
	elems := make([]cty.Value, 0, len(vals))
	for _, v := range vals {
		elems = append(elems, v)
	}
	return cty.SetVal(elems)
}
