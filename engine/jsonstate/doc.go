// Package jsonstate renders state as Terraform's machine-readable JSON:
// the document `terraform show -json` prints for a state (format version
// 1.0), the values representation that plan JSON reuses for prior_state,
// the `terraform output -json` document, and the checks representation.
package jsonstate
