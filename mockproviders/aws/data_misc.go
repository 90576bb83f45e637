package aws

import (
	"encoding/base64"
	"strings"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func iamRoleData() *mock.DataSource {
	d := &dsrc{desc: "Looks up an IAM role by name."}
	d.schemaKey = "iamRoleData" // its schema: data_misc_schema.go
	d.gens = map[string]mock.Generator{
		"id":                   func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn":                  func(g *mock.Gen) cty.Value { return globalARN(g, "iam", "role/"+asString(g.Attr("name")), true) },
		"assume_role_policy":   fixed(s(`{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Principal":{"Service":"ec2.amazonaws.com"},"Action":"sts:AssumeRole"}]}`)),
		"create_date":          rfc3339,
		"max_session_duration": fixed(n(3600)),
		"path":                 fixed(s("/")),
		"unique_id":            iamUniqueID("AROA"),
		"tags":                 fixed(cty.MapValEmpty(cty.String)),
	}
	return d.build()
}

func iamPolicyData() *mock.DataSource {
	d := &dsrc{desc: "Looks up an IAM managed policy by ARN or name (AWS managed policies included)."}
	d.schemaKey = "iamPolicyData" // its schema: data_misc_schema.go
	d.gens = map[string]mock.Generator{
		"name": func(g *mock.Gen) cty.Value { return s(lastPart(asString(g.Attr("arn")), "/")) },
		"arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "iam", "policy/"+asString(g.Attr("name")), true)
		},
		"id":        func(g *mock.Gen) cty.Value { return d.ref(g, "arn") },
		"path":      fixed(s("/")),
		"policy":    fixed(s(`{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"*","Resource":"*"}]}`)),
		"policy_id": iamUniqueID("ANPA"),
		"tags":      fixed(cty.MapValEmpty(cty.String)),
	}
	return d.build()
}

func s3BucketData() *mock.DataSource {
	d := &dsrc{desc: "Looks up an S3 bucket by name."}
	d.schemaKey = "s3BucketData" // its schema: data_misc_schema.go
	d.gens = map[string]mock.Generator{
		"id":                 func(g *mock.Gen) cty.Value { return g.Attr("bucket") },
		"arn":                func(g *mock.Gen) cty.Value { return globalARN(g, "s3", asString(g.Attr("bucket")), false) },
		"bucket_domain_name": func(g *mock.Gen) cty.Value { return s(asString(g.Attr("bucket")) + ".s3." + dnsSuffix(regionOf(g))) },
		"bucket_regional_domain_name": func(g *mock.Gen) cty.Value {
			return s(asString(g.Attr("bucket")) + ".s3." + regionOf(g) + "." + dnsSuffix(regionOf(g)))
		},
		"hosted_zone_id": func(g *mock.Gen) cty.Value { return s(hostedZone(s3Zones, g)) },
		"region":         func(g *mock.Gen) cty.Value { return s(regionOf(g)) },
		"bucket_region":  func(g *mock.Gen) cty.Value { return s(regionOf(g)) },
	}
	return d.build()
}

func eksClusterData() *mock.DataSource {
	d := &dsrc{desc: "Looks up an EKS cluster by name: endpoint, certificate, OIDC issuer."}
	d.schemaKey = "eksClusterData" // its schema: data_misc_schema.go
	cluster := eksCluster().Generators
	d.gens = map[string]mock.Generator{
		"id":                    func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn":                   func(g *mock.Gen) cty.Value { return arn(g, "eks", "cluster/"+asString(g.Attr("name"))) },
		"certificate_authority": cluster["certificate_authority"],
		"identity":              cluster["identity"],
		"endpoint":              cluster["endpoint"],
		"created_at":            rfc3339,
		"platform_version":      fixed(s("eks.12")),
		"role_arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "iam", "role/"+asString(g.Attr("name"))+"-cluster-role", true)
		},
		"status":  fixed(s("ACTIVE")),
		"version": fixed(s(eksVersion)),
		"tags":    fixed(cty.MapValEmpty(cty.String)),
		"vpc_config": func(g *mock.Gen) cty.Value {
			subnets := defaultSubnets(g.Ctx)
			ids := make([]cty.Value, len(subnets))
			for i, id := range subnets {
				ids[i] = s(id)
			}
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"cluster_security_group_id": s(awsID(g, "sg")), "endpoint_private_access": cty.False, "endpoint_public_access": cty.True,
				"public_access_cidrs": cty.SetVal([]cty.Value{s("0.0.0.0/0")}), "security_group_ids": cty.SetValEmpty(cty.String),
				"subnet_ids": cty.SetVal(ids), "vpc_id": s(defaultVPCID(g.Ctx)),
			})})
		},
	}
	return d.build()
}

func eksClusterAuthData() *mock.DataSource {
	d := &dsrc{desc: "A short-lived token to authenticate to an EKS cluster's Kubernetes API."}
	d.schemaKey = "eksClusterAuthData" // its schema: data_misc_schema.go
	d.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"token": func(g *mock.Gen) cty.Value {
			body := base64.RawURLEncoding.EncodeToString([]byte("https://sts." + regionOf(g) + ".amazonaws.com/?Action=GetCallerIdentity&Version=2011-06-15&X-Amz-Signature=" + g.Hex(64)))
			return s("k8s-aws-v1." + body)
		},
	}
	return d.build()
}

func route53ZoneData() *mock.DataSource {
	d := &dsrc{desc: "Looks up a Route 53 hosted zone by name or id."}
	d.schemaKey = "route53ZoneData" // its schema: data_misc_schema.go
	d.gens = map[string]mock.Generator{
		"zone_id": func(g *mock.Gen) cty.Value {
			return s("Z0" + strings.ToUpper(stableHex(g.Ctx, "zone-"+asString(g.Attr("name")), 19)))
		},
		"id":   func(g *mock.Gen) cty.Value { return d.ref(g, "zone_id") },
		"name": fixed(s("example.com")),
		"arn": func(g *mock.Gen) cty.Value {
			return globalARN(g, "route53", "hostedzone/"+d.refStr(g, "zone_id"), false)
		},
		"caller_reference":          func(g *mock.Gen) cty.Value { return s(g.UUID()) },
		"comment":                   fixed(s("Managed by Terraform")),
		"name_servers":              func(g *mock.Gen) cty.Value { return strs(nameServers(g)...) },
		"primary_name_server":       func(g *mock.Gen) cty.Value { return s(nameServers(g)[0]) },
		"resource_record_set_count": fixed(n(2)),
		"tags":                      fixed(cty.MapValEmpty(cty.String)),
	}
	return d.build()
}
