package aws

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// defaultRegion is the region of a provider block that sets none (the
// real provider would read AWS_REGION; a browser tab has no environment).
const defaultRegion = "us-east-1"

// account is the fake account every mock object belongs to.
const account = "123456789012"

// regionInfo describes one region: its availability zone letters, the
// prefix of its zone ids and its name as the console shows it.
type regionInfo struct {
	letters string
	zoneID  string
	desc    string
}

// regions are the regions tfplay knows; others get zones a to c.
var regions = map[string]regionInfo{
	"us-east-1":      {"abcdef", "use1", "US East (N. Virginia)"},
	"us-east-2":      {"abc", "use2", "US East (Ohio)"},
	"us-west-1":      {"ac", "usw1", "US West (N. California)"},
	"us-west-2":      {"abcd", "usw2", "US West (Oregon)"},
	"ca-central-1":   {"abd", "cac1", "Canada (Central)"},
	"eu-west-1":      {"abc", "euw1", "Europe (Ireland)"},
	"eu-west-2":      {"abc", "euw2", "Europe (London)"},
	"eu-west-3":      {"abc", "euw3", "Europe (Paris)"},
	"eu-central-1":   {"abc", "euc1", "Europe (Frankfurt)"},
	"eu-central-2":   {"abc", "euc2", "Europe (Zurich)"},
	"eu-north-1":     {"abc", "eun1", "Europe (Stockholm)"},
	"eu-south-1":     {"abc", "eus1", "Europe (Milan)"},
	"ap-south-1":     {"abc", "aps1", "Asia Pacific (Mumbai)"},
	"ap-southeast-1": {"abc", "apse1", "Asia Pacific (Singapore)"},
	"ap-southeast-2": {"abc", "apse2", "Asia Pacific (Sydney)"},
	"ap-northeast-1": {"acd", "apne1", "Asia Pacific (Tokyo)"},
	"ap-northeast-2": {"abcd", "apne2", "Asia Pacific (Seoul)"},
	"ap-northeast-3": {"abc", "apne3", "Asia Pacific (Osaka)"},
	"ap-east-1":      {"abc", "ape1", "Asia Pacific (Hong Kong)"},
	"sa-east-1":      {"abc", "sae1", "South America (Sao Paulo)"},
	"me-south-1":     {"abc", "mes1", "Middle East (Bahrain)"},
	"af-south-1":     {"abc", "afs1", "Africa (Cape Town)"},
	"cn-north-1":     {"abd", "cnn1", "China (Beijing)"},
	"cn-northwest-1": {"abc", "cnnw1", "China (Ningxia)"},
	"us-gov-west-1":  {"abc", "usgw1", "AWS GovCloud (US-West)"},
	"us-gov-east-1":  {"abc", "usge1", "AWS GovCloud (US-East)"},
	"ap-south-2":     {"abc", "aps2", "Asia Pacific (Hyderabad)"},
	"ap-southeast-3": {"abc", "apse3", "Asia Pacific (Jakarta)"},
	"ap-southeast-4": {"abc", "apse4", "Asia Pacific (Melbourne)"},
	"ca-west-1":      {"abc", "caw1", "Canada West (Calgary)"},
	"eu-south-2":     {"abc", "eus2", "Europe (Spain)"},
	"il-central-1":   {"abc", "ilc1", "Israel (Tel Aviv)"},
	"me-central-1":   {"abc", "mec1", "Middle East (UAE)"},
}

// regionName is the shape of every AWS region name; a configured region
// of another shape is refused, as the provider refuses regions it does
// not know.
var regionName = regexp.MustCompile(`^[a-z]{2}(-gov|-iso[a-z]?)?-[a-z]+-[0-9]{1,2}$`)

// checkRegion returns the error of a provider configuration whose region
// cannot be an AWS region.
func checkRegion(config cty.Value) hcl.Diagnostics {
	r := getAttr(config, "region")
	if r == cty.NilVal || !r.IsKnown() || r.IsNull() || asBool(getAttr(config, "skip_region_validation")) {
		return nil
	}
	if name := r.AsString(); !regionName.MatchString(name) {
		return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid AWS Region: "+name, "", cty.GetAttrPath("region"))}
	}
	return nil
}

// region returns the region of a provider configuration.
func region(provider cty.Value) string {
	if r := attrStr(provider, "region"); r != "" {
		return r
	}
	return defaultRegion
}

// regionOf returns the region of the provider a generator runs for.
func regionOf(g *mock.Gen) string { return region(g.Provider) }

// info returns what tfplay knows of a region.
func info(r string) regionInfo {
	if ri, ok := regions[r]; ok {
		return ri
	}
	parts := strings.Split(r, "-")
	id := ""
	for _, p := range parts {
		if p != "" {
			id += p[:1]
		}
	}
	return regionInfo{letters: "abc", zoneID: id, desc: r}
}

// zones returns the availability zone names of a region.
func zones(r string) []string {
	ri := info(r)
	ret := make([]string, len(ri.letters))
	for i := range ri.letters {
		ret[i] = r + ri.letters[i:i+1]
	}
	return ret
}

// zoneID returns the zone id of an availability zone name ("use1-az1").
func zoneID(az string) string {
	if az == "" {
		return ""
	}
	r, letter := az[:len(az)-1], az[len(az)-1:]
	ri := info(r)
	i := strings.Index(ri.letters, letter)
	if i < 0 {
		i = int(letter[0]-'a') % 6
	}
	return ri.zoneID + "-az" + strconv.Itoa(i+1)
}

// zoneIndex returns the index of an availability zone in its region's
// list, -1 when it is not one of them.
func zoneIndex(r, az string) int {
	for i, z := range zones(r) {
		if z == az {
			return i
		}
	}
	return -1
}

// partition returns the partition of a region.
func partition(r string) string {
	switch {
	case strings.HasPrefix(r, "cn-"):
		return "aws-cn"
	case strings.HasPrefix(r, "us-gov-"):
		return "aws-us-gov"
	}
	return "aws"
}

// dnsSuffix returns the DNS suffix of a region's partition.
func dnsSuffix(r string) string {
	if partition(r) == "aws-cn" {
		return "amazonaws.com.cn"
	}
	return "amazonaws.com"
}

// arn builds an ARN in the generator's region and the fake account.
func arn(g *mock.Gen, service, resource string) cty.Value {
	r := regionOf(g)
	return cty.StringVal("arn:" + partition(r) + ":" + service + ":" + r + ":" + account + ":" + resource)
}

// globalARN builds an ARN without a region (IAM, S3, Route 53).
func globalARN(g *mock.Gen, service, resource string, withAccount bool) cty.Value {
	acct := ""
	if withAccount {
		acct = account
	}
	return cty.StringVal("arn:" + partition(regionOf(g)) + ":" + service + "::" + acct + ":" + resource)
}
