package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

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

// role is kubernetes_role.
func role() *mock.Resource {
	return kind{
		name:       "role",
		namespaced: true,
		desc:       "A Role: permissions within one namespace.",
		blocks:     blocks{"rule": policyRule(1)},
	}.resource()
}

// clusterRole is kubernetes_cluster_role.
func clusterRole() *mock.Resource {
	return kind{
		name: "cluster role",
		desc: "A ClusterRole: permissions across the cluster.",
		blocks: blocks{
			"rule": policyRule(0),
			"aggregation_rule": single(false, "Build the role from other roles.", nil, blocks{
				"cluster_role_selectors": list(0, 0, "Roles whose rules are added.", attrs{
					"match_labels": attr(strMap, "o", "Labels of the roles."),
				}, blocks{"match_expressions": matchExpressions()}),
			}),
		},
	}.resource()
}

// binding declares a role binding or cluster role binding.
func binding(name string, namespaced bool, desc string) *mock.Resource {
	return kind{
		name:       name,
		namespaced: namespaced,
		desc:       desc,
		blocks: blocks{
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
		},
		generators: map[string]mock.Generator{
			"subject.namespace": gen(func(g *mock.Gen) string {
				if strOf(g.Attr("kind")) == "ServiceAccount" {
					return "default"
				}
				return ""
			}),
			"subject.api_group": gen(func(g *mock.Gen) string {
				if strOf(g.Attr("kind")) == "ServiceAccount" {
					return ""
				}
				return "rbac.authorization.k8s.io"
			}),
		},
	}.resource()
}

// roleBinding is kubernetes_role_binding.
func roleBinding() *mock.Resource {
	return binding("role binding", true, "A RoleBinding: grants a role to subjects in one namespace.")
}

// clusterRoleBinding is kubernetes_cluster_role_binding.
func clusterRoleBinding() *mock.Resource {
	return binding("cluster role binding", false, "A ClusterRoleBinding: grants a cluster role to subjects everywhere.")
}

// horizontalPodAutoscaler is kubernetes_horizontal_pod_autoscaler_v2.
func horizontalPodAutoscaler() *mock.Resource {
	return kind{
		name:       "autoscaler",
		namespaced: true,
		desc:       "A HorizontalPodAutoscaler: scales a workload on its metrics.",
		blocks: blocks{
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
		},
		defaults: map[string]cty.Value{"spec.min_replicas": cty.NumberIntVal(1)},
	}.resource()
}
