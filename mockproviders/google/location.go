package google

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// providerString returns a string argument of the provider block, "" when
// it is not set.
func providerString(c *mock.Ctx, name string) string {
	return strOf(getAttr(c.Provider, name))
}

// providerKnows reports whether the provider arguments are known: a
// provider configured from values of objects not yet created (a
// kubernetes provider from a new cluster) is not.
func providerKnows(c *mock.Ctx, names ...string) bool {
	if c.Provider == cty.NilVal || !c.Provider.IsKnown() {
		return false
	}
	for _, n := range names {
		if !getAttr(c.Provider, n).IsKnown() {
			return false
		}
	}
	return true
}

// regionOfZone returns the region a zone belongs to ("us-central1" for
// "us-central1-a"); a region is returned as it is.
func regionOfZone(zone string) string {
	if i := strings.LastIndexByte(zone, '-'); i > 0 && len(zone)-i == 2 {
		return zone[:i]
	}
	return zone
}

// isZone reports whether a location is a zone rather than a region.
func isZone(location string) bool {
	return regionOfZone(location) != location
}

// providerRegion is the provider's region, else the region of its zone.
func providerRegion(c *mock.Ctx) string {
	if r := providerString(c, "region"); r != "" {
		return r
	}
	return regionOfZone(providerString(c, "zone"))
}

// fillFromProvider sets a null top-level string attribute to a value
// taken from the provider arguments uses. When neither the object nor
// the provider knows it, the plan fails with what the provider reports;
// while the provider's arguments are unknown, so is the attribute.
func fillFromProvider(name string, uses []string, from func(c *mock.Ctx) string, missing string) step {
	return func(c *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
		cur := getAttr(proposed, name)
		if !cur.IsKnown() || !cur.IsNull() || !proposed.Type().HasAttribute(name) || !providerKnows(c, uses...) {
			return proposed, nil
		}
		v := from(c)
		if v == "" {
			return proposed, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: missing}}
		}
		return setAttr(proposed, name, cty.StringVal(v)), nil
	}
}

// The steps that default project, region and zone to the provider's, as
// the provider does at plan time.
var (
	defaultProject = fillFromProvider("project", []string{"project"},
		func(c *mock.Ctx) string { return providerString(c, "project") },
		"project: required field is not set")
	defaultRegion = fillFromProvider("region", []string{"region", "zone"}, providerRegion,
		"Cannot determine region: set in this resource, or set provider-level 'region' or 'zone'.")
	defaultZone = fillFromProvider("zone", []string{"zone"},
		func(c *mock.Ctx) string { return providerString(c, "zone") },
		"Cannot determine zone: set in this resource, or set provider-level zone.")
)

// top returns a top-level attribute of the object a generator completes.
func top(g *mock.Gen, name string) string {
	return strOf(getAttr(g.Object, name))
}

// projectOf is the object's project (already defaulted at plan), else the
// provider's.
func projectOf(g *mock.Gen) string {
	if p := top(g, "project"); p != "" {
		return p
	}
	return strOf(g.ProviderAttr("project"))
}

// computeAPI is the prefix of Compute Engine self links.
const computeAPI = "https://www.googleapis.com/compute/v1/"

// selfLink is a Compute Engine self link of a resource id.
func selfLink(id string) string { return computeAPI + id }

// lastSegment returns the last path segment of a name or link.
func lastSegment(s string) string {
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// numericID returns a Google-style numeric id of n digits.
func numericID(g *mock.Gen, n int) string {
	return fmt.Sprintf("%d%s", 1+g.Intn(9), g.Digits(n-1))
}

// timestamp returns an RFC 3339 timestamp with milliseconds and a Pacific
// offset, as Compute Engine reports creation times; deterministic like
// every generated value.
func timestamp(g *mock.Gen) string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03d-07:00",
		1+g.Intn(12), 1+g.Intn(28), g.Intn(24), g.Intn(60), g.Intn(60), g.Intn(1000))
}

// rfc3339 returns a UTC timestamp with nanoseconds, as newer Google APIs
// report times.
func rfc3339(g *mock.Gen) string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%09dZ",
		1+g.Intn(12), 1+g.Intn(28), g.Intn(24), g.Intn(60), g.Intn(60), g.Intn(1000000000))
}

// externalIP returns a public address from Google's ranges.
func externalIP(g *mock.Gen) string {
	return fmt.Sprintf("%s.%d.%d.%d", g.Pick("34", "35"), g.Intn(256), g.Intn(256), 1+g.Intn(254))
}

// sv is cty.StringVal, short for generators.
func sv(s string) cty.Value { return cty.StringVal(s) }

// gen wraps a string-producing function as a generator.
func gen(f func(g *mock.Gen) string) mock.Generator {
	return func(g *mock.Gen) cty.Value { return sv(f(g)) }
}
