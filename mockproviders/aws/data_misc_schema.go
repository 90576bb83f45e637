//go:build schemagen

package aws

import (
	"github.com/zclconf/go-cty/cty"
)

// The schemas of data_misc.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["iamRoleData"] = func() []field {
		return []field{
			arnAttr(),
			attr("assume_role_policy", str, "C", "Trust policy of the role (JSON)."),
			attr("create_date", str, "C", "When the role was created."),
			attr("description", str, "C", "Description of the role."),
			attr("id", str, "C", "Name of the role."),
			attr("max_session_duration", num, "C", "Longest session, in seconds."),
			attr("name", str, "R", "Name of the role."),
			attr("path", str, "C", "Path of the role."),
			attr("permissions_boundary", str, "C", "Permissions boundary of the role."),
			attr("tags", strMap, "OC", "Tags of the role."),
			attr("unique_id", str, "C", "Stable unique id of the role."),
		}
	}
	fieldSources["iamPolicyData"] = func() []field {
		return []field{
			attr("arn", str, "OC", "ARN of the policy."),
			attr("attachment_count", num, "C", "How many identities the policy is attached to."),
			attr("description", str, "C", "Description of the policy."),
			attr("id", str, "C", "ARN of the policy."),
			attr("name", str, "OC", "Name of the policy."),
			attr("path", str, "C", "Path of the policy."),
			attr("path_prefix", str, "O", "Path prefix to search under."),
			attr("policy", str, "C", "The policy document (JSON)."),
			attr("policy_id", str, "C", "Stable unique id of the policy."),
			attr("tags", strMap, "C", "Tags of the policy."),
		}
	}
	fieldSources["s3BucketData"] = func() []field {
		return []field{
			arnAttr(),
			attr("bucket", str, "R", "Name of the bucket."),
			attr("bucket_domain_name", str, "C", "Host name of the bucket."),
			attr("bucket_region", str, "C", "Region of the bucket."),
			attr("bucket_regional_domain_name", str, "C", "Host name of the bucket in its region."),
			attr("hosted_zone_id", str, "C", "Route 53 hosted zone of the bucket's region."),
			attr("id", str, "C", "Name of the bucket."),
			attr("region", str, "C", "Region of the bucket."),
			attr("website_domain", str, "C", "Domain of the website endpoint."),
			attr("website_endpoint", str, "C", "Host name of the website."),
		}
	}
	fieldSources["eksClusterData"] = func() []field {
		return []field{
			arnAttr(),
			attr("certificate_authority", objectListType("data"), "C", "Certificate authority of the API server."),
			attr("created_at", str, "C", "When the cluster was created."),
			attr("endpoint", str, "C", "URL of the Kubernetes API server."),
			attr("id", str, "C", "Name of the cluster."),
			attr("identity", cty.List(cty.Object(map[string]cty.Type{"oidc": objectListType("issuer")})), "C", "OIDC identity provider."),
			attr("name", str, "R", "Name of the cluster."),
			attr("platform_version", str, "C", "EKS platform version."),
			attr("role_arn", str, "C", "Role of the control plane."),
			attr("status", str, "C", "Status of the cluster."),
			attr("tags", strMap, "OC", "Tags of the cluster."),
			attr("version", str, "C", "Kubernetes version."),
			attr("vpc_config", cty.List(cty.Object(map[string]cty.Type{
				"cluster_security_group_id": cty.String, "endpoint_private_access": cty.Bool, "endpoint_public_access": cty.Bool,
				"public_access_cidrs": strSet, "security_group_ids": strSet, "subnet_ids": strSet, "vpc_id": cty.String,
			})), "C", "Networking of the control plane."),
		}
	}
	fieldSources["eksClusterAuthData"] = func() []field {
		return []field{
			attr("id", str, "C", "Name of the cluster."),
			attr("name", str, "R", "Name of the cluster."),
			attr("token", str, "CS", "Bearer token for the Kubernetes API."),
		}
	}
	fieldSources["route53ZoneData"] = func() []field {
		return []field{
			arnAttr(),
			attr("caller_reference", str, "C", "Caller reference of the zone."),
			attr("comment", str, "C", "Comment of the zone."),
			attr("id", str, "C", "Id of the zone."),
			attr("linked_service_description", str, "C", "Service that created the zone."),
			attr("linked_service_principal", str, "C", "Service principal that created the zone."),
			attr("name", str, "OC", "Domain name of the zone."),
			attr("name_servers", strList, "C", "Name servers of the zone."),
			attr("primary_name_server", str, "C", "Name server of the SOA record."),
			attr("private_zone", boolean, "O", "Look up a private zone."),
			attr("resource_record_set_count", num, "C", "How many record sets the zone has."),
			attr("tags", strMap, "OC", "Tags of the zone."),
			attr("vpc_id", str, "OC", "VPC of a private zone."),
			attr("zone_id", str, "OC", "Id of the zone."),
		}
	}
}
