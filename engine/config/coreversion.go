package config

import (
	"fmt"

	goversion "github.com/hashicorp/go-version"
	"github.com/hashicorp/hcl/v2"
)

// CheckCoreVersion checks every module's required_version constraints
// against the Terraform version tfplay matches (current returns it, without
// its prerelease suffix; it is called only when there is a constraint) and
// reports the ones it does not meet. display is the
// version as shown to the user.
func (c *Config) CheckCoreVersion(current func() *goversion.Version, display string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, m := range c.AllModules() {
		for _, vc := range m.Module.RequiredVersions {
			cons, err := goversion.NewConstraint(vc.Constraint)
			if err != nil {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Invalid required_version constraint",
					Detail:   fmt.Sprintf("This string does not use correct version constraint syntax: %s.", err),
					Subject:  vc.Range.Ptr(),
				})
				continue
			}
			if !cons.Check(current()) {
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Unsupported Terraform Core version",
					Detail:   fmt.Sprintf("This configuration does not support Terraform version %s. To proceed, either choose another supported Terraform version or update this version constraint. Version constraints are normally set for good reason, so updating the constraint may lead to other errors or unexpected behavior.", display),
					Subject:  vc.Range.Ptr(),
				})
			}
		}
	}
	return diags
}
