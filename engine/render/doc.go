// Package render produces Terraform's human-readable text for plans,
// applies, outputs and state: what `terraform plan`, `apply`, `show`,
// `output` and `state show` print, byte for byte, optionally with
// Terraform's ANSI colours.
//
// Terraform's renderer is part of the Terraform CLI, not a library, so
// this package reimplements its behaviour; the tests compare the text
// with every recorded plan.txt and apply.txt of the conformance corpus.
//
// Where things are:
//
//   - plan.go: Plan (the whole plan text), the legend, "No changes.",
//     PlanNextStep (the -out footer).
//   - resource.go: one resource change: its "# ADDR will be ..." comment
//     and body. outputs.go: "Changes to Outputs:". drift.go: "Objects
//     have changed outside of Terraform" and DetectDrift.
//   - apply.go: refresh and apply progress lines and the apply summary.
//   - values.go: output values (`terraform output`, apply's Outputs:).
//   - stateshow.go: `terraform state show` and `terraform show`.
//   - jsonval.go, change.go: values converted to the JSON form that
//     Terraform's rules are defined over, and the change being diffed.
//   - differ*.go: diffs computed from changes, by schema or type.
//   - render_*.go: the text of each kind of diff. slices.go: how
//     sequences are paired up. color.go: colour markup.
package render
