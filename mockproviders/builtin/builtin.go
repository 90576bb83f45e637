// Package builtin is Terraform's built-in provider,
// terraform.io/builtin/terraform, as tfplay runs it: the terraform_data
// resource type, exactly as Terraform 1.17 behaves, and the
// terraform_remote_state data source reading local state files.
package builtin

import (
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
)

// Source is the built-in provider's source address.
const Source = "terraform.io/builtin/terraform"

// Provider declares the built-in provider.
func Provider() *mock.Provider {
	return &mock.Provider{
		Source: Source,
		Config: &configschema.Block{},
		Resources: map[string]*mock.Resource{
			"terraform_data": dataResource(),
		},
		DataSources: map[string]*mock.DataSource{
			"terraform_remote_state": remoteStateDataSource(),
		},
	}
}
