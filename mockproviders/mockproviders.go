// Package mockproviders is tfplay's catalog of mock providers: the
// providers it knows by source address, and the generic mock that stands
// in for every other one. The mock provider framework is package mock;
// each provider of the catalog lives in a package of its own.
package mockproviders

import (
	"sort"
	"strings"

	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/aws"
	"github.com/tfplay/tfplay/mockproviders/azurerm"
	"github.com/tfplay/tfplay/mockproviders/builtin"
	"github.com/tfplay/tfplay/mockproviders/example"
	"github.com/tfplay/tfplay/mockproviders/google"
	"github.com/tfplay/tfplay/mockproviders/kubernetes"
	"github.com/tfplay/tfplay/mockproviders/local"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/tfplay/tfplay/mockproviders/null"
	"github.com/tfplay/tfplay/mockproviders/random"
	timeprovider "github.com/tfplay/tfplay/mockproviders/time"
	"github.com/tfplay/tfplay/mockproviders/tls"
)

// Env is the environment providers run in: the working directory, the
// workspace and the seed of generated values.
type Env = mock.Env

// catalog maps source addresses to the providers tfplay knows. To add a
// provider, write its package (see package example) and list it here.
var catalog = map[string]func() *mock.Provider{
	azurerm.Source:      azurerm.Provider,
	aws.Source:          aws.Provider,
	builtin.Source:      builtin.Provider,
	example.Source:      example.Provider,
	google.Source:       google.Provider,
	kubernetes.Source:   kubernetes.Provider,
	local.Source:        local.Provider,
	null.Source:         null.Provider,
	random.Source:       random.Provider,
	timeprovider.Source: timeprovider.Provider,
	tls.Source:          tls.Provider,
}

// New returns a provider instance for a source address ("hashicorp/aws",
// "registry.terraform.io/hashicorp/aws", "terraform.io/builtin/terraform")
// and true when the catalog knows it; otherwise the generic mock, which
// accepts any resource type and data source, and false.
func New(source string, env Env) (providers.Interface, bool) {
	src := NormalizeSource(source)
	if decl, ok := catalog[src]; ok {
		return decl().Instance(env), true
	}
	return mock.Generic(src).Instance(env), false
}

// Factory returns a providers.Factory that makes providers in env.
func Factory(env Env) providers.Factory {
	return func(source string) (providers.Interface, bool) { return New(source, env) }
}

// Known reports whether the catalog has a provider for the source.
func Known(source string) bool {
	_, ok := catalog[NormalizeSource(source)]
	return ok
}

// Sources lists the source addresses of the catalog, sorted.
func Sources() []string {
	ret := make([]string, 0, len(catalog))
	for s := range catalog {
		ret = append(ret, s)
	}
	sort.Strings(ret)
	return ret
}

// NormalizeSource returns the fully-qualified, lower-case form of a
// provider source address: "aws" and "hashicorp/aws" become
// "registry.terraform.io/hashicorp/aws".
func NormalizeSource(source string) string {
	s := strings.ToLower(strings.TrimSpace(source))
	switch strings.Count(s, "/") {
	case 0:
		if s == "terraform" {
			return builtin.Source
		}
		return "registry.terraform.io/hashicorp/" + s
	case 1:
		return "registry.terraform.io/" + s
	}
	return s
}

// versions are the provider releases the catalog's mocks model; `init`
// reports them as the versions it "installs" when the configuration's
// constraints allow.
var versions = map[string]string{
	"registry.terraform.io/hashicorp/aws":        "5.100.0",
	"registry.terraform.io/hashicorp/google":     "6.49.0",
	"registry.terraform.io/hashicorp/azurerm":    "4.41.0",
	"registry.terraform.io/hashicorp/kubernetes": "2.38.0",
	"registry.terraform.io/hashicorp/random":     "3.7.2",
	"registry.terraform.io/hashicorp/null":       "3.2.4",
	"registry.terraform.io/hashicorp/local":      "2.5.3",
	"registry.terraform.io/hashicorp/time":       "0.13.1",
	"registry.terraform.io/hashicorp/tls":        "4.1.0",
}

// Version returns the provider release the catalog's mock of a source
// models, or "" when it names none.
func Version(source string) string {
	return versions[NormalizeSource(source)]
}

// The clouds' schemas are embedded as data generated from their schema
// code (see package schemadata).
//go:generate go run -tags schemagen ./cmd/genschemas -dir .
