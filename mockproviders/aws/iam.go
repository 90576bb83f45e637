package aws

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// iamResources are the IAM types: roles, policies, users, groups and
// their attachments.
func iamResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_iam_role":                   iamRole(),
		"aws_iam_policy":                 iamPolicy(),
		"aws_iam_role_policy":            iamInlinePolicy("role"),
		"aws_iam_user_policy":            iamInlinePolicy("user"),
		"aws_iam_role_policy_attachment": iamPolicyAttachment("role"),
		"aws_iam_user_policy_attachment": iamPolicyAttachment("user"),
		"aws_iam_instance_profile":       iamInstanceProfile(),
		"aws_iam_user":                   iamUser(),
		"aws_iam_group":                  iamGroup(),
		"aws_iam_access_key":             iamAccessKey(),
	}
}

// normalizeJSONAttrs is a plan adjustment that keeps the prior value of
// JSON attributes whose configured document means the same — AWS
// stores policies in its own form, and the provider ignores differences
// of layout and key order.
func normalizeJSONAttrs(names ...string) func(p *planCtx) cty.Value {
	return func(p *planCtx) cty.Value {
		if p.Create {
			return p.Planned
		}
		vals := map[string]cty.Value{}
		for _, name := range names {
			prior, planned := getAttr(p.Prior, name), getAttr(p.Planned, name)
			if !known(prior) || !known(planned) || prior.RawEquals(planned) {
				continue
			}
			if sameJSON(prior.AsString(), planned.AsString()) {
				vals[name] = prior
			}
		}
		if len(vals) == 0 {
			return p.Planned
		}
		return setAttrs(p.Planned, vals)
	}
}

// sameJSON reports whether two JSON texts hold the same value.
func sameJSON(a, b string) bool {
	var av, bv any
	if json.Unmarshal([]byte(a), &av) != nil || json.Unmarshal([]byte(b), &bv) != nil {
		return false
	}
	return reflect.DeepEqual(av, bv)
}

// iamARN is a generator of IAM ARNs KIND/PATH NAME.
func (r *res) iamARN(kind string) mock.Generator {
	return func(g *mock.Gen) cty.Value {
		p := asString(g.Attr("path"))
		if p == "" {
			p = "/"
		}
		return globalARN(g, "iam", kind+p+r.refStr(g, "name"), true)
	}
}

// iamUniqueID is a generator of IAM unique ids with a type prefix.
func iamUniqueID(prefix string) mock.Generator {
	return func(g *mock.Gen) cty.Value { return s(prefix + upper(g, 17)) }
}

func iamRole() *mock.Resource {
	r := &res{desc: "An IAM role: an identity that services or users assume to get its permissions.", importAttr: "name"}
	r.schemaKey = "iamRole" // its schema: iam_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"force_detach_policies": cty.False, "max_session_duration": n(3600), "path": s("/")}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"name":        uniqueName("terraform-"),
		"name_prefix": fixed(s("")),
		"arn":         r.iamARN("role"),
		"create_date": rfc3339,
		"unique_id":   iamUniqueID("AROA"),
	}
	r.plan = normalizeJSONAttrs("assume_role_policy")
	return r.build()
}

func iamPolicy() *mock.Resource {
	r := &res{desc: "A customer managed IAM policy: a permissions document to attach to roles, users and groups."}
	r.schemaKey = "iamPolicy" // its schema: iam_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"path": s("/")}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"name":        uniqueName("terraform-"),
		"name_prefix": fixed(s("")),
		"arn":         r.iamARN("policy"),
		"policy_id":   iamUniqueID("ANPA"),
	}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

// iamInlinePolicy is aws_iam_role_policy or aws_iam_user_policy.
func iamInlinePolicy(owner string) *mock.Resource {
	r := &res{desc: "An inline policy embedded in an IAM " + owner + "."}
	r.fields = []field{
		idAttr(),
		attr("name", str, "OCF", "Name of the policy; generated when unset."),
		attr("name_prefix", str, "OCF", "Prefix of a generated name."),
		attr("policy", str, "R", "The policy document (JSON)."),
		attr(owner, str, "RF", "Name of the "+owner+" the policy belongs to."),
	}
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return s(asString(g.Attr(owner)) + ":" + r.refStr(g, "name")) },
		"name":        uniqueName("terraform-"),
		"name_prefix": fixed(s("")),
	}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

// iamPolicyAttachment is aws_iam_role_policy_attachment or
// aws_iam_user_policy_attachment.
func iamPolicyAttachment(owner string) *mock.Resource {
	r := &res{desc: "Attaches a managed policy to an IAM " + owner + "."}
	r.fields = []field{
		idAttr(),
		attr("policy_arn", str, "RF", "ARN of the policy to attach."),
		attr(owner, str, "RF", "Name of the "+owner+"."),
	}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return s(asString(g.Attr(owner)) + "-" + uniqueSuffix(g)) },
	}
	return r.build()
}

func iamInstanceProfile() *mock.Resource {
	r := &res{desc: "An instance profile: passes an IAM role to EC2 instances."}
	r.schemaKey = "iamInstanceProfile" // its schema: iam_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"path": s("/")}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return r.ref(g, "name") },
		"name":        uniqueName("terraform-"),
		"name_prefix": fixed(s("")),
		"arn":         r.iamARN("instance-profile"),
		"create_date": rfc3339,
		"unique_id":   iamUniqueID("AIPA"),
	}
	return r.build()
}

func iamUser() *mock.Resource {
	r := &res{desc: "An IAM user: a person or application with long-term credentials."}
	r.schemaKey = "iamUser" // its schema: iam_schema.go
	r.defaults = map[string]cty.Value{"force_destroy": cty.False, "path": s("/")}
	r.gens = map[string]mock.Generator{
		"id":        func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn":       r.iamARN("user"),
		"unique_id": iamUniqueID("AIDA"),
	}
	return r.build()
}

func iamGroup() *mock.Resource {
	r := &res{desc: "An IAM group of users sharing permissions."}
	r.schemaKey = "iamGroup" // its schema: iam_schema.go
	r.defaults = map[string]cty.Value{"path": s("/")}
	r.gens = map[string]mock.Generator{
		"id":        func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn":       r.iamARN("group"),
		"unique_id": iamUniqueID("AGPA"),
	}
	return r.build()
}

func iamAccessKey() *mock.Resource {
	r := &res{desc: "An access key of an IAM user: credentials for the API."}
	r.schemaKey = "iamAccessKey" // its schema: iam_schema.go
	r.defaults = map[string]cty.Value{"status": s("Active")}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return s("AKIA" + upper(g, 16)) },
		"create_date": rfc3339,
		"secret": func(g *mock.Gen) cty.Value {
			return s(g.From("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40))
		},
		"ses_smtp_password_v4": func(g *mock.Gen) cty.Value {
			return s("B" + strings.ToUpper(g.From("abcdefghijklmnopqrstuvwxyz0123456789", 43)))
		},
	}
	return r.build()
}
