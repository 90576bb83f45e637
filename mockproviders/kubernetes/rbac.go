package kubernetes

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// role is kubernetes_role.
func role() *mock.Resource {
	return kind{
		name:       "role",
		namespaced: true,
		desc:       "A Role: permissions within one namespace.",
		schemaKey:  "role", // its schema: rbac_schema.go
	}.resource()
}

// clusterRole is kubernetes_cluster_role.
func clusterRole() *mock.Resource {
	return kind{
		name:      "cluster role",
		desc:      "A ClusterRole: permissions across the cluster.",
		schemaKey: "clusterRole", // its schema: rbac_schema.go
	}.resource()
}

// binding declares a role binding or cluster role binding.
func binding(name string, namespaced bool, desc string) *mock.Resource {
	return kind{
		name:       name,
		namespaced: namespaced,
		desc:       desc,
		schemaKey:  "binding", // its schema: rbac_schema.go
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
		schemaKey:  "horizontalPodAutoscaler", // its schema: rbac_schema.go
		defaults:   map[string]cty.Value{"spec.min_replicas": cty.NumberIntVal(1)},
	}.resource()
}
