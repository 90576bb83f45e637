package aws

import (
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func launchTemplate() *mock.Resource {
	r := &res{desc: "A launch template: the saved settings instances and Auto Scaling groups launch with."}
	r.schemaKey = "launchTemplate" // its schema: launch_template_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.recompute = []string{"latest_version"}
	r.gens = map[string]mock.Generator{
		"id":                             hexID("lt"),
		"arn":                            r.ec2ARN("launch-template"),
		"name":                           uniqueName("terraform-"),
		"name_prefix":                    fixed(s("")),
		"default_version":                fixed(n(1)),
		"latest_version":                 fixed(n(1)),
		"metadata_options.http_endpoint": fixed(s("enabled")),
		"metadata_options.http_put_response_hop_limit": fixed(n(1)),
		"metadata_options.http_tokens":                 fixed(s("optional")),
		"metadata_options.instance_metadata_tags":      fixed(s("disabled")),
	}
	r.apply = func(c *mock.Ctx, req providers.ApplyRequest, state cty.Value) cty.Value {
		if req.PriorState == cty.NilVal || req.PriorState.IsNull() {
			return state
		}
		latest := asInt(getAttr(req.PriorState, "latest_version"), 1) + 1
		vals := map[string]cty.Value{"latest_version": n(latest)}
		if asBool(getAttr(state, "update_default_version")) {
			vals["default_version"] = n(latest)
		}
		return setAttrs(state, vals)
	}
	return r.build()
}
