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
	r.fields = []field{
		arnAttr(),
		list("encryption_configuration", 0, "CF", "How images are encrypted.",
			attr("encryption_type", str, "OF", "AES256 (default) or KMS."),
			attr("kms_key", str, "OCF", "KMS key of KMS encryption."),
		),
		attr("force_delete", boolean, "O", "Delete the repository even when it holds images."),
		idAttr(),
		list("image_scanning_configuration", 1, "", "Image scanning.",
			attr("scan_on_push", boolean, "R", "Scan images when they are pushed."),
		),
		attr("image_tag_mutability", str, "O", "MUTABLE (default) or IMMUTABLE."),
		attr("name", str, "RF", "Name of the repository."),
		attr("registry_id", str, "C", "Account of the registry."),
		attr("repository_url", str, "C", "URL to push and pull images with."),
		tags(),
		timeouts("delete"),
	}
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
