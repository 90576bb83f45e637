package tls

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/sha1"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"math/big"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// certAttributes are the attributes every certificate resource has.
func certAttributes() map[string]*configschema.Attribute {
	list := func(desc string) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.List(cty.String), Optional: true, ForceNew: true, Description: desc}
	}
	return map[string]*configschema.Attribute{
		"validity_period_hours":                        {Type: cty.Number, Required: true, ForceNew: true, Description: "How many hours after issuing the certificate stays valid."},
		"allowed_uses":                                 {Type: cty.List(cty.String), Required: true, ForceNew: true, Description: "Key usages and extended key usages allowed (digital_signature, server_auth...)."},
		"early_renewal_hours":                          {Type: cty.Number, Optional: true, Computed: true, ForceNew: true, Description: "How many hours before expiry the certificate counts as due for renewal (0 by default)."},
		"is_ca_certificate":                            {Type: cty.Bool, Optional: true, Computed: true, ForceNew: true, Description: "Whether the certificate is a certificate authority (false by default)."},
		"max_path_length":                              {Type: cty.Number, Optional: true, ForceNew: true, Description: "How many intermediate certificates may follow a CA certificate."},
		"set_subject_key_id":                           {Type: cty.Bool, Optional: true, Computed: true, ForceNew: true, Description: "Whether to include a subject key identifier (false by default)."},
		"set_authority_key_id":                         {Type: cty.Bool, Optional: true, Computed: true, ForceNew: true, Description: "Whether to include an authority key identifier (false by default)."},
		"name_constraint_permitted_dns_names":          list("DNS domains a CA certificate may issue for."),
		"name_constraint_excluded_dns_names":           list("DNS domains a CA certificate may not issue for."),
		"name_constraint_permitted_dns_names_critical": {Type: cty.Bool, Optional: true, ForceNew: true, Description: "Whether the permitted DNS names constraint is critical."},
		"cert_pem":                                     {Type: cty.String, Computed: true, Description: "The certificate in PEM form."},
		"id":                                           {Type: cty.String, Computed: true, Description: "The certificate's serial number."},
		"ready_for_renewal":                            {Type: cty.Bool, Computed: true, Description: "Whether the certificate has expired or is within its early renewal period."},
		"validity_start_time":                          {Type: cty.String, Computed: true, Description: "When the certificate becomes valid, in RFC 3339 form."},
		"validity_end_time":                            {Type: cty.String, Computed: true, Description: "When the certificate stops being valid, in RFC 3339 form."},
	}
}

// certDefaults are the defaults of the certificate resources.
var certDefaults = map[string]cty.Value{
	"early_renewal_hours":  cty.Zero,
	"is_ca_certificate":    cty.False,
	"set_subject_key_id":   cty.False,
	"set_authority_key_id": cty.False,
	"ready_for_renewal":    cty.False,
}

// certResource completes a certificate resource declaration: its
// validation, and the renewal check of its plan and read.
func certResource(r *mock.Resource) *mock.Resource {
	r.Defaults = certDefaults
	r.Plan = func(c *mock.Ctx, req providers.PlanRequest) providers.PlanResponse {
		prior := req.PriorState
		if prior == cty.NilVal || prior.IsNull() || req.ProposedNewState.IsNull() || !dueForRenewal(prior) {
			return r.DefaultPlan(c, req)
		}
		// A certificate due for renewal is replaced by a new one. Its read
		// has set ready_for_renewal, which the new one plans as false;
		// without a read, the planned value is unknown, so that it still
		// differs from the stored one.
		resp := r.DefaultPlan(c, req)
		if resp.PlannedState == cty.NilVal || resp.PlannedState.IsNull() {
			return resp
		}
		m := resp.PlannedState.AsValueMap()
		m["ready_for_renewal"] = cty.False
		if !flag(prior, "ready_for_renewal") {
			m["ready_for_renewal"] = cty.UnknownVal(cty.Bool)
		}
		resp.PlannedState = cty.ObjectVal(m)
		resp.RequiresReplace = append(resp.RequiresReplace, cty.GetAttrPath("ready_for_renewal"))
		return resp
	}
	r.Read = func(c *mock.Ctx, req providers.ReadRequest) providers.ReadResponse {
		prior := req.PriorState
		if prior == cty.NilVal || prior.IsNull() || !dueForRenewal(prior) {
			return providers.ReadResponse{NewState: prior}
		}
		m := prior.AsValueMap()
		m["ready_for_renewal"] = cty.True
		return providers.ReadResponse{NewState: cty.ObjectVal(m)}
	}
	return validated(r, checkAllowedUses)
}

// dueForRenewal reports whether a stored certificate has expired or is
// within its early renewal period.
func dueForRenewal(state cty.Value) bool {
	if flag(state, "ready_for_renewal") {
		return true
	}
	end, err := time.Parse(time.RFC3339, str(state, "validity_end_time"))
	if err != nil {
		return false
	}
	early := time.Duration(num(state, "early_renewal_hours", 0)) * time.Hour
	return !currentTime().Before(end.Add(-early))
}

// certTemplate is the part of a certificate the configuration decides.
func certTemplate(g *mock.Gen, planned cty.Value) *x509.Certificate {
	serial := new(big.Int).SetBytes(g.Bytes(16))
	serial.SetBit(serial, 127, 0)
	if serial.Sign() == 0 {
		serial.SetInt64(1)
	}
	start := currentTime()
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		NotBefore:             start,
		NotAfter:              start.Add(time.Duration(num(planned, "validity_period_hours", 0)) * time.Hour),
		BasicConstraintsValid: true,
		IsCA:                  flag(planned, "is_ca_certificate"),
	}
	for _, use := range stringList(planned, "allowed_uses") {
		if ku, ok := keyUsages[use]; ok {
			tmpl.KeyUsage |= ku
		}
		if eku, ok := extKeyUsages[use]; ok {
			tmpl.ExtKeyUsage = append(tmpl.ExtKeyUsage, eku)
		}
	}
	if tmpl.IsCA {
		tmpl.MaxPathLen = int(num(planned, "max_path_length", -1))
		tmpl.MaxPathLenZero = tmpl.MaxPathLen == 0
	}
	tmpl.PermittedDNSDomains = stringList(planned, "name_constraint_permitted_dns_names")
	tmpl.ExcludedDNSDomains = stringList(planned, "name_constraint_excluded_dns_names")
	tmpl.PermittedDNSDomainsCritical = flag(planned, "name_constraint_permitted_dns_names_critical")
	return tmpl
}

// keyID is a key identifier: the SHA1 of the public key's encoding.
func keyID(pub crypto.PublicKey) []byte {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return nil
	}
	sum := sha1.Sum(der)
	return sum[:]
}

// signerFor returns what signs with a key: the key itself, or for ECDSA
// a deterministic signer.
func signerFor(key crypto.Signer, g *mock.Gen) crypto.Signer {
	if k, ok := key.(*ecdsa.PrivateKey); ok {
		return ecdsaSigner{key: k, seed: g.Bytes(32)}
	}
	return key
}

// issue signs a certificate and returns the computed attributes common to
// the certificate resources.
func issue(g *mock.Gen, tmpl, parent *x509.Certificate, pub crypto.PublicKey, signer crypto.Signer) (map[string]cty.Value, error) {
	der, err := x509.CreateCertificate(nil, tmpl, parent, pub, signerFor(signer, g))
	if err != nil {
		return nil, err
	}
	return map[string]cty.Value{
		"cert_pem":            cty.StringVal(pemBlock("CERTIFICATE", der)),
		"id":                  cty.StringVal(tmpl.SerialNumber.String()),
		"ready_for_renewal":   cty.False,
		"validity_start_time": cty.StringVal(tmpl.NotBefore.Format(time.RFC3339)),
		"validity_end_time":   cty.StringVal(tmpl.NotAfter.Format(time.RFC3339)),
	}, nil
}

// certError is an apply error of a certificate resource.
func certError(summary string, err error) hcl.Diagnostics {
	return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: summary, Detail: err.Error()}}
}

// selfSignedCertResource is tls_self_signed_cert.
func selfSignedCertResource() *mock.Resource {
	attrs := certAttributes()
	attrs["private_key_pem"] = &configschema.Attribute{Type: cty.String, Required: true, Sensitive: true, ForceNew: true, Description: "The private key the certificate is for, in PEM form."}
	attrs["key_algorithm"] = &configschema.Attribute{Type: cty.String, Computed: true, Description: "The algorithm of the private key."}
	for name, desc := range map[string]string{"dns_names": "DNS names the certificate is for.", "ip_addresses": "IP addresses the certificate is for.", "uris": "URIs the certificate is for."} {
		attrs[name] = &configschema.Attribute{Type: cty.List(cty.String), Optional: true, ForceNew: true, Description: desc}
	}
	return certResource(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A self-signed TLS certificate, made locally, in PEM form.",
			Attributes:  attrs,
			BlockTypes:  map[string]*configschema.NestedBlock{"subject": subjectBlock(true)},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			key, err := parsePrivateKeyPEM(str(planned, "private_key_pem"))
			if err != nil {
				return nil, certError("Failed to parse private key", err)
			}
			g := c.Generator(cty.GetAttrPath("cert_pem"), planned)
			tmpl := certTemplate(g, planned)
			tmpl.Subject = subjectName(planned)
			if err := addNames(planned, &tmpl.DNSNames, &tmpl.IPAddresses, &tmpl.URIs); err != nil {
				return nil, certError("Failed to create certificate", err)
			}
			if flag(planned, "set_subject_key_id") || flag(planned, "set_authority_key_id") {
				tmpl.SubjectKeyId = keyID(key.Public())
			}
			if flag(planned, "set_authority_key_id") {
				tmpl.AuthorityKeyId = tmpl.SubjectKeyId
			}
			vals, err := issue(g, tmpl, tmpl, key.Public(), key)
			if err != nil {
				return nil, certError("Failed to create certificate", err)
			}
			vals["key_algorithm"] = cty.StringVal(algorithmOf(key))
			return vals, nil
		}),
	})
}

// locallySignedCertResource is tls_locally_signed_cert: a certificate for
// a request, signed by a local CA.
func locallySignedCertResource() *mock.Resource {
	attrs := certAttributes()
	attrs["cert_request_pem"] = &configschema.Attribute{Type: cty.String, Required: true, ForceNew: true, Description: "The certificate request, in PEM form."}
	attrs["ca_private_key_pem"] = &configschema.Attribute{Type: cty.String, Required: true, Sensitive: true, ForceNew: true, Description: "The CA's private key, in PEM form."}
	attrs["ca_cert_pem"] = &configschema.Attribute{Type: cty.String, Required: true, ForceNew: true, Description: "The CA's certificate, in PEM form."}
	attrs["ca_key_algorithm"] = &configschema.Attribute{Type: cty.String, Computed: true, Description: "The algorithm of the CA's private key."}
	return certResource(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A TLS certificate for a certificate request, signed by a local CA, in PEM form.",
			Attributes:  attrs,
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			csr, err := parseCSR(str(planned, "cert_request_pem"))
			if err != nil {
				return nil, certError("Failed to parse certificate request", err)
			}
			caKey, err := parsePrivateKeyPEM(str(planned, "ca_private_key_pem"))
			if err != nil {
				return nil, certError("Failed to parse CA private key", err)
			}
			caCert, err := parseCertificate(str(planned, "ca_cert_pem"))
			if err != nil {
				return nil, certError("Failed to parse CA certificate", err)
			}
			g := c.Generator(cty.GetAttrPath("cert_pem"), planned)
			tmpl := certTemplate(g, planned)
			tmpl.Subject = csr.Subject
			tmpl.DNSNames, tmpl.IPAddresses, tmpl.URIs = csr.DNSNames, csr.IPAddresses, csr.URIs
			if flag(planned, "set_subject_key_id") {
				tmpl.SubjectKeyId = keyID(csr.PublicKey)
			}
			if flag(planned, "set_authority_key_id") {
				tmpl.AuthorityKeyId = caCert.SubjectKeyId
			}
			vals, err := issue(g, tmpl, caCert, csr.PublicKey, caKey)
			if err != nil {
				return nil, certError("Failed to create certificate", err)
			}
			vals["ca_key_algorithm"] = cty.StringVal(algorithmOf(caKey))
			return vals, nil
		}),
	})
}

// parseCSR reads a certificate request in PEM form.
func parseCSR(s string) (*x509.CertificateRequest, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil || block.Type != "CERTIFICATE REQUEST" {
		return nil, errors.New("no CERTIFICATE REQUEST block found")
	}
	csr, err := x509.ParseCertificateRequest(block.Bytes)
	if err != nil {
		return nil, err
	}
	return csr, csr.CheckSignature()
}

// parseCertificate reads the first certificate of a PEM text.
func parseCertificate(s string) (*x509.Certificate, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil || block.Type != "CERTIFICATE" {
		return nil, errors.New("no CERTIFICATE block found")
	}
	return x509.ParseCertificate(block.Bytes)
}

// certRequestResource is tls_cert_request: a certificate signing request.
func certRequestResource() *mock.Resource {
	attrs := map[string]*configschema.Attribute{
		"private_key_pem":  {Type: cty.String, Required: true, Sensitive: true, ForceNew: true, Description: "The private key the certificate is for, in PEM form."},
		"cert_request_pem": {Type: cty.String, Computed: true, Description: "The certificate request in PEM form."},
		"key_algorithm":    {Type: cty.String, Computed: true, Description: "The algorithm of the private key."},
		"id":               {Type: cty.String, Computed: true, Description: "Hexadecimal SHA1 checksum of the request."},
	}
	for name, desc := range map[string]string{"dns_names": "DNS names to request a certificate for.", "ip_addresses": "IP addresses to request a certificate for.", "uris": "URIs to request a certificate for."} {
		attrs[name] = &configschema.Attribute{Type: cty.List(cty.String), Optional: true, ForceNew: true, Description: desc}
	}
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A certificate signing request (CSR) in PEM form, to send to a certificate authority.",
			Attributes:  attrs,
			BlockTypes:  map[string]*configschema.NestedBlock{"subject": subjectBlock(false)},
		},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			key, err := parsePrivateKeyPEM(str(planned, "private_key_pem"))
			if err != nil {
				return nil, certError("Failed to parse private key", err)
			}
			tmpl := &x509.CertificateRequest{Subject: subjectName(planned)}
			if err := addNames(planned, &tmpl.DNSNames, &tmpl.IPAddresses, &tmpl.URIs); err != nil {
				return nil, certError("Failed to create certificate request", err)
			}
			g := c.Generator(cty.GetAttrPath("cert_request_pem"), planned)
			der, err := x509.CreateCertificateRequest(nil, tmpl, signerFor(key, g))
			if err != nil {
				return nil, certError("Failed to create certificate request", err)
			}
			sum := sha1.Sum(der)
			return map[string]cty.Value{
				"cert_request_pem": cty.StringVal(pemBlock("CERTIFICATE REQUEST", der)),
				"key_algorithm":    cty.StringVal(algorithmOf(key)),
				"id":               cty.StringVal(hexString(sum[:])),
			}, nil
		}),
	})
}
