// Package statefile reads and writes terraform.tfstate files in the
// format Terraform writes (state format version 4): the same fields in the
// same order, two-space indentation, a trailing newline, resources and
// instances sorted as Terraform sorts them, and Terraform's JSON encoding of
// sensitive attribute paths and check results.
package statefile
