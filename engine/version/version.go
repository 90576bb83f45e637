// Package version holds the Terraform version tfplay reports and checks
// required_version constraints against.
package version

import (
	"runtime"
	"sync"

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

// SemVer returns Terraform parsed as a version. It is parsed on first use:
// go-version compiles its regular expression then, which only a
// configuration with a required_version needs.
var SemVer = sync.OnceValue(func() *goversion.Version { return goversion.Must(goversion.NewVersion(Terraform)) })

// String returns the version as `terraform version` prints it.
func String() string {
	if Prerelease != "" {
		return Terraform + "-" + Prerelease
	}
	return Terraform
}

// Platform is the os_arch pair printed by `terraform version`.
func Platform() string { return runtime.GOOS + "_" + runtime.GOARCH }
