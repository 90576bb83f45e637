package aws

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// dataSources are every data source of the provider.
func dataSources() map[string]*mock.DataSource {
	return map[string]*mock.DataSource{
		"aws_ami":                 amiData(),
		"aws_availability_zones":  availabilityZonesData(),
		"aws_caller_identity":     callerIdentityData(),
		"aws_region":              regionData(),
		"aws_partition":           partitionData(),
		"aws_vpc":                 vpcData(),
		"aws_subnets":             subnetsData(),
		"aws_subnet":              subnetData(),
		"aws_security_group":      securityGroupData(),
		"aws_iam_policy_document": policyDocumentData(),
		"aws_iam_role":            iamRoleData(),
		"aws_iam_policy":          iamPolicyData(),
		"aws_s3_bucket":           s3BucketData(),
		"aws_instance":            instanceData(),
		"aws_eks_cluster":         eksClusterData(),
		"aws_eks_cluster_auth":    eksClusterAuthData(),
		"aws_route53_zone":        route53ZoneData(),
		"aws_ssm_parameter":       ssmParameterData(),
	}
}

// wildcardMatch matches a value against an EC2 filter pattern, in which
// * matches any run of characters and ? any one character.
func wildcardMatch(pattern, v string) bool {
	p, t := []rune(pattern), []rune(v)
	// Iterative matching with backtracking to the last star.
	pi, ti, star, mark := 0, 0, -1, 0
	for ti < len(t) {
		switch {
		case pi < len(p) && (p[pi] == '?' || p[pi] == t[ti]):
			pi++
			ti++
		case pi < len(p) && p[pi] == '*':
			star, mark = pi, ti
			pi++
		case star >= 0:
			pi = star + 1
			mark++
			ti = mark
		default:
			return false
		}
	}
	for pi < len(p) && p[pi] == '*' {
		pi++
	}
	return pi == len(p)
}

// anyMatch reports whether v matches one of the patterns.
func anyMatch(patterns []string, v string) bool {
	for _, p := range patterns {
		if wildcardMatch(p, v) {
			return true
		}
	}
	return false
}

func availabilityZonesData() *mock.DataSource {
	d := &dsrc{desc: "The availability zones of the provider's region."}
	d.schemaKey = "availabilityZonesData" // its schema: data_sources_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		r := region(c.Provider)
		excludeNames := asStrings(getAttr(config, "exclude_names"))
		excludeIDs := asStrings(getAttr(config, "exclude_zone_ids"))
		fs := filters(config)
		var names, ids []cty.Value
		for _, z := range zones(r) {
			id := zoneID(z)
			if contains(excludeNames, z) || contains(excludeIDs, id) {
				continue
			}
			if st := attrStr(config, "state"); st != "" && st != "available" {
				continue
			}
			if !matchesAll(fs, map[string]string{"zone-name": z, "zone-id": id, "region-name": r, "state": "available",
				"opt-in-status": "opt-in-not-required", "zone-type": "availability-zone", "group-name": r}) {
				continue
			}
			names = append(names, s(z))
			ids = append(ids, s(id))
		}
		return setAttrs(config, map[string]cty.Value{
			"id": s(r), "names": listOrEmpty(names), "zone_ids": listOrEmpty(ids),
			"group_names": cty.SetVal([]cty.Value{s(r)}),
		}), nil
	}
	return d.build()
}

// matchesAll reports whether an object's fields satisfy every filter;
// filters on fields the object lacks are ignored.
func matchesAll(fs map[string][]string, fields map[string]string) bool {
	for name, values := range fs {
		v, ok := fields[name]
		if !ok {
			continue
		}
		if !anyMatch(values, v) {
			return false
		}
	}
	return true
}

// contains reports whether list holds v.
func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// listOrEmpty makes a list value of strings, empty when there are none.
func listOrEmpty(vs []cty.Value) cty.Value {
	if len(vs) == 0 {
		return cty.ListValEmpty(cty.String)
	}
	return cty.ListVal(vs)
}

// callerUser is the IAM user the provider's credentials belong to.
const callerUser = "tfplay"

func callerIdentityData() *mock.DataSource {
	d := &dsrc{desc: "Who the provider's credentials belong to: account, ARN and user id."}
	d.schemaKey = "callerIdentityData" // its schema: data_sources_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		p := partition(region(c.Provider))
		arn := "arn:" + p + ":iam::" + account + ":user/" + callerUser
		userID := "AIDA" + strings.ToUpper(stableHex(c, "caller", 17))
		if role := assumedRole(c.Provider); role != "" {
			session := attrStr(firstBlock(c.Provider, "assume_role"), "session_name")
			if session == "" {
				session = "aws-go-sdk-" + stableHex(c, "session", 13)
			}
			arn = "arn:" + p + ":sts::" + account + ":assumed-role/" + lastPart(role, "/") + "/" + session
			userID = "AROA" + strings.ToUpper(stableHex(c, "role", 17)) + ":" + session
		}
		return setAttrs(config, map[string]cty.Value{"account_id": s(account), "id": s(account), "arn": s(arn), "user_id": s(userID)}), nil
	}
	return d.build()
}

// firstBlock returns the first element of a list block of an object.
func firstBlock(obj cty.Value, name string) cty.Value {
	v := getAttr(obj, name)
	if v == cty.NilVal || v.IsNull() || !v.IsKnown() || v.LengthInt() == 0 {
		return cty.NilVal
	}
	return v.Index(cty.Zero)
}

// assumedRole is the role_arn of the provider's assume_role block.
func assumedRole(provider cty.Value) string {
	return attrStr(firstBlock(provider, "assume_role"), "role_arn")
}

func regionData() *mock.DataSource {
	d := &dsrc{desc: "A region: the provider's, or one named."}
	d.schemaKey = "regionData" // its schema: data_sources_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		r := attrStr(config, "name")
		if r == "" {
			r = attrStr(config, "id")
		}
		if r == "" {
			r = region(c.Provider)
		}
		return setAttrs(config, map[string]cty.Value{
			"name": s(r), "id": s(r), "description": s(info(r).desc), "endpoint": s("ec2." + r + "." + dnsSuffix(r)),
		}), nil
	}
	return d.build()
}

func partitionData() *mock.DataSource {
	d := &dsrc{desc: "The partition of the provider's region: aws, aws-cn or aws-us-gov."}
	d.schemaKey = "partitionData" // its schema: data_sources_schema.go
	d.read = func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		r := region(c.Provider)
		suffix := dnsSuffix(r)
		parts := strings.Split(suffix, ".")
		for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
			parts[i], parts[j] = parts[j], parts[i]
		}
		return setAttrs(config, map[string]cty.Value{
			"id": s(partition(r)), "partition": s(partition(r)), "dns_suffix": s(suffix), "reverse_dns_prefix": s(strings.Join(parts, ".")),
		}), nil
	}
	return d.build()
}
