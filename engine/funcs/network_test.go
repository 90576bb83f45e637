package funcs

import (
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestCidrFunctions(t *testing.T) {
	unknownStr := cty.UnknownVal(cty.String).RefineNotNull()
	runExprCases(t, testOptions(), []exprCase{
		{expr: `cidrhost("10.12.112.0/20", 16)`, want: str("10.12.112.16")},
		{expr: `cidrhost("010.012.112.000/20", 16)`, want: str("10.12.112.16")},
		{expr: `cidrhost("fd00:fd12:3456:7890::/56", 16)`, want: str("fd00:fd12:3456:7800::10")},
		{expr: `cidrhost("fd00::/64", 18446744073709551615)`, want: str("fd00::ffff:ffff:ffff:ffff")},
		{expr: `cidrhost("10.0.0.0/8", -1)`, want: str("10.255.255.255")},
		{expr: `cidrhost(us, 1)`, want: unknownStr},
		{expr: `cidrhost(sensitive("10.0.0.0/8"), 1)`, want: sens(str("10.0.0.1"))},
		{expr: `cidrhost("10.0.0.0/8", 16777216)`, err: "prefix of 8 does not accommodate a host numbered 16777216"},
		{expr: `cidrhost("10.0.0.0/8", 0.5)`, err: "value must be a whole number"},
		{expr: `cidrhost("256.0.0.0/8", 1)`, err: "invalid CIDR expression: invalid CIDR address: 256.0.0.0/8"},
		{expr: `cidrhost("", 1)`, err: "invalid CIDR expression: invalid CIDR address: "},

		{expr: `cidrnetmask("10.0.0.0/0")`, want: str("0.0.0.0")},
		{expr: `cidrnetmask("10.0.0.0/31")`, want: str("255.255.255.254")},
		{expr: `cidrnetmask("01.2.3.4/16")`, want: str("255.255.0.0")},
		{expr: `cidrnetmask("::/64")`, err: "IPv6 addresses cannot have a netmask: ::/64"},
		{expr: `cidrnetmask("é")`, err: "invalid CIDR expression: invalid CIDR address: é"},

		{expr: `cidrsubnet("10.0.0.0/8", 8, 255)`, want: str("10.255.0.0/16")},
		{expr: `cidrsubnet("fd00::/56", 8, 1)`, want: str("fd00:0:0:1::/64")},
		{expr: `cidrsubnet("10.0.0.0/8", 0, 0)`, want: str("10.0.0.0/8")},
		{expr: `cidrsubnet("10.0.0.0/30", 3, 0)`, err: "insufficient address space to extend prefix of 30 by 3"},
		{expr: `cidrsubnet("10.0.0.0/8", 1.5, 0)`, err: "value must be a whole number"},
		{expr: `cidrsubnet("x", 1, 0)`, err: "invalid CIDR expression: invalid CIDR address: x"},

		{expr: `cidrsubnets("10.0.0.0/16", 4, 4, 8, 4)`, want: cty.ListVal(vals([]string{"10.0.0.0/20", "10.0.16.0/20", "10.0.32.0/24", "10.0.48.0/20"}))},
		{expr: `cidrsubnets("10.0.0.0/8")`, want: cty.ListValEmpty(cty.String)},
		{expr: `cidrsubnets("x", 1)`, err: `Invalid value for "prefix" parameter: invalid CIDR expression: invalid CIDR address: x`},
		{expr: `cidrsubnets("10.0.0.0/8", 1, 0)`, err: `Invalid value for "newbits" parameter: must extend prefix by at least one bit`},
		{expr: `cidrsubnets("fd00::/56", 33)`, err: "may not extend prefix by more than 32 bits"},
		{expr: `cidrsubnets("10.0.0.0/30", 3)`, err: "would extend prefix to 33 bits, which is too long for an IPv4 address"},
		{expr: `cidrsubnets("fd00::/120", 9)`, err: "would extend prefix to 129 bits, which is too long for an IPv6 address"},
		{expr: `cidrsubnets("10.0.0.0/24", 1, 1, 1)`, err: "not enough remaining address space for a subnet with a prefix of 25 bits after 10.0.0.128/25"},
		{expr: `cidrsubnets("10.0.0.0/8", 1.5)`, err: "value must be a whole number"},
	})
	opts := testOptions()
	opts.Flavor = OpenTofu
	runExprCases(t, opts, []exprCase{
		{expr: `cidrcontains("10.0.0.0/8", "10.1.2.3")`, want: cty.True},
		{expr: `cidrcontains("10.0.0.0/8", "11.0.0.0")`, want: cty.False},
		{expr: `cidrcontains("10.0.0.0/8", "10.1.0.0/16")`, want: cty.True},
		{expr: `cidrcontains("10.0.0.0/16", "10.0.0.0/8")`, want: cty.False},
		{expr: `cidrcontains("fd00::/8", "fd12::1")`, want: cty.True},
		{expr: `cidrcontains("10.0.0.0/8", "fd00::1")`, err: "address family mismatch: 10.0.0.0/8 vs. fd00::1"},
		{expr: `cidrcontains("10.0.0.0/8", "nope")`, err: "invalid IP address or prefix: nope"},
		{expr: `cidrcontains("nope", "10.0.0.1")`, err: "invalid CIDR address: nope"},
	})
}

func TestDateTimeFunctions(t *testing.T) {
	runExprCases(t, testOptions(), []exprCase{
		{expr: `timecmp("2017-11-22T00:00:00Z", "2017-11-22T00:00:01Z")`, want: num(-1)},
		{expr: `timecmp("2017-11-22T01:00:00+01:00", "2017-11-22T00:00:00Z")`, want: num(0)},
		{expr: `timecmp("2017-11-22T00:00:00.000001Z", "2017-11-22T00:00:00Z")`, want: num(1)},
		{expr: `timecmp(us, "2017-11-22T00:00:00Z")`, want: cty.UnknownVal(cty.Number).RefineNotNull()},
		{expr: `timecmp(sensitive("2017-11-22T00:00:00Z"), "2017-11-22T00:00:00Z")`, want: sens(num(0))},
		{expr: `timecmp("", "2017-11-22T00:00:00Z")`, err: `Invalid value for "timestamp_a" parameter: not a valid RFC3339 timestamp: end of string before year`},
		{expr: `timecmp("2017-11-22T00:00:00Z", "2017-11-22")`, err: `Invalid value for "timestamp_b" parameter: not a valid RFC3339 timestamp: missing required time introducer 'T'`},
		{expr: `timecmp("2017-11-22T25:00:00Z", "2017-11-22T00:00:00Z")`, err: `not a valid RFC3339 timestamp: cannot use ":00:00Z" as hour`},
		{expr: `timecmp("2017/11/22T00:00:00Z", "2017-11-22T00:00:00Z")`, err: `not a valid RFC3339 timestamp: found "/11/22T00:00:00Z" where "-" is expected`},
		{expr: `timecmp("2017-11-22T00:00:00", "2017-11-22T00:00:00Z")`, err: "not a valid RFC3339 timestamp: end of string before UTC offset"},
		{expr: `timecmp("2017-11-22T00:00:00Zé", "2017-11-22T00:00:00Z")`, err: `not a valid RFC3339 timestamp: cannot use "é" as timestamp segment`},
	})
}

func TestNumericWrappers(t *testing.T) {
	runExprCases(t, testOptions(), []exprCase{
		{expr: `log(8, 2)`, want: num(3)},
		{expr: `log(0, 10)`, want: cty.NegativeInfinity},
		{expr: `log(un, 10)`, want: cty.UnknownVal(cty.Number).RefineNotNull()},
		{expr: `log(sensitive(100), 10)`, want: sens(num(2))},
		{expr: `log(-1, 10)`, err: `Call to function "log" failed: result is not a number.`},
		{expr: `log(1, 1)`, err: "result is not a number"},
		{expr: `pow(2, 10)`, want: num(1024)},
		{expr: `pow(-8, 1/3)`, err: `Call to function "pow" failed: result is not a number.`},
		{expr: `pow(null, 1)`, err: `Invalid value for "num" parameter: argument must not be null`},
		{expr: `pow(2, "x")`, err: `Invalid value for "power" parameter: a number is required`},
	})
}
