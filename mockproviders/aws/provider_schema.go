package aws

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// endpointServices are the services whose endpoints an endpoints block
// can override (the most used of the provider's several hundred).
var endpointServices = []string{
	"acm", "apigateway", "autoscaling", "cloudformation", "cloudfront", "cloudwatch", "cloudwatchlogs",
	"dynamodb", "ec2", "ecr", "ecs", "eks", "elasticbeanstalk", "elb", "elbv2", "iam", "kms", "lambda",
	"logs", "rds", "route53", "s3", "secretsmanager", "sns", "sqs", "ssm", "sts",
}

// providerSchema is the schema of the provider block.
func providerSchema() *configschema.Block {
	var endpoints []field
	for _, svc := range endpointServices {
		endpoints = append(endpoints, attr(svc, str, "O", "Custom endpoint URL for "+svc+"."))
	}
	b, _ := buildSchema("", []field{
		attr("access_key", str, "O", "AWS access key id to authenticate with."),
		attr("secret_key", str, "OS", "AWS secret access key to authenticate with."),
		attr("token", str, "OS", "Session token of temporary credentials."),
		attr("region", str, "O", "Region objects are managed in (us-east-1 when unset in tfplay)."),
		attr("profile", str, "O", "Named profile of the shared configuration files to use."),
		attr("shared_config_files", strList, "O", "Paths of shared configuration files."),
		attr("shared_credentials_files", strList, "O", "Paths of shared credentials files."),
		attr("allowed_account_ids", strSet, "O", "Account ids the provider may work in."),
		attr("forbidden_account_ids", strSet, "O", "Account ids the provider must not work in."),
		attr("custom_ca_bundle", str, "O", "File of extra CA certificates to trust."),
		attr("ec2_metadata_service_endpoint", str, "O", "Address of the instance metadata service."),
		attr("ec2_metadata_service_endpoint_mode", str, "O", "Protocol of the instance metadata service (IPv4 or IPv6)."),
		attr("http_proxy", str, "O", "Proxy for HTTP requests."),
		attr("https_proxy", str, "O", "Proxy for HTTPS requests."),
		attr("no_proxy", str, "O", "Hosts reached without the proxy."),
		attr("insecure", boolean, "O", "Skip TLS verification of API endpoints."),
		attr("max_retries", num, "O", "How many times an API call is retried."),
		attr("retry_mode", str, "O", "Retry strategy: standard or adaptive."),
		attr("s3_use_path_style", boolean, "O", "Address S3 buckets in the path rather than the host name."),
		attr("s3_us_east_1_regional_endpoint", str, "O", "Use the regional S3 endpoint in us-east-1 (regional or legacy)."),
		attr("skip_credentials_validation", boolean, "O", "Do not check the credentials with STS."),
		attr("skip_metadata_api_check", str, "O", "Do not look for credentials in the instance metadata service."),
		attr("skip_region_validation", boolean, "O", "Accept region names the provider does not know."),
		attr("skip_requesting_account_id", boolean, "O", "Do not look the account id up (ARNs may then be incomplete)."),
		attr("sts_region", str, "O", "Region of the STS endpoint."),
		attr("token_bucket_rate_limiter_capacity", num, "O", "Capacity of the retry rate limiter's token bucket."),
		attr("use_dualstack_endpoint", boolean, "O", "Use dual-stack (IPv4 and IPv6) endpoints."),
		attr("use_fips_endpoint", boolean, "O", "Use FIPS endpoints."),
		list("assume_role", 0, "", "Role to assume before managing objects.",
			attr("duration", str, "O", "How long the role session lasts (e.g. \"1h\")."),
			attr("external_id", str, "O", "External id the role's trust policy may require."),
			attr("policy", str, "O", "Inline policy narrowing the session's permissions."),
			attr("policy_arns", strSet, "O", "Managed policies narrowing the session's permissions."),
			attr("role_arn", str, "O", "ARN of the role to assume."),
			attr("session_name", str, "O", "Name of the role session."),
			attr("source_identity", str, "O", "Source identity recorded for the session."),
			attr("tags", strMap, "O", "Session tags."),
			attr("transitive_tag_keys", strSet, "O", "Session tag keys passed on to chained roles."),
		),
		list("assume_role_with_web_identity", 1, "", "Role to assume with a web identity token.",
			attr("duration", str, "O", "How long the role session lasts."),
			attr("policy", str, "O", "Inline policy narrowing the session's permissions."),
			attr("policy_arns", strSet, "O", "Managed policies narrowing the session's permissions."),
			attr("role_arn", str, "O", "ARN of the role to assume."),
			attr("session_name", str, "O", "Name of the role session."),
			attr("web_identity_token", str, "O", "The web identity token."),
			attr("web_identity_token_file", str, "O", "File holding the web identity token."),
		),
		list("default_tags", 1, "", "Tags every taggable resource of this provider gets.",
			attr("tags", strMap, "O", "The tags; a resource's own tags override them."),
		),
		list("ignore_tags", 1, "", "Tags the provider ignores on every resource.",
			attr("key_prefixes", strSet, "O", "Prefixes of tag keys to ignore."),
			attr("keys", strSet, "O", "Tag keys to ignore."),
		),
		set("endpoints", "", "Custom service endpoints.", endpoints...),
	})
	return b
}
