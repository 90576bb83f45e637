package tls

import (
	"crypto"
	"crypto/sha1"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/pem"
	"fmt"
	"math/big"
	"net/url"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// publicKeyDataSource is tls_public_key: the public key of a private key.
func publicKeyDataSource() *mock.DataSource {
	computed := func(desc string) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.String, Computed: true, Description: desc}
	}
	d := &mock.DataSource{
		Schema: &configschema.Block{
			Description: "The public key of a private key given in PEM or OpenSSH form.",
			Attributes: map[string]*configschema.Attribute{
				"private_key_pem":               {Type: cty.String, Optional: true, Sensitive: true, Description: "The private key in PEM form (or give private_key_openssh)."},
				"private_key_openssh":           {Type: cty.String, Optional: true, Sensitive: true, Description: "The private key in OpenSSH form (or give private_key_pem)."},
				"algorithm":                     computed("The key's algorithm: RSA, ECDSA or ED25519."),
				"public_key_pem":                computed("The public key in PEM form."),
				"public_key_der":                computed("The public key in DER form, base64-encoded."),
				"public_key_openssh":            computed("The public key as an authorized_keys line (empty for ECDSA P224)."),
				"public_key_fingerprint_md5":    computed("The OpenSSH MD5 fingerprint of the public key (empty for ECDSA P224)."),
				"public_key_fingerprint_sha256": computed("The OpenSSH SHA256 fingerprint of the public key (empty for ECDSA P224)."),
				"id":                            computed("Hexadecimal SHA1 checksum of the public key."),
			},
		},
	}
	d.Validate = func(c *mock.Ctx, config cty.Value) hcl.Diagnostics {
		diags := d.DefaultValidate(c, config)
		if config == cty.NilVal || config.IsNull() || !config.IsKnown() {
			return diags
		}
		return append(diags, exactlyOne(config, "private_key_pem", "private_key_openssh")...)
	}
	d.Read = func(c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		if config == cty.NilVal || config.IsNull() || !config.IsWhollyKnown() {
			return config, nil
		}
		var key crypto.Signer
		var err error
		if s := str(config, "private_key_pem"); s != "" {
			key, err = parsePrivateKeyPEM(s)
		} else {
			key, err = parseOpenSSHPrivateKey(str(config, "private_key_openssh"))
		}
		if err != nil {
			return config, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unable to parse private key", Detail: err.Error()}}
		}
		vals, err := publicValues(key.Public())
		if err != nil {
			return config, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unable to encode public key", Detail: err.Error()}}
		}
		der, _ := x509.MarshalPKIXPublicKey(key.Public())
		vals["public_key_der"] = cty.StringVal(base64.StdEncoding.EncodeToString(der))
		vals["algorithm"] = cty.StringVal(algorithmOf(key))
		vals["private_key_pem"] = config.GetAttr("private_key_pem")
		vals["private_key_openssh"] = config.GetAttr("private_key_openssh")
		return cty.ObjectVal(vals), nil
	}
	return d
}

// exactlyOne checks that exactly one of two or more arguments is set.
func exactlyOne(config cty.Value, names ...string) hcl.Diagnostics {
	set := 0
	for _, n := range names {
		if v := config.GetAttr(n); !v.IsKnown() || !v.IsNull() {
			set++
		}
	}
	if set == 1 {
		return nil
	}
	list := "["
	for i, n := range names {
		if i > 0 {
			list += ","
		}
		list += n
	}
	list += "]"
	detail := "No attribute specified when one (and only one) of " + list + " is required"
	if set > 1 {
		detail = fmt.Sprintf("%d attributes specified when one (and only one) of %s is required", set, list)
	}
	return hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Combination", detail, cty.GetAttrPath(names[0]))}
}

// certificateType is the type of one element of tls_certificate's
// certificates.
var certificateType = cty.Object(map[string]cty.Type{
	"cert_pem":             cty.String,
	"is_ca":                cty.Bool,
	"issuer":               cty.String,
	"max_path_length":      cty.Number,
	"not_after":            cty.String,
	"not_before":           cty.String,
	"public_key_algorithm": cty.String,
	"serial_number":        cty.String,
	"sha1_fingerprint":     cty.String,
	"signature_algorithm":  cty.String,
	"subject":              cty.String,
	"version":              cty.Number,
})

// certificateDataSource is tls_certificate: the certificates of a PEM
// text, or of the chain a URL's host would present — which tfplay, being
// offline, makes up deterministically.
func certificateDataSource() *mock.DataSource {
	d := &mock.DataSource{
		Schema: &configschema.Block{
			Description: "The certificates of a TLS server (a made-up chain in tfplay) or of a PEM text.",
			Attributes: map[string]*configschema.Attribute{
				"url":          {Type: cty.String, Optional: true, Description: "URL of the server (https:// or tls://); or give content."},
				"content":      {Type: cty.String, Optional: true, Description: "Certificates in PEM form; or give url."},
				"verify_chain": {Type: cty.Bool, Optional: true, Description: "Whether to verify the chain of a URL (true by default)."},
				"certificates": {Type: cty.List(certificateType), Computed: true, Description: "The certificates, the root of the chain first."},
				"id":           {Type: cty.String, Computed: true, Description: "A hash of the certificates."},
			},
		},
	}
	d.Validate = func(c *mock.Ctx, config cty.Value) hcl.Diagnostics {
		diags := d.DefaultValidate(c, config)
		if config == cty.NilVal || config.IsNull() || !config.IsKnown() {
			return diags
		}
		diags = append(diags, exactlyOne(config, "content", "url")...)
		if v := config.GetAttr("verify_chain"); !v.IsNull() && !config.GetAttr("content").IsNull() {
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Combination",
				`Attribute "verify_chain" cannot be specified when "content" is specified`, cty.GetAttrPath("verify_chain")))
		}
		return diags
	}
	d.Read = func(c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		if config == cty.NilVal || config.IsNull() || !config.IsWhollyKnown() {
			return config, nil
		}
		var certs []*x509.Certificate
		var err error
		if content := str(config, "content"); content != "" {
			certs, err = parseCertificates(content)
		} else {
			certs, err = madeUpChain(str(config, "url"))
		}
		if err != nil {
			return config, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unable to read certificates", Detail: err.Error()}}
		}
		h := sha1.New()
		var list []cty.Value
		for _, cert := range certs {
			h.Write(cert.Raw)
			list = append(list, certificateValue(cert))
		}
		vals := config.AsValueMap()
		vals["certificates"] = cty.ListValEmpty(certificateType)
		if len(list) > 0 {
			vals["certificates"] = cty.ListVal(list)
		}
		vals["id"] = cty.StringVal(hexString(h.Sum(nil)))
		return cty.ObjectVal(vals), nil
	}
	return d
}

// parseCertificates reads every certificate of a PEM text, in order.
func parseCertificates(s string) ([]*x509.Certificate, error) {
	var certs []*x509.Certificate
	rest := []byte(s)
	for {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			continue
		}
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, err
		}
		certs = append(certs, cert)
	}
	if len(certs) == 0 {
		return nil, fmt.Errorf("no certificate found in the content")
	}
	return certs, nil
}

// certificateValue describes a certificate as tls_certificate does.
func certificateValue(cert *x509.Certificate) cty.Value {
	sum := sha1.Sum(cert.Raw)
	maxPath := int64(-1)
	if cert.IsCA {
		maxPath = int64(cert.MaxPathLen)
		if cert.MaxPathLen == 0 && !cert.MaxPathLenZero {
			maxPath = -1
		}
	}
	return cty.ObjectVal(map[string]cty.Value{
		"cert_pem":             cty.StringVal(pemBlock("CERTIFICATE", cert.Raw)),
		"is_ca":                cty.BoolVal(cert.IsCA),
		"issuer":               cty.StringVal(cert.Issuer.String()),
		"max_path_length":      cty.NumberIntVal(maxPath),
		"not_after":            cty.StringVal(cert.NotAfter.UTC().Format(time.RFC3339)),
		"not_before":           cty.StringVal(cert.NotBefore.UTC().Format(time.RFC3339)),
		"public_key_algorithm": cty.StringVal(cert.PublicKeyAlgorithm.String()),
		"serial_number":        cty.StringVal(cert.SerialNumber.String()),
		"sha1_fingerprint":     cty.StringVal(hexString(sum[:])),
		"signature_algorithm":  cty.StringVal(cert.SignatureAlgorithm.String()),
		"subject":              cty.StringVal(cert.Subject.String()),
		"version":              cty.NumberIntVal(int64(cert.Version)),
	})
}

// madeUpChain makes the chain a server would present for a URL: a root
// CA (the same for every host) and a certificate for the host it signs.
// Everything derives from the host name, so every read agrees.
func madeUpChain(rawURL string) ([]*x509.Certificate, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("invalid URL %q: the URL must have a scheme (https:// or tls://) and a host", rawURL)
	}
	if u.Scheme != "https" && u.Scheme != "tls" {
		return nil, fmt.Errorf("invalid URL %q: the scheme must be https or tls", rawURL)
	}
	host := u.Hostname()
	gen := func(what string) *mock.Gen {
		return (&mock.Ctx{Env: mock.Env{Seed: what}, Source: Source, TypeName: "tls_certificate"}).Generator(nil, cty.NilVal)
	}
	rootGen, leafGen := gen("root"), gen("host "+host)
	rootKey, err := ecdsaKey(genReader{rootGen}, curves["P256"])
	if err != nil {
		return nil, err
	}
	leafKey, err := ecdsaKey(genReader{leafGen}, curves["P256"])
	if err != nil {
		return nil, err
	}
	rootTmpl := &x509.Certificate{
		SerialNumber:          new(big.Int).SetBytes(rootGen.Bytes(16)),
		Subject:               pkix.Name{CommonName: "Mock Root CA 1", Organization: []string{"tfplay Mock Trust Services"}, Country: []string{"US"}},
		NotBefore:             time.Date(2015, 5, 26, 0, 0, 0, 0, time.UTC),
		NotAfter:              time.Date(2038, 1, 17, 0, 0, 0, 0, time.UTC),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
		MaxPathLen:            -1,
	}
	rootDER, err := x509.CreateCertificate(nil, rootTmpl, rootTmpl, &rootKey.PublicKey, ecdsaSigner{key: rootKey, seed: rootGen.Bytes(32)})
	if err != nil {
		return nil, err
	}
	root, err := x509.ParseCertificate(rootDER)
	if err != nil {
		return nil, err
	}
	start := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, leafGen.Intn(300))
	leafTmpl := &x509.Certificate{
		SerialNumber:          new(big.Int).SetBytes(leafGen.Bytes(16)),
		Subject:               pkix.Name{CommonName: host},
		DNSNames:              []string{host},
		NotBefore:             start,
		NotAfter:              start.AddDate(0, 0, 395),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
	}
	leafDER, err := x509.CreateCertificate(nil, leafTmpl, root, &leafKey.PublicKey, ecdsaSigner{key: rootKey, seed: leafGen.Bytes(32)})
	if err != nil {
		return nil, err
	}
	leaf, err := x509.ParseCertificate(leafDER)
	if err != nil {
		return nil, err
	}
	return []*x509.Certificate{root, leaf}, nil
}
