package aws

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// secretsResources are SSM Parameter Store and Secrets Manager types.
func secretsResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_ssm_parameter":                 ssmParameter(),
		"aws_secretsmanager_secret":         secret(),
		"aws_secretsmanager_secret_version": secretVersion(),
	}
}

// parameterARN is the ARN of an SSM parameter name.
func parameterARN(g *mock.Gen, name string) cty.Value {
	return arn(g, "ssm", "parameter/"+strings.TrimPrefix(name, "/"))
}

func ssmParameter() *mock.Resource {
	r := &res{desc: "An SSM Parameter Store parameter: a named configuration value or secret."}
	r.schemaKey = "ssmParameter" // its schema: secrets_schema.go
	r.conflicts = [][2]string{{"value", "insecure_value"}}
	r.defaults = map[string]cty.Value{"tier": s("Standard")}
	r.recompute = []string{"version"}
	r.gens = map[string]mock.Generator{
		"id":        func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn":       func(g *mock.Gen) cty.Value { return parameterARN(g, asString(g.Attr("name"))) },
		"data_type": fixed(s("text")),
		"version":   fixed(n(1)),
		"key_id": func(g *mock.Gen) cty.Value {
			if asString(g.Attr("type")) == "SecureString" {
				return s("alias/aws/ssm")
			}
			return s("")
		},
		"value":          func(g *mock.Gen) cty.Value { return r.ref(g, "insecure_value") },
		"insecure_value": fixed(cty.NullVal(cty.String)),
	}
	return r.build()
}

func secret() *mock.Resource {
	r := &res{desc: "A Secrets Manager secret (the container; its value is a secret version)."}
	r.schemaKey = "secret" // its schema: secrets_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{"force_overwrite_replica_secret": cty.False, "recovery_window_in_days": n(30)}
	r.gens = map[string]mock.Generator{
		"name":        uniqueName("terraform-"),
		"name_prefix": fixed(s("")),
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "secretsmanager", "secret:"+r.refStr(g, "name")+"-"+g.From("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 6))
		},
		"id":                     func(g *mock.Gen) cty.Value { return r.ref(g, "arn") },
		"replica.status":         fixed(s("InSync")),
		"replica.status_message": fixed(s("Replication succeeded")),
	}
	r.plan = normalizeJSONAttrs("policy")
	return r.build()
}

func secretVersion() *mock.Resource {
	r := &res{desc: "A value of a Secrets Manager secret."}
	r.schemaKey = "secretVersion" // its schema: secrets_schema.go
	r.conflicts = [][2]string{{"secret_string", "secret_binary"}}
	r.gens = map[string]mock.Generator{
		"arn":            func(g *mock.Gen) cty.Value { return g.Attr("secret_id") },
		"version_id":     func(g *mock.Gen) cty.Value { return s(g.UUID()) },
		"id":             func(g *mock.Gen) cty.Value { return s(asString(g.Attr("secret_id")) + "|" + r.refStr(g, "version_id")) },
		"version_stages": fixed(cty.SetVal([]cty.Value{s("AWSCURRENT")})),
	}
	return r.build()
}

// amiParameters are the public SSM parameters that name the newest AMIs.
var amiParameters = map[string]string{
	"/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64":                      "al2023-ami-2023.6.20250128.0-kernel-6.1-x86_64",
	"/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-arm64":                       "al2023-ami-2023.6.20250128.0-kernel-6.1-arm64",
	"/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-6.1-x86_64":                          "al2023-ami-2023.6.20250128.0-kernel-6.1-x86_64",
	"/aws/service/ami-amazon-linux-latest/amzn2-ami-hvm-x86_64-gp2":                              "amzn2-ami-hvm-2.0.20250128.0-x86_64-gp2",
	"/aws/service/canonical/ubuntu/server/22.04/stable/current/amd64/hvm/ebs-gp2/ami-id":         "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-20250128",
	"/aws/service/canonical/ubuntu/server/24.04/stable/current/amd64/hvm/ebs-gp3/ami-id":         "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-20250128",
	"/aws/service/ami-windows-latest/Windows_Server-2022-English-Full-Base":                      "Windows_Server-2022-English-Full-Base-2025.01.28",
	"/aws/service/canonical/ubuntu/server/jammy/stable/current/amd64/hvm/ebs-gp2/ami-id":         "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-20250128",
	"/aws/service/canonical/ubuntu/server/noble/stable/current/amd64/hvm/ebs-gp3/ami-id":         "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-amd64-server-20250128",
	"/aws/service/ami-amazon-linux-latest/al2023-ami-minimal-kernel-default-x86_64":              "al2023-ami-minimal-2023.6.20250128.0-kernel-6.1-x86_64",
	"/aws/service/eks/optimized-ami/1.31/amazon-linux-2023/x86_64/standard/recommended/image_id": "al2023-ami-2023.6.20250128.0-kernel-6.1-x86_64",
}

func ssmParameterData() *mock.DataSource {
	d := &dsrc{desc: "Reads an SSM parameter, such as the public ones naming the newest AMIs."}
	d.schemaKey = "ssmParameterData" // its schema: secrets_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		name := attrStr(config, "name")
		r := region(c.Provider)
		value, typ := "", "String"
		if img, ok := amiParameters[name]; ok {
			value = amiID(r, img)
		} else {
			// A parameter of the account: a stable made-up value.
			value = "value-" + stableHex(c, "ssm-"+name, 12)
		}
		vals := map[string]cty.Value{
			"id": s(name), "arn": s("arn:" + partition(r) + ":ssm:" + r + ":" + account + ":parameter/" + strings.TrimPrefix(name, "/")),
			"value": s(value), "insecure_value": s(value), "type": s(typ),
			"version":         n(1 + int(stableHex(c, "ssm-version-"+name, 1)[0])%5),
			"with_decryption": b(getAttr(config, "with_decryption").IsNull() || asBool(getAttr(config, "with_decryption"))),
		}
		if strings.HasPrefix(name, "/aws/service/") {
			vals["arn"] = s("arn:" + partition(r) + ":ssm:" + r + "::parameter" + name)
			vals["version"] = n(100 + hashcode(name)%50)
		}
		return setAttrs(config, vals), nil
	}
	return d.build()
}
