//go:build schemagen

package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of data_sources.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["allNamespacesData"] = func() *configschema.Block {
		return resourceBlock("The names of every namespace.", attrs{
			"id":         attr(str, "c", "An opaque id."),
			"namespaces": attr(strList, "c", "Names of the namespaces."),
		}, nil)
	}
	schemaSources["serverVersionData"] = func() *configschema.Block {
		return resourceBlock("The Kubernetes version of the API server.", attrs{
			"id":          attr(str, "c", "The version."),
			"version":     attr(str, "c", "Version without build metadata (1.31.1)."),
			"major":       attr(str, "c", "Major version."),
			"minor":       attr(str, "c", "Minor version."),
			"git_version": attr(str, "c", "Full version (v1.31.1)."),
			"git_commit":  attr(str, "c", "Commit the server was built from."),
			"build_date":  attr(str, "c", "Build time."),
			"platform":    attr(str, "c", "OS/architecture of the server."),
			"go_version":  attr(str, "c", "Go version of the build."),
			"compiler":    attr(str, "c", "Compiler of the build."),
		}, nil)
	}
}
