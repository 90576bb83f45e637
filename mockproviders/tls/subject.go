package tls

import (
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"fmt"
	"net"
	"net/url"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/zclconf/go-cty/cty"
)

// subjectBlock is the subject block of certificates and requests; email
// is only in certificates.
func subjectBlock(email bool) *configschema.NestedBlock {
	attr := func(desc string) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.String, Optional: true, Description: desc}
	}
	b := &configschema.NestedBlock{Nesting: configschema.NestingList, MaxItems: 1, ForceNew: true, Block: configschema.Block{
		Description: "The distinguished name of the certificate's subject.",
		Attributes: map[string]*configschema.Attribute{
			"common_name":         attr("Common name (CN)."),
			"organization":        attr("Organization (O)."),
			"organizational_unit": attr("Organizational unit (OU)."),
			"street_address":      {Type: cty.List(cty.String), Optional: true, Description: "Street address lines (STREET)."},
			"locality":            attr("Locality or city (L)."),
			"province":            attr("State or province (ST)."),
			"country":             attr("Country (C)."),
			"postal_code":         attr("Postal code (PC)."),
			"serial_number":       attr("Serial number of the subject (SERIALNUMBER)."),
		},
	}}
	if email {
		b.Attributes["email_address"] = attr("E-mail address (OID 1.2.840.113549.1.9.1).")
	}
	return b
}

// oidEmailAddress is the e-mail address attribute of a name.
var oidEmailAddress = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 9, 1}

// subjectName builds a distinguished name from a subject block value.
func subjectName(obj cty.Value) pkix.Name {
	var name pkix.Name
	list := obj.GetAttr("subject")
	if list.IsNull() || !list.IsKnown() || list.LengthInt() == 0 {
		return name
	}
	s := list.Index(cty.Zero)
	one := func(attr string) []string {
		if v := str(s, attr); v != "" {
			return []string{v}
		}
		return nil
	}
	name.CommonName = str(s, "common_name")
	name.Organization = one("organization")
	name.OrganizationalUnit = one("organizational_unit")
	name.StreetAddress = stringList(s, "street_address")
	name.Locality = one("locality")
	name.Province = one("province")
	name.Country = one("country")
	name.PostalCode = one("postal_code")
	name.SerialNumber = str(s, "serial_number")
	if s.Type().HasAttribute("email_address") {
		if e := str(s, "email_address"); e != "" {
			name.ExtraNames = append(name.ExtraNames, pkix.AttributeTypeAndValue{Type: oidEmailAddress, Value: e})
		}
	}
	return name
}

// keyUsages and extKeyUsages map allowed_uses values to X.509 usages.
var (
	keyUsages = map[string]x509.KeyUsage{
		"digital_signature":  x509.KeyUsageDigitalSignature,
		"content_commitment": x509.KeyUsageContentCommitment,
		"key_encipherment":   x509.KeyUsageKeyEncipherment,
		"data_encipherment":  x509.KeyUsageDataEncipherment,
		"key_agreement":      x509.KeyUsageKeyAgreement,
		"cert_signing":       x509.KeyUsageCertSign,
		"crl_signing":        x509.KeyUsageCRLSign,
		"encipher_only":      x509.KeyUsageEncipherOnly,
		"decipher_only":      x509.KeyUsageDecipherOnly,
	}
	extKeyUsages = map[string]x509.ExtKeyUsage{
		"any_extended":                      x509.ExtKeyUsageAny,
		"server_auth":                       x509.ExtKeyUsageServerAuth,
		"client_auth":                       x509.ExtKeyUsageClientAuth,
		"code_signing":                      x509.ExtKeyUsageCodeSigning,
		"email_protection":                  x509.ExtKeyUsageEmailProtection,
		"ipsec_end_system":                  x509.ExtKeyUsageIPSECEndSystem,
		"ipsec_tunnel":                      x509.ExtKeyUsageIPSECTunnel,
		"ipsec_user":                        x509.ExtKeyUsageIPSECUser,
		"timestamping":                      x509.ExtKeyUsageTimeStamping,
		"ocsp_signing":                      x509.ExtKeyUsageOCSPSigning,
		"microsoft_server_gated_crypto":     x509.ExtKeyUsageMicrosoftServerGatedCrypto,
		"netscape_server_gated_crypto":      x509.ExtKeyUsageNetscapeServerGatedCrypto,
		"microsoft_commercial_code_signing": x509.ExtKeyUsageMicrosoftCommercialCodeSigning,
		"microsoft_kernel_code_signing":     x509.ExtKeyUsageMicrosoftKernelCodeSigning,
	}
)

// allowedUseNames lists every allowed_uses value, sorted.
func allowedUseNames() []string {
	var names []string
	for n := range keyUsages {
		names = append(names, n)
	}
	for n := range extKeyUsages {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// checkAllowedUses checks the allowed_uses values.
func checkAllowedUses(config cty.Value) hcl.Diagnostics {
	v := config.GetAttr("allowed_uses")
	if v.IsNull() || !v.IsKnown() {
		return nil
	}
	var diags hcl.Diagnostics
	for i, e := range v.AsValueSlice() {
		if e.IsNull() || !e.IsKnown() {
			continue
		}
		_, k := keyUsages[e.AsString()]
		_, x := extKeyUsages[e.AsString()]
		if !k && !x {
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value Match",
				fmt.Sprintf("Attribute allowed_uses[%d] value must be one of: %s, got: %q", i, quoteAll(allowedUseNames()), e.AsString()),
				cty.GetAttrPath("allowed_uses").IndexInt(i)))
		}
	}
	return diags
}

// addNames sets the DNS names, IP addresses and URIs of a certificate or
// request.
func addNames(obj cty.Value, dns *[]string, ips *[]net.IP, uris *[]*url.URL) error {
	*dns = stringList(obj, "dns_names")
	for _, s := range stringList(obj, "ip_addresses") {
		ip := net.ParseIP(s)
		if ip == nil {
			return fmt.Errorf("invalid IP address %q", s)
		}
		*ips = append(*ips, ip)
	}
	for _, s := range stringList(obj, "uris") {
		u, err := url.Parse(s)
		if err != nil {
			return fmt.Errorf("invalid URI %q: %v", s, err)
		}
		*uris = append(*uris, u)
	}
	return nil
}
