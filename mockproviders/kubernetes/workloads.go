package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
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
		attrs: attrs{
			"wait_for_rollout": attr(boolean, "o", "Wait until the rollout completes (true by default)."),
		},
		blocks: blocks{
			"spec": single(true, "The desired state of the deployment.", attrs{
				"replicas":                  attr(str, "oc", "Number of pods, as a string so that an explicit \"0\" differs from unset."),
				"min_ready_seconds":         attr(num, "o", "Seconds a new pod must be ready to count as available."),
				"paused":                    attr(boolean, "o", "Pause rollouts."),
				"progress_deadline_seconds": attr(num, "o", "Seconds before a stuck rollout is reported (600)."),
				"revision_history_limit":    attr(num, "o", "Old ReplicaSets kept for rollbacks (10)."),
			}, blocks{
				"selector": computedSelector(),
				"strategy": single(false, "How pods are replaced.", attrs{
					"type": attr(str, "oc", "RollingUpdate (the default) or Recreate."),
				}, blocks{
					"rolling_update": single(false, "Pace of a rolling update.", attrs{
						"max_surge":       attr(str, "oc", "Extra pods allowed during the update (\"25%\")."),
						"max_unavailable": attr(str, "oc", "Pods that may be unavailable (\"25%\")."),
					}, nil),
				}),
				"template": podTemplate(),
			}),
			"timeouts": timeouts("create", "update", "delete"),
		},
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
		attrs: attrs{
			"wait_for_rollout": attr(boolean, "o", "Wait until the rollout completes (true by default)."),
		},
		blocks: blocks{
			"spec": single(true, "The desired state of the stateful set.", attrs{
				"replicas":               attr(str, "oc", "Number of pods."),
				"service_name":           attr(str, "rf", "Headless service governing the pods' network identity."),
				"pod_management_policy":  attr(str, "ocf", "OrderedReady (the default) or Parallel."),
				"revision_history_limit": attr(num, "ocf", "Revisions kept."),
				"min_ready_seconds":      attr(num, "o", "Seconds a new pod must be ready to count as available."),
			}, blocks{
				"selector": labelSelector(true),
				"template": podTemplate(),
				"update_strategy": list(0, 0, "How pods are updated.", attrs{
					"type": attr(str, "o", "RollingUpdate (the default) or OnDelete."),
				}, blocks{
					"rolling_update": single(false, "Pace of a rolling update.", attrs{
						"partition": attr(num, "o", "Ordinal from which pods are updated."),
					}, nil),
				}),
				"volume_claim_template": list(0, 0, "A claim every pod gets its own copy of.", nil, blocks{
					"metadata": metadata("claim", true),
					"spec":     pvcSpec(),
				}),
			}),
			"timeouts": timeouts("create", "read", "update", "delete"),
		},
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
		attrs: attrs{
			"wait_for_rollout": attr(boolean, "o", "Wait until the rollout completes (true by default)."),
		},
		blocks: blocks{
			"spec": single(true, "The desired state of the daemon set.", attrs{
				"min_ready_seconds":      attr(num, "o", "Seconds a new pod must be ready to count as available."),
				"revision_history_limit": attr(num, "o", "Revisions kept (10)."),
			}, blocks{
				"selector": computedSelector(),
				"strategy": single(false, "How pods are replaced.", attrs{
					"type": attr(str, "oc", "RollingUpdate (the default) or OnDelete."),
				}, blocks{
					"rolling_update": single(false, "Pace of a rolling update.", attrs{
						"max_unavailable": attr(str, "o", "Pods that may be unavailable (1)."),
					}, nil),
				}),
				"template": podTemplate(),
			}),
			"timeouts": timeouts("create", "read", "update", "delete"),
		},
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

// jobSpec is the spec of a job (or of a cron job's job template).
func jobSpec(required bool) *configschema.NestedBlock {
	return forceNew(single(required, "The desired state of the job.", attrs{
		"active_deadline_seconds":    attr(num, "o", "Seconds the job may run."),
		"backoff_limit":              attr(num, "o", "Retries before the job fails (6)."),
		"completions":                attr(num, "o", "Successful pods needed (1)."),
		"parallelism":                attr(num, "o", "Pods running at once (1)."),
		"completion_mode":            attr(str, "oc", "NonIndexed or Indexed."),
		"manual_selector":            attr(boolean, "o", "Use the given selector instead of a generated one."),
		"ttl_seconds_after_finished": attr(str, "o", "Seconds before a finished job is deleted."),
	}, blocks{
		"selector": labelSelector(false),
		"template": podTemplate(),
	}))
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
		attrs: attrs{
			"wait_for_completion": attr(boolean, "o", "Wait for the job to complete (true by default)."),
		},
		blocks: blocks{
			"spec":     jobSpec(true),
			"timeouts": timeouts("create", "update", "delete"),
		},
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
		blocks: blocks{
			"spec": single(true, "The schedule and the job.", attrs{
				"schedule":                      attr(str, "r", "Cron schedule (\"*/5 * * * *\")."),
				"timezone":                      attr(str, "o", "Time zone of the schedule."),
				"concurrency_policy":            attr(str, "o", "Allow (the default), Forbid or Replace."),
				"failed_jobs_history_limit":     attr(num, "o", "Failed jobs kept (1)."),
				"successful_jobs_history_limit": attr(num, "o", "Successful jobs kept (3)."),
				"starting_deadline_seconds":     attr(num, "o", "Seconds a missed run may start late."),
				"suspend":                       attr(boolean, "o", "Stop scheduling runs."),
			}, blocks{
				"job_template": single(true, "The job created at each run.", nil, blocks{
					"metadata": templateMetadata(),
					"spec":     jobSpec(true),
				}),
			}),
		},
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
		attrs: attrs{
			"target_state": attr(strList, "o", "Pod phases that count as created (Running)."),
		},
		blocks: blocks{
			"spec":     podSpec(true),
			"timeouts": timeouts("create", "delete"),
		},
		defaults:   podSpecDefaults("spec."),
		generators: podSpecGenerators("spec."),
		computed:   podComputedBlocks("spec."),
	}.resource()
}
