package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// dataMetadata is the metadata block of data sources: the object is
// found by name (and namespace), the rest is read.
func dataMetadata(namespaced bool) *configschema.NestedBlock {
	a := attrs{
		"name":             attr(str, "r", "Name of the object."),
		"labels":           attr(strMap, "c", "Labels of the object."),
		"annotations":      attr(strMap, "c", "Annotations of the object."),
		"uid":              attr(str, "c", "Unique id of the object."),
		"resource_version": attr(str, "c", "Resource version of the object."),
		"generation":       attr(num, "c", "Generation of the object."),
	}
	if namespaced {
		a["namespace"] = attr(str, "oc", "Namespace of the object (\"default\").")
	}
	return list(1, 1, "Which object to read, and its metadata.", a, nil)
}

// dataMetaGenerators decide the metadata of a read object.
func dataMetaGenerators() map[string]mock.Generator {
	return map[string]mock.Generator{
		"id": gen(func(g *mock.Gen) string {
			md := metaOf(g.Object)
			name := strOf(getAttr(md, "name"))
			if !md.Type().IsObjectType() || !md.Type().HasAttribute("namespace") {
				return name
			}
			ns := strOf(md.GetAttr("namespace"))
			if ns == "" {
				ns = "default"
			}
			return ns + "/" + name
		}),
		"metadata.namespace":        fixed("default"),
		"metadata.labels":           emptyMap,
		"metadata.annotations":      emptyMap,
		"metadata.uid":              gen(uuid4),
		"metadata.resource_version": gen(resourceVersion),
		"metadata.generation":       number(0),
	}
}

// dataSource assembles a data source reading one object.
func dataSource(desc string, namespaced bool, a attrs, gens map[string]mock.Generator) *mock.DataSource {
	all := dataMetaGenerators()
	if !namespaced {
		delete(all, "metadata.namespace")
	}
	for k, v := range gens {
		all[k] = v
	}
	return &mock.DataSource{
		Schema:     resourceBlock(desc, merge(a, attrs{"id": attr(str, "c", "NAMESPACE/NAME of the object.")}), blocks{"metadata": dataMetadata(namespaced)}),
		Generators: all,
	}
}

// namespaceData reads a namespace.
func namespaceData() *mock.DataSource {
	return dataSource("An existing namespace.", false, attrs{
		"spec": attr(cty.List(cty.Object(map[string]cty.Type{"finalizers": cty.List(cty.String)})), "c", "Spec of the namespace: its finalizers."),
	}, map[string]mock.Generator{
		"spec": func(*mock.Gen) cty.Value {
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{"finalizers": cty.ListVal([]cty.Value{sv("kubernetes")})})})
		},
	})
}

// configMapData reads a config map.
func configMapData() *mock.DataSource {
	return dataSource("An existing config map.", true, attrs{
		"data":        attr(strMap, "c", "The configuration data."),
		"binary_data": attr(strMap, "c", "Binary data, base64-encoded."),
		"immutable":   attr(boolean, "c", "Whether the data may change."),
	}, map[string]mock.Generator{"data": emptyMap, "binary_data": emptyMap})
}

// secretData reads a secret.
func secretData() *mock.DataSource {
	return dataSource("An existing secret.", true, attrs{
		"data":        attr(strMap, "cs", "The secret data."),
		"binary_data": attr(strMap, "os", "Keys to read as binary data (base64)."),
		"type":        attr(str, "c", "Type of the secret."),
		"immutable":   attr(boolean, "c", "Whether the data may change."),
	}, map[string]mock.Generator{"data": emptyMap, "type": fixed("Opaque")})
}

// serviceSpecType is the type of the spec a service data source reads.
var serviceSpecType = cty.List(cty.Object(map[string]cty.Type{
	"type": cty.String, "cluster_ip": cty.String, "selector": cty.Map(cty.String),
	"port": cty.List(cty.Object(map[string]cty.Type{
		"name": cty.String, "port": cty.Number, "target_port": cty.String, "node_port": cty.Number, "protocol": cty.String,
	})),
}))

// serviceData reads a service.
func serviceData() *mock.DataSource {
	return dataSource("An existing service.", true, attrs{
		"spec":   attr(serviceSpecType, "c", "Spec of the service."),
		"status": attr(statusType, "c", "Status: the load balancer's addresses."),
	}, map[string]mock.Generator{
		"spec": func(g *mock.Gen) cty.Value {
			return cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
				"type": sv("ClusterIP"), "cluster_ip": sv(clusterIP(g)), "selector": cty.MapValEmpty(cty.String),
				"port": cty.ListVal([]cty.Value{cty.ObjectVal(map[string]cty.Value{
					"name": sv("http"), "port": cty.NumberIntVal(80), "target_port": sv("8080"), "node_port": cty.Zero, "protocol": sv("TCP"),
				})}),
			})})
		},
		"status": func(*mock.Gen) cty.Value { return lbStatus("") },
	})
}

// allNamespacesData lists the namespaces of the cluster.
func allNamespacesData() *mock.DataSource {
	return &mock.DataSource{
		Schema: schemaOf("allNamespacesData"),
		Generators: map[string]mock.Generator{
			"id": gen(func(g *mock.Gen) string { return g.Hex(64) }),
			"namespaces": func(*mock.Gen) cty.Value {
				return cty.ListVal([]cty.Value{sv("default"), sv("kube-node-lease"), sv("kube-public"), sv("kube-system")})
			},
		},
	}
}

// serverVersionData is the version of the API server.
func serverVersionData() *mock.DataSource {
	return &mock.DataSource{
		Schema: schemaOf("serverVersionData"),
		Generators: map[string]mock.Generator{
			"id":          fixed("v1.31.1"),
			"version":     fixed("1.31.1"),
			"major":       fixed("1"),
			"minor":       fixed("31"),
			"git_version": fixed("v1.31.1"),
			"git_commit":  gen(func(g *mock.Gen) string { return g.Hex(40) }),
			"build_date":  fixed("2024-09-11T21:22:08Z"),
			"platform":    fixed("linux/amd64"),
			"go_version":  fixed("go1.22.6"),
			"compiler":    fixed("gc"),
		},
	}
}
