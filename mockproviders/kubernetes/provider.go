// Package kubernetes is tfplay's mock of
// registry.terraform.io/hashicorp/kubernetes: namespaces, workloads
// (deployments, stateful sets, daemon sets, jobs, cron jobs, pods),
// services and ingresses, config maps and secrets, storage claims,
// service accounts and RBAC, each under its legacy name and its _v1 name,
// with the provider's nested metadata/spec/template/container structure
// and the values an API server assigns: uids, resource versions,
// generations, cluster IPs, node ports and load balancer addresses.
package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
)

// Source is the provider's source address.
const Source = "registry.terraform.io/hashicorp/kubernetes"

// Provider declares the kubernetes provider.
func Provider() *mock.Provider {
	r := map[string]*mock.Resource{}
	aliases(r, "namespace", namespace)
	aliases(r, "deployment", deployment)
	aliases(r, "stateful_set", statefulSet)
	aliases(r, "job", job)
	aliases(r, "pod", pod)
	aliases(r, "service", service)
	aliases(r, "config_map", configMap)
	aliases(r, "secret", secret)
	aliases(r, "persistent_volume_claim", persistentVolumeClaim)
	aliases(r, "service_account", serviceAccount)
	aliases(r, "role", role)
	aliases(r, "role_binding", roleBinding)
	aliases(r, "cluster_role", clusterRole)
	aliases(r, "cluster_role_binding", clusterRoleBinding)
	r["kubernetes_daemonset"] = daemonSet()
	r["kubernetes_daemon_set_v1"] = daemonSet()
	r["kubernetes_ingress"] = ingressBeta()
	r["kubernetes_ingress_v1"] = ingressV1()
	r["kubernetes_cron_job_v1"] = cronJob()
	r["kubernetes_horizontal_pod_autoscaler_v2"] = horizontalPodAutoscaler()
	d := map[string]*mock.DataSource{
		"kubernetes_all_namespaces": allNamespacesData(),
		"kubernetes_server_version": serverVersionData(),
	}
	for name, decl := range map[string]func() *mock.DataSource{
		"namespace": namespaceData, "config_map": configMapData, "secret": secretData, "service": serviceData,
	} {
		d["kubernetes_"+name] = decl()
		d["kubernetes_"+name+"_v1"] = decl()
	}
	return &mock.Provider{Source: Source, Config: providerSchema(), Resources: r, DataSources: d}
}

// providerSchema is the schema of the provider block.
func providerSchema() *configschema.Block {
	return resourceBlock("A Kubernetes cluster: its API server and credentials, directly or from a kubeconfig file.", attrs{
		"host":                     attr(str, "o", "URL of the API server (https://HOST:PORT)."),
		"username":                 attr(str, "o", "User for basic authentication."),
		"password":                 attr(str, "os", "Password for basic authentication."),
		"token":                    attr(str, "os", "Bearer token."),
		"insecure":                 attr(boolean, "o", "Skip verifying the server certificate."),
		"tls_server_name":          attr(str, "o", "Server name checked in the server certificate."),
		"client_certificate":       attr(str, "o", "Client certificate, PEM."),
		"client_key":               attr(str, "os", "Client key, PEM."),
		"cluster_ca_certificate":   attr(str, "o", "CA certificate of the cluster, PEM."),
		"config_path":              attr(str, "o", "Path of a kubeconfig file (~/.kube/config)."),
		"config_paths":             attr(strList, "o", "Paths of kubeconfig files, merged."),
		"config_context":           attr(str, "o", "Context of the kubeconfig file to use."),
		"config_context_auth_info": attr(str, "o", "User of the kubeconfig file to use."),
		"config_context_cluster":   attr(str, "o", "Cluster of the kubeconfig file to use."),
		"proxy_url":                attr(str, "o", "Proxy for the API server connections."),
		"ignore_annotations":       attr(strList, "o", "Annotations (regular expressions) never reported as drift."),
		"ignore_labels":            attr(strList, "o", "Labels (regular expressions) never reported as drift."),
	}, blocks{
		"exec": list(0, 1, "A command printing credentials (gke-gcloud-auth-plugin, aws eks get-token, kubelogin).", attrs{
			"api_version": attr(str, "r", "API version of the credentials (client.authentication.k8s.io/v1beta1)."),
			"command":     attr(str, "r", "The command."),
			"args":        attr(strList, "o", "Its arguments."),
			"env":         attr(strMap, "o", "Its environment."),
		}, nil),
		"experiments": list(0, 1, "Experimental features.", attrs{
			"manifest_resource": attr(boolean, "o", "Enable kubernetes_manifest (always on now)."),
		}, nil),
	})
}
