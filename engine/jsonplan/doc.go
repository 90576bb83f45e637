// Package jsonplan renders a plan as the document `terraform show -json
// PLANFILE` prints (format version 1.2): the planned resource and output
// changes with their unknown and sensitive markers, the planned values,
// the prior state, a description of the configuration, the relevant
// attributes and the check results.
package jsonplan
