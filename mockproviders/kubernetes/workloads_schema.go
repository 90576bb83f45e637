//go:build schemagen

package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of workloads.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	kindSources["deployment"] = func() (attrs, blocks) {
		return attrs{
				"wait_for_rollout": attr(boolean, "o", "Wait until the rollout completes (true by default)."),
			}, blocks{
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
			}
	}
	kindSources["statefulSet"] = func() (attrs, blocks) {
		return attrs{
				"wait_for_rollout": attr(boolean, "o", "Wait until the rollout completes (true by default)."),
			}, blocks{
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
			}
	}
	kindSources["daemonSet"] = func() (attrs, blocks) {
		return attrs{
				"wait_for_rollout": attr(boolean, "o", "Wait until the rollout completes (true by default)."),
			}, blocks{
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
			}
	}
	kindSources["job"] = func() (attrs, blocks) {
		return attrs{
				"wait_for_completion": attr(boolean, "o", "Wait for the job to complete (true by default)."),
			}, blocks{
				"spec":     jobSpec(true),
				"timeouts": timeouts("create", "update", "delete"),
			}
	}
	kindSources["cronJob"] = func() (attrs, blocks) {
		return nil, blocks{
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
		}
	}
	kindSources["pod"] = func() (attrs, blocks) {
		return attrs{
				"target_state": attr(strList, "o", "Pod phases that count as created (Running)."),
			}, blocks{
				"spec":     podSpec(true),
				"timeouts": timeouts("create", "delete"),
			}
	}
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
