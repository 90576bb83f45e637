package mock

import (
	"encoding/binary"
	"encoding/hex"
	"net/netip"
	"strings"

	"github.com/zclconf/go-cty/cty"
)

// A generic object's network placement: an object configured with a
// cidr_block (a subnet) gets an id that carries the block, as a cloud's
// ids lead to the object they name, and an address generated for an object
// configured with that id as its subnet_id falls inside the block
// (ucloud_instance.web.private_ip inside ucloud_subnet.default's
// 192.168.1.0/24). The id's twelve hex digits are a random byte r, then
// the block's address and prefix length, each byte xor r.

// placedID is the id of an object configured with a CIDR block, or
// cty.NilVal (the default id) when it has none.
func placedID(g *Gen) cty.Value {
	v := g.Attr("cidr_block")
	if v.IsNull() || !v.IsKnown() || v.Type() != cty.String {
		return cty.NilVal
	}
	prefix, err := netip.ParsePrefix(v.AsString())
	if err != nil || !prefix.Addr().Is4() {
		return cty.NilVal
	}
	prefix = prefix.Masked()
	r := byte(g.Intn(256))
	b := make([]byte, 6)
	b[0] = r
	a := prefix.Addr().As4()
	for i := range a {
		b[1+i] = a[i] ^ r
	}
	b[5] = byte(prefix.Bits()) ^ r
	return cty.StringVal(idPrefix("", g) + "-" + hex.EncodeToString(b))
}

// placedCIDR is the CIDR block an id made by placedID carries.
func placedCIDR(id string) (netip.Prefix, bool) {
	digits := id[strings.LastIndexByte(id, '-')+1:]
	b, err := hex.DecodeString(digits)
	if err != nil || len(b) != 6 {
		return netip.Prefix{}, false
	}
	r := b[0]
	var a [4]byte
	for i := range a {
		a[i] = b[1+i] ^ r
	}
	bits := int(b[5] ^ r)
	if bits < 8 || bits > 30 {
		return netip.Prefix{}, false
	}
	prefix := netip.PrefixFrom(netip.AddrFrom4(a), bits)
	return prefix, prefix.Masked() == prefix
}

// subnetHost is an address inside the block of the object's subnet_id,
// or "" when the subnet carries none.
func subnetHost(g *Gen) string {
	v := g.Attr("subnet_id")
	if v.IsNull() || !v.IsKnown() || v.Type() != cty.String {
		return ""
	}
	prefix, ok := placedCIDR(v.AsString())
	if !ok {
		return ""
	}
	size := uint32(1) << (32 - prefix.Bits())
	base := binary.BigEndian.Uint32(prefix.Addr().AsSlice())
	// Not the network's first addresses (gateway) nor its broadcast.
	var ip [4]byte
	binary.BigEndian.PutUint32(ip[:], base+2+uint32(g.Intn(int(size-3))))
	return netip.AddrFrom4(ip).String()
}
