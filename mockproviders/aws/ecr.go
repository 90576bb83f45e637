package aws

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// ecrResources are the ECR container registry types.
func ecrResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_ecr_repository": ecrRepository(),
	}
}

func ecrRepository() *mock.Resource {
	r := &res{desc: "An ECR repository: stores container images."}
	r.schemaKey = "ecrRepository" // its schema: ecr_schema.go
	r.defaults = map[string]cty.Value{"image_tag_mutability": s("MUTABLE"), "encryption_configuration.encryption_type": s("AES256")}
	r.gens = map[string]mock.Generator{
		"id":          func(g *mock.Gen) cty.Value { return g.Attr("name") },
		"arn":         func(g *mock.Gen) cty.Value { return arn(g, "ecr", "repository/"+asString(g.Attr("name"))) },
		"registry_id": ownerID,
		"repository_url": func(g *mock.Gen) cty.Value {
			reg := regionOf(g)
			return s(account + ".dkr.ecr." + reg + "." + dnsSuffix(reg) + "/" + asString(g.Attr("name")))
		},
		"encryption_configuration": fixed(cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
			"encryption_type": s("AES256"), "kms_key": s(""),
		})})),
	}
	return r.build()
}
