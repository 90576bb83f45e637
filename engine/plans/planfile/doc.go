// Package planfile reads and writes tfplay's saved plans (`plan
// -out=FILE`). The format is tfplay's own: a zip archive, like Terraform's
// plan files, holding the plan as JSON in "tfplay-plan.json" and the
// configuration it was made from under "tfconfig/". Every value is stored
// with its type, unknown values (with their refinements) and sensitive
// marks included, so that a plan read back is the plan that was written.
// Terraform's own plan files are recognised and refused with a clear
// error.
package planfile
