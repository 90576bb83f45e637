// Package aws is tfplay's mock of the hashicorp/aws provider (its 5.x
// schemas): the resource types and data sources people learn and teach
// with, with their real argument names, nesting and flags, planning and
// applying like AWS would answer — EC2-style ids, ARNs in the provider's
// region and a fixed fake account (123456789012), addresses inside the
// subnet's CIDR block, availability zones of the region, default_tags
// merged into tags_all.
//
// Each AWS service has its file, and its types' schemas are in the
// *_schema.go file beside it (built into the schema generator only: the
// engine embeds them as data, see schemas.go); schema.go is the small
// language the schemas are written in and resource.go the behaviour every
// type shares.
package aws

import (
	"maps"
	"sync"

	"github.com/tfplay/tfplay/mockproviders/mock"
)

// Source is the provider's source address.
const Source = "registry.terraform.io/hashicorp/aws"

// Provider declares the aws provider. The declaration is built once and
// shared: it is read-only, and instances keep their configuration apart.
func Provider() *mock.Provider { return declaration() }

// declaration builds the provider's declaration on first use.
var declaration = sync.OnceValue(func() *mock.Provider {
	p := &mock.Provider{
		Source:      Source,
		Config:      providerSchema(),
		Configure:   checkRegion,
		Resources:   map[string]*mock.Resource{},
		DataSources: map[string]*mock.DataSource{},
	}
	for _, rs := range []map[string]*mock.Resource{
		vpcResources(), securityGroupResources(), ec2Resources(), autoscalingResources(),
		elbResources(), s3Resources(), iamResources(), lambdaResources(), dynamodbResources(),
		rdsResources(), messagingResources(), cloudwatchResources(), route53Resources(),
		ecsResources(), eksResources(), kmsResources(), beanstalkResources(),
		apigatewayResources(), secretsResources(), ecrResources(), eventsResources(), acmResources(),
		cloudfrontResources(),
	} {
		maps.Copy(p.Resources, rs)
	}
	maps.Copy(p.DataSources, dataSources())
	return p
})
