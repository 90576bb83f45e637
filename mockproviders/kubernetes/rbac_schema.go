//go:build schemagen

package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of rbac.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	kindSources["role"] = func() (attrs, blocks) {
		return nil, blocks{"rule": policyRule(1)}
	}
	kindSources["clusterRole"] = func() (attrs, blocks) {
		return nil, blocks{
			"rule": policyRule(0),
			"aggregation_rule": single(false, "Build the role from other roles.", nil, blocks{
				"cluster_role_selectors": list(0, 0, "Roles whose rules are added.", attrs{
					"match_labels": attr(strMap, "o", "Labels of the roles."),
				}, blocks{"match_expressions": matchExpressions()}),
			}),
		}
	}
	kindSources["binding"] = func() (attrs, blocks) {
		return nil, blocks{
			"role_ref": forceNew(single(true, "The role granted.", attrs{
				"api_group": attr(str, "r", "rbac.authorization.k8s.io."),
				"kind":      attr(str, "r", "Role or ClusterRole."),
				"name":      attr(str, "r", "Name of the role."),
			}, nil)),
			"subject": list(1, 0, "Who gets the role.", attrs{
				"kind":      attr(str, "r", "User, Group or ServiceAccount."),
				"name":      attr(str, "r", "Name of the subject."),
				"namespace": attr(str, "oc", "Namespace of a service account."),
				"api_group": attr(str, "oc", "API group of the subject."),
			}, nil),
		}
	}
	kindSources["horizontalPodAutoscaler"] = func() (attrs, blocks) {
		return nil, blocks{
			"spec": single(true, "What is scaled, within which bounds, on which metrics.", attrs{
				"min_replicas": attr(num, "o", "Fewest replicas (1)."),
				"max_replicas": attr(num, "r", "Most replicas."),
			}, blocks{
				"scale_target_ref": single(true, "The workload scaled.", attrs{
					"api_version": attr(str, "o", "API version (apps/v1)."),
					"kind":        attr(str, "r", "Deployment, StatefulSet..."),
					"name":        attr(str, "r", "Name of the workload."),
				}, nil),
				"metric": list(0, 0, "A metric scaled on.", attrs{
					"type": attr(str, "r", "Resource, Pods, Object, External or ContainerResource."),
				}, blocks{
					"resource": single(false, "A resource of the pods.", attrs{
						"name": attr(str, "r", "cpu or memory."),
					}, blocks{
						"target": single(false, "The target value.", attrs{
							"type":                attr(str, "r", "Utilization, Value or AverageValue."),
							"average_utilization": attr(num, "o", "Target percent of requests."),
							"average_value":       attr(str, "o", "Target average quantity."),
							"value":               attr(str, "o", "Target quantity."),
						}, nil),
					}),
				}),
			}),
		}
	}
}

// policyRule is the rule block of roles.
func policyRule(min int) *configschema.NestedBlock {
	return list(min, 0, "What the role allows.", attrs{
		"api_groups":        attr(strSet, "o", "API groups (\"\" for the core group, apps...)."),
		"resources":         attr(strSet, "o", "Resources (pods, deployments...)."),
		"resource_names":    attr(strSet, "o", "Names of the objects, when not all."),
		"non_resource_urls": attr(strSet, "o", "Non-resource URLs (/healthz), for cluster roles."),
		"verbs":             attr(strSet, "r", "Verbs (get, list, watch, create, update, patch, delete)."),
	}, nil)
}
