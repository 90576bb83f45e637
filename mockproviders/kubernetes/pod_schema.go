//go:build schemagen

package kubernetes

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// handler is the action of a probe or lifecycle hook.
func handler() blocks {
	return blocks{
		"exec": single(false, "Run a command in the container.", attrs{
			"command": attr(strList, "o", "Command and arguments; exit status 0 means healthy."),
		}, nil),
		"http_get": single(false, "Send an HTTP GET request.", attrs{
			"host":   attr(str, "o", "Host; the pod IP by default."),
			"path":   attr(str, "o", "Path requested."),
			"port":   attr(str, "o", "Port number or name."),
			"scheme": attr(str, "o", "HTTP (the default) or HTTPS."),
		}, blocks{
			"http_header": list(0, 0, "A request header.", attrs{
				"name":  attr(str, "o", "Header name."),
				"value": attr(str, "o", "Header value."),
			}, nil),
		}),
		"tcp_socket": list(0, 0, "Open a TCP connection.", attrs{
			"port": attr(str, "r", "Port number or name."),
		}, nil),
	}
}

// probe is a liveness, readiness or startup probe.
func probe(desc string) *configschema.NestedBlock {
	b := handler()
	b["grpc"] = list(0, 0, "Call the gRPC health service.", attrs{
		"port":    attr(num, "r", "Port number."),
		"service": attr(str, "o", "Service name sent in the request."),
	}, nil)
	return single(false, desc, attrs{
		"initial_delay_seconds": attr(num, "o", "Seconds before the first probe."),
		"period_seconds":        attr(num, "o", "Seconds between probes (10)."),
		"timeout_seconds":       attr(num, "o", "Seconds before a probe times out (1)."),
		"success_threshold":     attr(num, "o", "Successes needed after a failure (1)."),
		"failure_threshold":     attr(num, "o", "Failures before giving up (3)."),
	}, b)
}

// keyRef is a reference to a key of a config map or secret.
func keyRef(what string) *configschema.NestedBlock {
	return single(false, "Selects a key of a "+what+".", attrs{
		"name":     attr(str, "o", "Name of the "+what+"."),
		"key":      attr(str, "o", "The key."),
		"optional": attr(boolean, "o", "Whether the "+what+" or key may be missing."),
	}, nil)
}

// container is the schema of a container (or init container).
func container(desc string) *configschema.NestedBlock {
	return list(0, 0, desc, attrs{
		"name":                       attr(str, "r", "Name of the container, unique in the pod."),
		"image":                      attr(str, "o", "Container image (nginx:1.27)."),
		"image_pull_policy":          attr(str, "oc", "Always, Never or IfNotPresent (Always for :latest, else IfNotPresent)."),
		"command":                    attr(strList, "o", "Entrypoint; the image's by default."),
		"args":                       attr(strList, "o", "Arguments of the entrypoint."),
		"working_dir":                attr(str, "o", "Working directory."),
		"stdin":                      attr(boolean, "o", "Allocate a stdin buffer."),
		"stdin_once":                 attr(boolean, "o", "Close stdin after the first attach."),
		"tty":                        attr(boolean, "o", "Allocate a TTY."),
		"termination_message_path":   attr(str, "o", "File the termination message is read from."),
		"termination_message_policy": attr(str, "oc", "File or FallbackToLogsOnError."),
		"restart_policy":             attr(str, "o", "Always, for sidecar init containers."),
	}, blocks{
		"port": list(0, 0, "A port the container listens on.", attrs{
			"container_port": attr(num, "r", "Port number in the container."),
			"name":           attr(str, "o", "Name of the port, for services to refer to."),
			"protocol":       attr(str, "o", "TCP (the default), UDP or SCTP."),
			"host_port":      attr(num, "o", "Port on the node."),
			"host_ip":        attr(str, "o", "Node address the host port binds to."),
		}, nil),
		"env": list(0, 0, "An environment variable.", attrs{
			"name":  attr(str, "r", "Name of the variable."),
			"value": attr(str, "o", "Value of the variable."),
		}, blocks{
			"value_from": single(false, "Take the value from elsewhere.", nil, blocks{
				"config_map_key_ref": keyRef("config map"),
				"secret_key_ref":     keyRef("secret"),
				"field_ref": single(false, "A field of the pod.", attrs{
					"api_version": attr(str, "o", "API version of the field path (v1)."),
					"field_path":  attr(str, "o", "Field (metadata.name, status.podIP...)."),
				}, nil),
				"resource_field_ref": single(false, "A resource limit or request of a container.", attrs{
					"container_name": attr(str, "o", "The container."),
					"resource":       attr(str, "r", "limits.cpu, requests.memory..."),
					"divisor":        attr(str, "o", "Unit of the value."),
				}, nil),
			}),
		}),
		"env_from": list(0, 0, "Variables from every key of a config map or secret.", attrs{
			"prefix": attr(str, "o", "Prefix added to the names."),
		}, blocks{
			"config_map_ref": single(false, "The config map.", attrs{"name": attr(str, "r", "Its name."), "optional": attr(boolean, "o", "Whether it may be missing.")}, nil),
			"secret_ref":     single(false, "The secret.", attrs{"name": attr(str, "r", "Its name."), "optional": attr(boolean, "o", "Whether it may be missing.")}, nil),
		}),
		"resources": single(false, "CPU and memory requests and limits.", attrs{
			"limits":   attr(strMap, "oc", "Most the container may use (cpu = \"500m\", memory = \"512Mi\")."),
			"requests": attr(strMap, "oc", "What the scheduler reserves for the container."),
		}, nil),
		"liveness_probe":  probe("Restart the container when this probe fails."),
		"readiness_probe": probe("Take the pod out of service endpoints when this probe fails."),
		"startup_probe":   probe("Hold the other probes until this one succeeds."),
		"lifecycle": single(false, "Hooks run after start and before stop.", nil, blocks{
			"post_start": list(0, 0, "Run after the container starts.", nil, handler()),
			"pre_stop":   list(0, 0, "Run before the container stops.", nil, handler()),
		}),
		"volume_mount": list(0, 0, "A volume mounted into the container.", attrs{
			"name":              attr(str, "r", "Name of the pod volume."),
			"mount_path":        attr(str, "r", "Path in the container."),
			"sub_path":          attr(str, "o", "Sub-path of the volume."),
			"read_only":         attr(boolean, "o", "Mount read-only."),
			"mount_propagation": attr(str, "o", "None, HostToContainer or Bidirectional."),
		}, nil),
		"security_context": single(false, "Security options of the container.", attrs{
			"allow_privilege_escalation": attr(boolean, "o", "Allow gaining more privileges than the parent process."),
			"privileged":                 attr(boolean, "o", "Run privileged."),
			"read_only_root_filesystem":  attr(boolean, "o", "Mount the root filesystem read-only."),
			"run_as_group":               attr(str, "o", "Group id of the process."),
			"run_as_non_root":            attr(boolean, "o", "Refuse to run as root."),
			"run_as_user":                attr(str, "o", "User id of the process."),
		}, blocks{
			"capabilities": single(false, "Linux capabilities.", attrs{
				"add":  attr(strList, "o", "Capabilities added."),
				"drop": attr(strList, "o", "Capabilities dropped (ALL)."),
			}, nil),
			"seccomp_profile": single(false, "Seccomp profile.", attrs{
				"type":              attr(str, "o", "RuntimeDefault, Localhost or Unconfined."),
				"localhost_profile": attr(str, "o", "Profile file on the node."),
			}, nil),
		}),
	})
}

// volumeItems are the keys of a config map or secret projected as files.
func volumeItems() *configschema.NestedBlock {
	return list(0, 0, "A key projected as a file.", attrs{
		"key":  attr(str, "o", "The key."),
		"path": attr(str, "o", "Relative path of the file."),
		"mode": attr(str, "o", "File mode (\"0644\")."),
	}, nil)
}

// volume is the volume block of a pod spec, with the common sources.
func volume() *configschema.NestedBlock {
	return list(0, 0, "A volume the containers may mount.", attrs{
		"name": attr(str, "o", "Name of the volume."),
	}, blocks{
		"config_map": single(false, "Files from a config map.", attrs{
			"name":         attr(str, "o", "The config map."),
			"default_mode": attr(str, "o", "Mode of the files (\"0644\")."),
			"optional":     attr(boolean, "o", "Whether it may be missing."),
		}, blocks{"items": volumeItems()}),
		"secret": single(false, "Files from a secret.", attrs{
			"secret_name":  attr(str, "o", "The secret."),
			"default_mode": attr(str, "o", "Mode of the files (\"0644\")."),
			"optional":     attr(boolean, "o", "Whether it may be missing."),
		}, blocks{"items": volumeItems()}),
		"empty_dir": single(false, "A scratch directory living as long as the pod.", attrs{
			"medium":     attr(str, "o", "\"\" (disk) or Memory."),
			"size_limit": attr(str, "o", "Most space used (\"1Gi\")."),
		}, nil),
		"persistent_volume_claim": single(false, "A persistent volume claim.", attrs{
			"claim_name": attr(str, "o", "The claim."),
			"read_only":  attr(boolean, "o", "Mount read-only."),
		}, nil),
		"host_path": single(false, "A path of the node.", attrs{
			"path": attr(str, "o", "The path."),
			"type": attr(str, "o", "DirectoryOrCreate, Directory, File..."),
		}, nil),
		"nfs": single(false, "An NFS export.", attrs{
			"server":    attr(str, "r", "NFS server."),
			"path":      attr(str, "r", "Exported path."),
			"read_only": attr(boolean, "o", "Mount read-only."),
		}, nil),
	})
}

// podSpec is the spec of a pod, or of a pod template.
func podSpec(required bool) *configschema.NestedBlock {
	return single(required, "What the pod runs.", attrs{
		"active_deadline_seconds":          attr(num, "o", "Seconds the pod may run before it is failed."),
		"automount_service_account_token":  attr(boolean, "o", "Mount the service account token (true by default)."),
		"dns_policy":                       attr(str, "o", "ClusterFirst (the default), ClusterFirstWithHostNet, Default or None."),
		"enable_service_links":             attr(boolean, "o", "Expose services as environment variables (true by default)."),
		"host_ipc":                         attr(boolean, "o", "Use the node's IPC namespace."),
		"host_network":                     attr(boolean, "o", "Use the node's network namespace."),
		"host_pid":                         attr(boolean, "o", "Use the node's PID namespace."),
		"hostname":                         attr(str, "oc", "Host name of the pod."),
		"node_name":                        attr(str, "oc", "Node to run on, bypassing the scheduler."),
		"node_selector":                    attr(strMap, "o", "Labels the node must have."),
		"priority_class_name":              attr(str, "o", "Priority class of the pod."),
		"restart_policy":                   attr(str, "o", "Always (the default), OnFailure or Never."),
		"runtime_class_name":               attr(str, "o", "Runtime class."),
		"scheduler_name":                   attr(str, "oc", "Scheduler placing the pod."),
		"service_account_name":             attr(str, "oc", "Service account the pod runs as."),
		"share_process_namespace":          attr(boolean, "o", "Share one PID namespace between the containers."),
		"subdomain":                        attr(str, "o", "Subdomain of the pod's host name."),
		"termination_grace_period_seconds": attr(num, "o", "Seconds allowed for a graceful stop (30)."),
	}, blocks{
		"container":      container("A container of the pod."),
		"init_container": container("A container run to completion before the others start."),
		"volume":         volume(),
		"image_pull_secrets": list(0, 0, "A secret holding registry credentials.", attrs{
			"name": attr(str, "r", "Name of the secret."),
		}, nil),
		"toleration": list(0, 0, "A taint the pod tolerates.", attrs{
			"key":                attr(str, "o", "Taint key."),
			"operator":           attr(str, "o", "Equal (the default) or Exists."),
			"value":              attr(str, "o", "Taint value."),
			"effect":             attr(str, "o", "NoSchedule, PreferNoSchedule or NoExecute."),
			"toleration_seconds": attr(str, "o", "How long a NoExecute taint is tolerated."),
		}, nil),
		"security_context": single(false, "Security options of the pod.", attrs{
			"fs_group":            attr(str, "o", "Group owning the volumes."),
			"run_as_group":        attr(str, "o", "Group id of the processes."),
			"run_as_non_root":     attr(boolean, "o", "Refuse to run as root."),
			"run_as_user":         attr(str, "o", "User id of the processes."),
			"supplemental_groups": attr(cty.Set(cty.Number), "o", "Extra groups of the processes."),
		}, nil),
		"affinity": single(false, "Scheduling constraints.", nil, blocks{
			"node_affinity": single(false, "Which nodes the pod may run on.", nil, blocks{
				"required_during_scheduling_ignored_during_execution": single(false, "Hard requirement.", nil, blocks{
					"node_selector_term": list(0, 0, "A term; any may match.", nil, blocks{"match_expressions": matchExpressions()}),
				}),
			}),
			"pod_anti_affinity": single(false, "Pods to stay away from.", nil, blocks{
				"preferred_during_scheduling_ignored_during_execution": list(0, 0, "A soft preference.", attrs{
					"weight": attr(num, "r", "Weight, 1 to 100."),
				}, blocks{
					"pod_affinity_term": single(true, "The pods.", attrs{
						"topology_key": attr(str, "r", "Node label defining the domain (kubernetes.io/hostname)."),
						"namespaces":   attr(strSet, "o", "Namespaces of the pods."),
					}, blocks{"label_selector": labelSelector(false)}),
				}),
			}),
		}),
		"topology_spread_constraint": list(0, 0, "How pods spread over zones or nodes.", attrs{
			"max_skew":           attr(num, "o", "Largest allowed imbalance (1)."),
			"topology_key":       attr(str, "r", "Node label defining the domains."),
			"when_unsatisfiable": attr(str, "o", "DoNotSchedule or ScheduleAnyway."),
		}, blocks{"label_selector": labelSelector(false)}),
	})
}

// matchExpressions are label selector requirements.
func matchExpressions() *configschema.NestedBlock {
	return list(0, 0, "A label requirement.", attrs{
		"key":      attr(str, "o", "Label key."),
		"operator": attr(str, "o", "In, NotIn, Exists or DoesNotExist."),
		"values":   attr(strSet, "o", "Values for In and NotIn."),
	}, nil)
}

// labelSelector is a label query over objects.
func labelSelector(required bool) *configschema.NestedBlock {
	return single(required, "A label query.", attrs{
		"match_labels": attr(strMap, "o", "Labels the objects must have."),
	}, blocks{"match_expressions": matchExpressions()})
}

// computedSelector is the selector of workloads, which the server
// derives from the pod template's labels when it is not given.
func computedSelector() *configschema.NestedBlock {
	nb := labelSelector(false)
	nb.Block.Attributes["match_labels"] = attr(strMap, "oc", "Labels the pods must have; the template's labels by default.")
	return nb
}

// podTemplate is the template block of workloads.
func podTemplate() *configschema.NestedBlock {
	return single(true, "The pods to create.", nil, blocks{
		"metadata": templateMetadata(),
		"spec":     podSpec(true),
	})
}
