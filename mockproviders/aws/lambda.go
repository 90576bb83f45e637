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
	r.fields = []field{
		attr("architectures", strList, "OC", "Instruction set: x86_64 (default) or arm64."),
		arnAttr(),
		attr("code_sha256", str, "C", "Base64 SHA-256 of the deployment package."),
		attr("code_signing_config_arn", str, "O", "Code signing configuration."),
		list("dead_letter_config", 1, "", "Where failed asynchronous events go.",
			attr("target_arn", str, "R", "SQS queue or SNS topic."),
		),
		attr("description", str, "O", "Description of the function."),
		list("environment", 1, "", "Environment of the function.",
			attr("variables", strMap, "O", "Environment variables."),
		),
		list("ephemeral_storage", 1, "C", "Size of /tmp.",
			attr("size", num, "O", "Size in MB, 512 to 10240."),
		),
		list("file_system_config", 1, "", "EFS file system to mount.",
			attr("arn", str, "R", "Access point ARN."),
			attr("local_mount_path", str, "R", "Mount path, under /mnt/."),
		),
		attr("filename", str, "O", "Path of the deployment package (zip) to upload."),
		attr("function_name", str, "RF", "Name of the function."),
		attr("handler", str, "O", "Entry point, e.g. index.handler."),
		idAttr(),
		list("image_config", 1, "", "Overrides of the container image settings.",
			attr("command", strList, "O", "Command."),
			attr("entry_point", strList, "O", "Entry point."),
			attr("working_directory", str, "O", "Working directory."),
		),
		attr("image_uri", str, "O", "ECR image of an Image package."),
		attr("invoke_arn", str, "C", "ARN API Gateway invokes the function with."),
		attr("kms_key_arn", str, "O", "KMS key encrypting environment variables."),
		attr("last_modified", str, "C", "When the function was last changed."),
		attr("layers", strList, "O", "Layer version ARNs."),
		list("logging_config", 1, "C", "Where and how the function logs.",
			attr("application_log_level", str, "OC", "Application log level (JSON format)."),
			attr("log_format", str, "R", "Text or JSON."),
			attr("log_group", str, "OC", "CloudWatch log group."),
			attr("system_log_level", str, "OC", "System log level (JSON format)."),
		),
		attr("memory_size", num, "O", "Memory in MB (128 by default)."),
		attr("package_type", str, "OF", "Zip (default) or Image."),
		attr("publish", boolean, "O", "Publish a numbered version on each change."),
		attr("qualified_arn", str, "C", "ARN including the version."),
		attr("qualified_invoke_arn", str, "C", "Invoke ARN including the version."),
		attr("replace_security_groups_on_destroy", boolean, "O", "Swap the security groups before deletion."),
		attr("replacement_security_group_ids", strSet, "O", "Security groups swapped in before deletion."),
		attr("reserved_concurrent_executions", num, "O", "Reserved concurrency (-1: none, 0: throttled)."),
		attr("role", str, "R", "ARN of the execution role."),
		attr("runtime", str, "O", "Runtime, e.g. python3.12 or nodejs20.x."),
		attr("s3_bucket", str, "O", "Bucket of the deployment package."),
		attr("s3_key", str, "O", "Key of the deployment package."),
		attr("s3_object_version", str, "O", "Version of the deployment package object."),
		attr("signing_job_arn", str, "C", "Signing job of the package."),
		attr("signing_profile_version_arn", str, "C", "Signing profile of the package."),
		attr("skip_destroy", boolean, "O", "Keep the function when destroying."),
		list("snap_start", 1, "", "SnapStart settings.",
			attr("apply_on", str, "R", "PublishedVersions or None."),
			attr("optimization_status", str, "C", "Whether SnapStart is active."),
		),
		attr("source_code_hash", str, "OC", "Base64 SHA-256 of the package, to trigger updates."),
		attr("source_code_size", num, "C", "Size of the package in bytes."),
		tags(),
		attr("timeout", num, "O", "Seconds the function may run (3 by default)."),
		timeouts("create", "update", "delete"),
		list("tracing_config", 1, "C", "X-Ray tracing.",
			attr("mode", str, "R", "PassThrough or Active."),
		),
		attr("version", str, "C", "Latest published version, or $LATEST."),
		list("vpc_config", 1, "", "VPC access of the function.",
			attr("ipv6_allowed_for_dual_stack", boolean, "O", "Allow IPv6 in dual-stack subnets."),
			attr("security_group_ids", strSet, "R", "Security groups of the function's interfaces."),
			attr("subnet_ids", strSet, "R", "Subnets of the function's interfaces."),
			attr("vpc_id", str, "C", "VPC of those subnets."),
		),
	}
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
	r.fields = []field{
		attr("action", str, "RF", "Action allowed, e.g. lambda:InvokeFunction."),
		attr("event_source_token", str, "OF", "Alexa Smart Home event token."),
		attr("function_name", str, "RF", "Name or ARN of the function."),
		attr("function_url_auth_type", str, "OF", "AWS_IAM or NONE for function URL permissions."),
		idAttr(),
		attr("principal", str, "RF", "Who may invoke: a service (s3.amazonaws.com) or an account."),
		attr("principal_org_id", str, "OF", "Organization whose accounts may invoke."),
		attr("qualifier", str, "OF", "Version or alias the permission is for."),
		attr("source_account", str, "OF", "Account the source must belong to."),
		attr("source_arn", str, "OF", "ARN of the source allowed to invoke."),
		attr("statement_id", str, "OCF", "Id of the policy statement; generated when unset."),
		attr("statement_id_prefix", str, "OCF", "Prefix of a generated statement id."),
	}
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
