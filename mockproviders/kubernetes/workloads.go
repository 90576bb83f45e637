package kubernetes

import (
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// mergeValues returns the union of default maps.
func mergeValues(ms ...map[string]cty.Value) map[string]cty.Value {
	ret := map[string]cty.Value{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}

// mergeGenerators returns the union of generator maps.
func mergeGenerators(ms ...map[string]mock.Generator) map[string]mock.Generator {
	ret := map[string]mock.Generator{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}

// templateLabels returns the labels of a workload's pod template at
// spec[0].template[0].metadata[0].labels, null when absent.
func templateLabels(obj cty.Value) cty.Value {
	v := obj
	for _, name := range []string{"spec", "template", "metadata"} {
		l := getAttr(v, name)
		if !usable(l) || !l.Type().IsListType() || l.LengthInt() == 0 {
			return cty.NullVal(cty.Map(cty.String))
		}
		v = l.Index(cty.Zero)
	}
	return getAttr(v, "labels")
}

// selectorFromTemplate is the generator of a selector's match_labels the
// server derives from the pod template's labels.
func selectorFromTemplate(g *mock.Gen) cty.Value {
	if l := templateLabels(g.Object); usable(l) {
		return l
	}
	return cty.MapValEmpty(cty.String)
}

// deployment is kubernetes_deployment: replicated pods rolled out
// gradually.
func deployment() *mock.Resource {
	return kind{
		name:       "deployment",
		namespaced: true,
		generation: true,
		desc:       "A Deployment: a replicated set of identical pods, updated by rolling out new ones.",
		schemaKey:  "deployment", // its schema: workloads_schema.go

		defaults: mergeValues(map[string]cty.Value{
			"wait_for_rollout":               cty.True,
			"spec.min_ready_seconds":         cty.Zero,
			"spec.paused":                    cty.False,
			"spec.progress_deadline_seconds": cty.NumberIntVal(600),
			"spec.revision_history_limit":    cty.NumberIntVal(10),
		}, podSpecDefaults("spec.template.spec.")),
		generators: mergeGenerators(map[string]mock.Generator{
			"spec.replicas":                                fixed("1"),
			"spec.selector.match_labels":                   selectorFromTemplate,
			"spec.strategy.type":                           fixed("RollingUpdate"),
			"spec.strategy.rolling_update.max_surge":       fixed("25%"),
			"spec.strategy.rolling_update.max_unavailable": fixed("25%"),
		}, templateGenerators("spec.template.")),
		computed: append([]string{"spec.selector", "spec.strategy", "spec.strategy.rolling_update"}, podComputedBlocks("spec.template.spec.")...),
	}.resource()
}

// statefulSet is kubernetes_stateful_set: pods with stable names and
// storage.
func statefulSet() *mock.Resource {
	return kind{
		name:       "stateful set",
		namespaced: true,
		generation: true,
		desc:       "A StatefulSet: pods with stable names and their own persistent volumes.",
		schemaKey:  "statefulSet", // its schema: workloads_schema.go

		defaults: mergeValues(map[string]cty.Value{
			"wait_for_rollout":          cty.True,
			"spec.min_ready_seconds":    cty.Zero,
			"spec.update_strategy.type": sv("RollingUpdate"),
		}, podSpecDefaults("spec.template.spec.")),
		generators: mergeGenerators(map[string]mock.Generator{
			"spec.replicas":                                        fixed("1"),
			"spec.pod_management_policy":                           fixed("OrderedReady"),
			"spec.revision_history_limit":                          number(10),
			"spec.volume_claim_template.metadata.name":             fixed(""),
			"spec.volume_claim_template.metadata.uid":              fixed(""),
			"spec.volume_claim_template.metadata.resource_version": fixed(""),
			"spec.volume_claim_template.metadata.generation":       number(0),
			"spec.volume_claim_template.spec.volume_name":          fixed(""),
			"spec.volume_claim_template.spec.storage_class_name":   fixed("standard"),
			"spec.volume_claim_template.spec.volume_mode":          fixed("Filesystem"),
		}, templateGenerators("spec.template.")),
		computed: podComputedBlocks("spec.template.spec."),
	}.resource()
}

// daemonSet is kubernetes_daemonset (kubernetes_daemon_set_v1): one pod
// on every node.
func daemonSet() *mock.Resource {
	return kind{
		name:       "daemon set",
		namespaced: true,
		generation: true,
		desc:       "A DaemonSet: one pod on every (matching) node.",
		schemaKey:  "daemonSet", // its schema: workloads_schema.go

		defaults: mergeValues(map[string]cty.Value{
			"wait_for_rollout":                             cty.True,
			"spec.min_ready_seconds":                       cty.Zero,
			"spec.revision_history_limit":                  cty.NumberIntVal(10),
			"spec.strategy.rolling_update.max_unavailable": sv("1"),
		}, podSpecDefaults("spec.template.spec.")),
		generators: mergeGenerators(map[string]mock.Generator{
			"spec.selector.match_labels": selectorFromTemplate,
			"spec.strategy.type":         fixed("RollingUpdate"),
		}, templateGenerators("spec.template.")),
		computed: append([]string{"spec.selector", "spec.strategy"}, podComputedBlocks("spec.template.spec.")...),
	}.resource()
}

// jobDefaults are the defaults of a job spec at prefix.
func jobDefaults(prefix string) map[string]cty.Value {
	d := mergeValues(map[string]cty.Value{
		prefix + "backoff_limit": cty.NumberIntVal(6),
		prefix + "completions":   cty.NumberIntVal(1),
		prefix + "parallelism":   cty.NumberIntVal(1),
	}, podSpecDefaults(prefix+"template.spec."))
	d[prefix+"template.spec.restart_policy"] = sv("Never")
	return d
}

// job is kubernetes_job: pods run to completion.
func job() *mock.Resource {
	return kind{
		name:       "job",
		namespaced: true,
		generation: true,
		desc:       "A Job: pods run until a number of them complete.",
		schemaKey:  "job", // its schema: workloads_schema.go

		defaults: mergeValues(map[string]cty.Value{"wait_for_completion": cty.True}, jobDefaults("spec.")),
		generators: mergeGenerators(map[string]mock.Generator{
			"spec.completion_mode": fixed("NonIndexed"),
		}, templateGenerators("spec.template.")),
		computed: podComputedBlocks("spec.template.spec."),
	}.resource()
}

// cronJob is kubernetes_cron_job_v1: jobs on a schedule.
func cronJob() *mock.Resource {
	return kind{
		name:       "cron job",
		namespaced: true,
		generation: true,
		desc:       "A CronJob: a job created on a schedule.",
		schemaKey:  "cronJob", // its schema: workloads_schema.go
		defaults: mergeValues(map[string]cty.Value{
			"spec.concurrency_policy":            sv("Allow"),
			"spec.failed_jobs_history_limit":     cty.NumberIntVal(1),
			"spec.successful_jobs_history_limit": cty.NumberIntVal(3),
			"spec.suspend":                       cty.False,
		}, jobDefaults("spec.job_template.spec.")),
		generators: mergeGenerators(map[string]mock.Generator{
			"spec.job_template.spec.completion_mode":      fixed("NonIndexed"),
			"spec.job_template.metadata.name":             fixed(""),
			"spec.job_template.metadata.uid":              fixed(""),
			"spec.job_template.metadata.resource_version": fixed(""),
			"spec.job_template.metadata.generation":       number(0),
		}, templateGenerators("spec.job_template.spec.template.")),
		computed: podComputedBlocks("spec.job_template.spec.template.spec."),
	}.resource()
}

// pod is kubernetes_pod: a single pod.
func pod() *mock.Resource {
	return kind{
		name:       "pod",
		namespaced: true,
		desc:       "A Pod: one or more containers scheduled together on a node.",
		schemaKey:  "pod", // its schema: workloads_schema.go

		defaults:   podSpecDefaults("spec."),
		generators: podSpecGenerators("spec."),
		computed:   podComputedBlocks("spec."),
	}.resource()
}
