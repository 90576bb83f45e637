package aws

import (
	"crypto/sha256"
	"encoding/base64"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// lambdaResources are the Lambda types.
func lambdaResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_lambda_function":   lambdaFunction(),
		"aws_lambda_permission": lambdaPermission(),
	}
}

// lambdaTime is the layout of Lambda's last_modified timestamps.
const lambdaTime = "2006-01-02T15:04:05.000-0700"

func lambdaFunction() *mock.Resource {
	r := &res{desc: "A Lambda function: code run on demand without servers."}
	r.schemaKey = "lambdaFunction" // its schema: lambda_schema.go
	r.oneOf = [][]string{{"filename", "image_uri", "s3_bucket"}}
	r.defaults = map[string]cty.Value{
		"memory_size":                            n(128),
		"package_type":                           s("Zip"),
		"publish":                                cty.False,
		"reserved_concurrent_executions":         n(-1),
		"skip_destroy":                           cty.False,
		"timeout":                                n(3),
		"ephemeral_storage.size":                 n(512),
		"vpc_config.ipv6_allowed_for_dual_stack": cty.False,
	}
	r.recompute = []string{"last_modified"}
	r.plan = func(p *planCtx) cty.Value {
		// A published function gets a new version when its code or
		// settings change.
		if p.Create || !asBool(getAttr(p.Planned, "publish")) || sameIgnoringTags(p.Prior, p.Planned) {
			return p.Planned
		}
		return setUnknown(p.Planned, "version", "qualified_arn", "qualified_invoke_arn")
	}
	pkg := func(g *mock.Gen) ([]byte, bool) {
		if f := asString(g.Attr("filename")); f != "" {
			return readWorkspaceFile(g.Env, f)
		}
		return nil, false
	}
	version := func(g *mock.Gen) string {
		if asBool(g.Attr("publish")) {
			return "1"
		}
		return "$LATEST"
	}
	r.gens = map[string]mock.Generator{
		"id":  func(g *mock.Gen) cty.Value { return g.Attr("function_name") },
		"arn": func(g *mock.Gen) cty.Value { return arn(g, "lambda", "function:"+asString(g.Attr("function_name"))) },
		"invoke_arn": func(g *mock.Gen) cty.Value {
			return s(invokeARN(regionOf(g), r.refStr(g, "arn")))
		},
		"qualified_arn": func(g *mock.Gen) cty.Value { return s(r.refStr(g, "arn") + ":" + r.refStr(g, "version")) },
		"qualified_invoke_arn": func(g *mock.Gen) cty.Value {
			return s(invokeARN(regionOf(g), r.refStr(g, "qualified_arn")))
		},
		"version":       func(g *mock.Gen) cty.Value { return s(version(g)) },
		"last_modified": func(g *mock.Gen) cty.Value { return s(created(g).Format(lambdaTime)) },
		"architectures": fixed(strs("x86_64")),
		"code_sha256": func(g *mock.Gen) cty.Value {
			if data, ok := pkg(g); ok {
				sum := sha256.Sum256(data)
				return s(base64.StdEncoding.EncodeToString(sum[:]))
			}
			if h := asString(g.Attr("source_code_hash")); h != "" {
				return s(h)
			}
			return s(base64.StdEncoding.EncodeToString(g.Bytes(32)))
		},
		"source_code_hash": func(g *mock.Gen) cty.Value { return r.ref(g, "code_sha256") },
		"source_code_size": func(g *mock.Gen) cty.Value {
			if data, ok := pkg(g); ok {
				return n(len(data))
			}
			return n(200 + g.Intn(4000))
		},
		"ephemeral_storage": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"size": n(512)})})),
		"logging_config": func(g *mock.Gen) cty.Value {
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"application_log_level": s(""), "log_format": s("Text"),
				"log_group": s("/aws/lambda/" + asString(g.Attr("function_name"))), "system_log_level": s(""),
			})})
		},
		"logging_config.log_group": func(g *mock.Gen) cty.Value {
			return s("/aws/lambda/" + attrStr(g.Object, "function_name"))
		},
		"tracing_config":    fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"mode": s("PassThrough")})})),
		"vpc_config.vpc_id": hexID("vpc"),
	}
	return r.build()
}

// invokeARN is the API Gateway ARN that invokes a Lambda function ARN.
func invokeARN(region, fn string) string {
	return "arn:" + partition(region) + ":apigateway:" + region + ":lambda:path/2015-03-31/functions/" + fn + "/invocations"
}

func lambdaPermission() *mock.Resource {
	r := &res{desc: "Allows a service or account to invoke a Lambda function."}
	r.schemaKey = "lambdaPermission" // its schema: lambda_schema.go
	r.conflicts = [][2]string{{"statement_id", "statement_id_prefix"}}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return r.ref(g, "statement_id") },
		"statement_id": func(g *mock.Gen) cty.Value {
			prefix := "terraform-"
			if p := asString(g.Attr("statement_id_prefix")); p != "" {
				prefix = p
			}
			return s(prefix + uniqueSuffix(g))
		},
		"statement_id_prefix": fixed(s("")),
	}
	return r.build()
}
