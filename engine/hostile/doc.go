// Package hostile holds no code of its own: its test runs a corpus of
// hostile inputs (testdata/*.txtar, plus inputs too large to commit that
// the test generates) through the command layer, and asserts that each
// ends with a Terraform-style diagnostic rather than a panic, a hang, a
// Go error string or a stack trace. See docs/dev/fuzzing.md.
package hostile
