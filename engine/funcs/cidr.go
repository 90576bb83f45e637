package funcs

// IP network functions, written here on top of go-cidr (the library
// Terraform uses): go-cty-funcs' versions parse with net.ParseCIDR, which
// refuses IPv4 octets with leading zeros that Terraform accepts, and take
// host and network numbers as int where Terraform takes big integers.

import (
	"fmt"
	"math/big"
	"net"
	"strings"

	"github.com/apparentlymart/go-cidr/cidr"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/gocty"
)

// parseCIDR parses a CIDR prefix as Terraform does: like net.ParseCIDR,
// but IPv4 octets may have leading zeros (read as decimal), as Go accepted
// before version 1.17.
func parseCIDR(s string) (*net.IPNet, error) {
	_, network, err := net.ParseCIDR(s)
	if err == nil {
		return network, nil
	}
	if lenient, ok := stripOctetZeros(s); ok {
		if _, network, err2 := net.ParseCIDR(lenient); err2 == nil {
			return network, nil
		}
	}
	return nil, err
}

// parseIP parses an address like parseCIDR parses a prefix.
func parseIP(s string) net.IP {
	if ip := net.ParseIP(s); ip != nil {
		return ip
	}
	if lenient, ok := stripOctetZeros(s); ok {
		return net.ParseIP(lenient)
	}
	return nil
}

// stripOctetZeros rewrites the dotted-quad IPv4 part of s (a whole address,
// the tail of an IPv6 address, optionally followed by /N) without leading
// zeros. ok is false when there was nothing to rewrite.
func stripOctetZeros(s string) (string, bool) {
	addr, suffix := s, ""
	if i := strings.IndexByte(s, '/'); i >= 0 {
		addr, suffix = s[:i], s[i:]
	}
	head, quad := "", addr
	if i := strings.LastIndexByte(addr, ':'); i >= 0 {
		head, quad = addr[:i+1], addr[i+1:]
	}
	parts := strings.Split(quad, ".")
	if len(parts) != 4 {
		return "", false
	}
	changed := false
	for i, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return "", false
		}
		if t := strings.TrimLeft(p, "0"); t != p {
			if t == "" {
				t = "0"
			}
			parts[i], changed = t, true
		}
	}
	return head + strings.Join(parts, ".") + suffix, changed
}

// CidrHostFunc returns the address of the given host number within a
// prefix; negative numbers count back from the end of the range.
var CidrHostFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "prefix", Type: cty.String},
		{Name: "hostnum", Type: cty.Number},
	},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		var hostNum *big.Int
		if err := gocty.FromCtyValue(args[1], &hostNum); err != nil {
			return cty.UnknownVal(cty.String), err
		}
		network, err := parseCIDR(args[0].AsString())
		if err != nil {
			return cty.UnknownVal(cty.String), cidrExprError(err)
		}
		ip, err := cidr.HostBig(network, hostNum)
		if err != nil {
			return cty.UnknownVal(cty.String), err
		}
		return cty.StringVal(ip.String()), nil
	},
})

// CidrNetmaskFunc returns the dotted netmask of an IPv4 prefix.
var CidrNetmaskFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "prefix", Type: cty.String}},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		network, err := parseCIDR(args[0].AsString())
		if err != nil {
			return cty.UnknownVal(cty.String), cidrExprError(err)
		}
		if network.IP.To4() == nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("IPv6 addresses cannot have a netmask: %s", args[0].AsString())
		}
		return cty.StringVal(net.IP(network.Mask).String()), nil
	},
})

// CidrSubnetFunc returns the netnum-th subnet of a prefix extended by
// newbits bits.
var CidrSubnetFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "prefix", Type: cty.String},
		{Name: "newbits", Type: cty.Number},
		{Name: "netnum", Type: cty.Number},
	},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		var newbits int
		if err := gocty.FromCtyValue(args[1], &newbits); err != nil {
			return cty.UnknownVal(cty.String), err
		}
		var netnum *big.Int
		if err := gocty.FromCtyValue(args[2], &netnum); err != nil {
			return cty.UnknownVal(cty.String), err
		}
		network, err := parseCIDR(args[0].AsString())
		if err != nil {
			return cty.UnknownVal(cty.String), cidrExprError(err)
		}
		sub, err := cidr.SubnetBig(network, newbits, netnum)
		if err != nil {
			return cty.UnknownVal(cty.String), err
		}
		return cty.StringVal(sub.String()), nil
	},
})

// CidrSubnetsFunc allocates consecutive subnets of a prefix, one per
// newbits argument, each extending the prefix by that many bits.
var CidrSubnetsFunc = function.New(&function.Spec{
	Params:       []function.Parameter{{Name: "prefix", Type: cty.String}},
	VarParam:     &function.Parameter{Name: "newbits", Type: cty.Number},
	Type:         function.StaticReturnType(cty.List(cty.String)),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, retType cty.Type) (cty.Value, error) {
		network, err := parseCIDR(args[0].AsString())
		if err != nil {
			return cty.UnknownVal(retType), function.NewArgError(0, cidrExprError(err))
		}
		base, _ := network.Mask.Size()
		lengths := args[1:]
		if len(lengths) == 0 {
			return cty.ListValEmpty(cty.String), nil
		}
		var first int
		if err := gocty.FromCtyValue(lengths[0], &first); err != nil {
			return cty.UnknownVal(retType), function.NewArgError(1, err)
		}
		addrBits := len(network.IP) * 8
		current, _ := cidr.PreviousSubnet(network, first+base)
		out := make([]cty.Value, len(lengths))
		for i, arg := range lengths {
			var n int
			if err := gocty.FromCtyValue(arg, &n); err != nil {
				return cty.UnknownVal(retType), function.NewArgError(i+1, err)
			}
			if n < 1 {
				return cty.UnknownVal(retType), function.NewArgErrorf(i+1, "must extend prefix by at least one bit")
			}
			// Terraform caps one extension at 32 bits for portability.
			if n > 32 {
				return cty.UnknownVal(retType), function.NewArgErrorf(i+1, "may not extend prefix by more than 32 bits")
			}
			n += base
			if n > addrBits {
				proto := map[int]string{32: "IPv4", 128: "IPv6"}[addrBits]
				if proto == "" {
					proto = "IP"
				}
				return cty.UnknownVal(retType), function.NewArgErrorf(i+1, "would extend prefix to %d bits, which is too long for an %s address", n, proto)
			}
			next, rollover := cidr.NextSubnet(current, n)
			if rollover || !network.Contains(next.IP) {
				return cty.UnknownVal(retType), function.NewArgErrorf(i+1, "not enough remaining address space for a subnet with a prefix of %d bits after %s", n, current.String())
			}
			current = next
			out[i] = cty.StringVal(current.String())
		}
		return cty.ListVal(out), nil
	},
})

func cidrExprError(err error) error { return fmt.Errorf("invalid CIDR expression: %s", err) }
