// Package version holds the Terraform version tfplay reports and checks
// required_version constraints against.
package version

import (
	"runtime"

	goversion "github.com/hashicorp/go-version"
)

// Terraform is the version of Terraform whose behaviour tfplay matches: the
// release that recorded testdata/conformance. tfplay reports it from
// `version` and checks `required_version` against it.
const Terraform = "1.17.0"

// OpenTofu is the OpenTofu release whose additions (functions, .tofu
// files) tfplay offers in its OpenTofu flavor, and which `version` reports
// in that flavor.
const OpenTofu = "1.12.6"

// Prerelease is shown after the version in `terraform version` output.
const Prerelease = "dev"

// SemVer is Terraform parsed as a version.
var SemVer = goversion.Must(goversion.NewVersion(Terraform))

// String returns the version as `terraform version` prints it.
func String() string {
	if Prerelease != "" {
		return Terraform + "-" + Prerelease
	}
	return Terraform
}

// Platform is the os_arch pair printed by `terraform version`.
func Platform() string { return runtime.GOOS + "_" + runtime.GOARCH }
