package aws

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// awsID returns an EC2-style id: the prefix, a dash and 17 hex digits,
// the first of which is 0 as in every id EC2 hands out today.
func awsID(g *mock.Gen, prefix string) string { return prefix + "-0" + g.Hex(16) }

// hexID is a generator of EC2-style ids.
func hexID(prefix string) mock.Generator {
	return func(g *mock.Gen) cty.Value { return cty.StringVal(awsID(g, prefix)) }
}

// upper returns n characters of [A-Z0-9], as IAM unique ids use.
func upper(g *mock.Gen, n int) string { return g.From("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", n) }

// epoch is the start of the pseudo-clock of generated timestamps: mock
// objects are "created" on a day of 2025, deterministically.
var epoch = time.Date(2025, 1, 6, 0, 0, 0, 0, time.UTC)

// created returns the pseudo-time an object was created.
func created(g *mock.Gen) time.Time {
	c := g.Ctx.Generator(cty.GetAttrPath("#created"), g.Object)
	return epoch.Add(time.Duration(c.Intn(300*24*3600))*time.Second + time.Duration(c.Intn(1000))*time.Millisecond)
}

// rfc3339 is a generator of creation timestamps.
func rfc3339(g *mock.Gen) cty.Value { return cty.StringVal(created(g).Format(time.RFC3339)) }

// uniqueSuffix is the 26-character suffix the provider appends to
// generated names: a UTC timestamp to the ten-thousandth of a second and
// an eight-digit hexadecimal counter.
func uniqueSuffix(g *mock.Gen) string {
	t := created(g)
	c := g.Ctx.Generator(cty.GetAttrPath("#counter"), g.Object)
	return t.Format("20060102150405") + fmt.Sprintf("%04d%08x", t.Nanosecond()/100000, c.Intn(16)+1)
}

// uniqueName is a generator of names for objects whose name is optional:
// name_prefix (when the type has it and it is set) or def, then the
// unique suffix.
func uniqueName(def string) mock.Generator {
	return func(g *mock.Gen) cty.Value {
		prefix := def
		if p := asString(g.Attr("name_prefix")); p != "" {
			prefix = p
		}
		return cty.StringVal(prefix + uniqueSuffix(g))
	}
}

// hashcode is the provider's string hash: a CRC-32 as a non-negative
// int, used in ids of rules and routes.
func hashcode(v string) int { return int(crc32.ChecksumIEEE([]byte(v))) }

// The subnet ids this mock generates carry the subnet's CIDR block,
// availability zone and public-IP mapping, so that an instance, NAT
// gateway or load balancer placed in the subnet later — even in another
// run — gets an address inside it and the same zone, as in AWS. The 64
// bits after "subnet-0" hold a 12-bit nonce, then the 40-bit payload and
// a 12-bit check value, both masked with bits derived from the nonce; an
// id that does not check out is someone else's.

// subnetInfo is what a subnet id carries.
type subnetInfo struct {
	CIDR   netip.Prefix
	Zone   int
	Public bool
}

// subnetMask derives the 52 masking bits from a nonce.
func subnetMask(nonce uint64) uint64 {
	sum := sha256.Sum256([]byte("tfplay-subnet-" + strconv.FormatUint(nonce, 16)))
	return binary.BigEndian.Uint64(sum[:8]) & (1<<52 - 1)
}

// subnetCheck is the check value of a payload.
func subnetCheck(nonce, payload uint64) uint64 {
	var buf [16]byte
	binary.BigEndian.PutUint64(buf[:8], nonce)
	binary.BigEndian.PutUint64(buf[8:], payload)
	sum := sha256.Sum256(buf[:])
	return uint64(binary.BigEndian.Uint16(sum[:2])) & 0xfff
}

// encodeSubnetID makes a subnet id carrying si, or a plain random id when
// si cannot be encoded (a prefix length outside /16–/28).
func encodeSubnetID(g *mock.Gen, si subnetInfo) string {
	payload, ok := subnetPayload(si)
	if !ok {
		return awsID(g, "subnet")
	}
	return subnetIDWithNonce(uint64(g.Intn(1<<12)), payload)
}

// subnetIDWithNonce encodes a payload with a given nonce.
func subnetIDWithNonce(nonce, payload uint64) string {
	nonce &= 0xfff
	body := (payload<<12 | subnetCheck(nonce, payload)) ^ subnetMask(nonce)
	return fmt.Sprintf("subnet-0%016x", nonce<<52|body)
}

// subnetPayload packs what a subnet id carries; ok is false when it
// cannot be encoded (a prefix length outside /16–/28).
func subnetPayload(si subnetInfo) (uint64, bool) {
	bits := si.CIDR.Bits()
	if !si.CIDR.Addr().Is4() || bits < 16 || bits > 28 || si.Zone < 0 || si.Zone > 7 {
		return 0, false
	}
	ip := binary.BigEndian.Uint32(si.CIDR.Masked().Addr().AsSlice())
	payload := uint64(ip)<<8 | uint64(bits-16)<<4 | uint64(si.Zone)<<1
	if si.Public {
		payload |= 1
	}
	return payload, true
}

// decodeSubnetID reads what a subnet id carries; ok is false for ids this
// mock did not make.
func decodeSubnetID(id string) (si subnetInfo, ok bool) {
	hex, found := strings.CutPrefix(id, "subnet-0")
	if !found || len(hex) != 16 {
		return si, false
	}
	x, err := strconv.ParseUint(hex, 16, 64)
	if err != nil {
		return si, false
	}
	nonce := x >> 52
	body := (x & (1<<52 - 1)) ^ subnetMask(nonce)
	payload, check := body>>12, body&0xfff
	if subnetCheck(nonce, payload) != check {
		return si, false
	}
	var ip [4]byte
	binary.BigEndian.PutUint32(ip[:], uint32(payload>>8))
	bits := int(payload>>4&0xf) + 16
	if bits > 28 {
		return si, false
	}
	si.CIDR = netip.PrefixFrom(netip.AddrFrom4(ip), bits)
	si.Zone = int(payload >> 1 & 7)
	si.Public = payload&1 == 1
	return si, true
}

// defaultVPCCIDR is the CIDR block of every region's default VPC.
var defaultVPCCIDR = netip.MustParsePrefix("172.31.0.0/16")

// fallbackCIDR is where addresses go in a subnet this mock cannot read.
var fallbackCIDR = netip.MustParsePrefix("10.0.0.0/16")

// placement is where an object placed in a subnet lands: the subnet's
// CIDR block, zone and public mapping. Without a subnet it is the
// region's default VPC (a default subnet of a random zone, which maps
// public IPs); in a subnet this mock did not make, 10.0.0.0/16.
func placement(g *mock.Gen, subnetID string) (cidr netip.Prefix, az string, public bool) {
	r := regionOf(g)
	zs := zones(r)
	pick := g.Ctx.Generator(cty.GetAttrPath("#placement"), g.Object)
	if subnetID == "" {
		i := pick.Intn(len(zs))
		// Default subnets are the /20s of 172.31.0.0/16, one per zone.
		return netip.PrefixFrom(netip.AddrFrom4([4]byte{172, 31, byte(16 * i), 0}), 20), zs[i], true
	}
	if si, ok := decodeSubnetID(subnetID); ok {
		az := zs[si.Zone%len(zs)]
		return si.CIDR, az, si.Public
	}
	return fallbackCIDR, zs[pick.Intn(len(zs))], false
}

// hostIn returns an address of a CIDR block that AWS could assign: not
// one of the first four nor the last of the block.
func hostIn(g *mock.Gen, cidr netip.Prefix) string {
	cidr = cidr.Masked()
	size := uint64(1) << (32 - cidr.Bits())
	if size < 8 {
		return cidr.Addr().String()
	}
	base := binary.BigEndian.Uint32(cidr.Addr().AsSlice())
	off := 4 + uint64(g.Intn(int(size-5)))
	var ip [4]byte
	binary.BigEndian.PutUint32(ip[:], base+uint32(off))
	return netip.AddrFrom4(ip).String()
}

// publicIP returns an address from ranges AWS uses for public IPs.
func publicIP(g *mock.Gen) string {
	first := []int{3, 13, 18, 34, 35, 44, 52, 54}[g.Intn(8)]
	return fmt.Sprintf("%d.%d.%d.%d", first, g.Intn(256), g.Intn(256), 1+g.Intn(254))
}

// ec2Domain is the domain of EC2 host names in a region.
func ec2Domain(r string, public bool) string {
	switch {
	case r == "us-east-1" && public:
		return "compute-1.amazonaws.com"
	case r == "us-east-1":
		return "ec2.internal"
	case public:
		return r + ".compute." + dnsSuffix(r)
	}
	return r + ".compute.internal"
}

// publicDNS returns the public host name of a public IP.
func publicDNS(r, ip string) string {
	if ip == "" {
		return ""
	}
	return "ec2-" + strings.ReplaceAll(ip, ".", "-") + "." + ec2Domain(r, true)
}

// privateDNS returns the private host name of a private IP.
func privateDNS(r, ip string) string {
	if ip == "" {
		return ""
	}
	return "ip-" + strings.ReplaceAll(ip, ".", "-") + "." + ec2Domain(r, false)
}

// parseCIDR parses an IPv4 CIDR block.
func parseCIDR(v string) (netip.Prefix, bool) {
	p, err := netip.ParsePrefix(v)
	if err != nil || !p.Addr().Is4() {
		return netip.Prefix{}, false
	}
	return p, true
}

// stableHex returns n hex digits that depend only on the workspace seed,
// the region and a key: ids of the objects every account has (the
// default VPC, its subnets and security group) must be the same in every
// data source that reports them.
func stableHex(c *mock.Ctx, key string, n int) string {
	sum := sha256.Sum256([]byte(c.Env.Seed + "\x00" + c.Env.Workspace + "\x00" + region(c.Provider) + "\x00" + key))
	return fmt.Sprintf("%x", sum[:])[:n]
}

// stableID is an EC2-style id built with stableHex.
func stableID(c *mock.Ctx, prefix, key string) string { return prefix + "-0" + stableHex(c, key, 16) }

// defaultVPCID is the id of the region's default VPC.
func defaultVPCID(c *mock.Ctx) string { return stableID(c, "vpc", "default-vpc") }

// defaultSubnetID is the id of the default subnet of the i-th zone.
func defaultSubnetID(c *mock.Ctx, i int) string {
	si := subnetInfo{CIDR: netip.PrefixFrom(netip.AddrFrom4([4]byte{172, 31, byte(16 * i), 0}), 20), Zone: i, Public: true}
	payload, _ := subnetPayload(si)
	nonce, _ := strconv.ParseUint(stableHex(c, "default-subnet-"+strconv.Itoa(i), 3), 16, 64)
	return subnetIDWithNonce(nonce, payload)
}

// Elastic IP allocation ids carry their address the same way, so that a
// NAT gateway using the allocation reports the elastic IP's address. The
// 64 bits after "eipalloc-0" hold a 12-bit nonce, then the 32-bit address
// and a 20-bit check value masked with bits derived from the nonce.

// allocationMask derives the 52 masking bits of an allocation id.
func allocationMask(nonce uint64) uint64 {
	sum := sha256.Sum256([]byte("tfplay-eipalloc-" + strconv.FormatUint(nonce, 16)))
	return binary.BigEndian.Uint64(sum[:8]) & (1<<52 - 1)
}

// allocationCheck is the check value of an address.
func allocationCheck(nonce uint64, ip uint32) uint64 {
	var buf [12]byte
	binary.BigEndian.PutUint64(buf[:8], nonce)
	binary.BigEndian.PutUint32(buf[8:], ip)
	sum := sha256.Sum256(buf[:])
	return uint64(binary.BigEndian.Uint32(sum[:4])) & 0xfffff
}

// encodeAllocationID makes an allocation id carrying a public IPv4
// address.
func encodeAllocationID(g *mock.Gen, addr string) string {
	a, err := netip.ParseAddr(addr)
	if err != nil || !a.Is4() {
		return awsID(g, "eipalloc")
	}
	ip := binary.BigEndian.Uint32(a.AsSlice())
	nonce := uint64(g.Intn(1 << 12))
	body := (uint64(ip)<<20 | allocationCheck(nonce, ip)) ^ allocationMask(nonce)
	return fmt.Sprintf("eipalloc-0%016x", nonce<<52|body)
}

// decodeAllocationID returns the address an allocation id carries; ok is
// false for ids this mock did not make.
func decodeAllocationID(id string) (string, bool) {
	hex, found := strings.CutPrefix(id, "eipalloc-0")
	if !found || len(hex) != 16 {
		return "", false
	}
	x, err := strconv.ParseUint(hex, 16, 64)
	if err != nil {
		return "", false
	}
	nonce := x >> 52
	body := (x & (1<<52 - 1)) ^ allocationMask(nonce)
	ip := uint32(body >> 20)
	if allocationCheck(nonce, ip) != body&0xfffff {
		return "", false
	}
	var b [4]byte
	binary.BigEndian.PutUint32(b[:], ip)
	return netip.AddrFrom4(b).String(), true
}
