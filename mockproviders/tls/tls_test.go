package tls_test

import (
	"crypto/x509"
	"encoding/pem"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/tfplay/tfplay/mockproviders/tls"
	"github.com/zclconf/go-cty/cty"
)

// fixClock sets the provider's clock to *at for the test.
func fixClock(t *testing.T, at *time.Time) {
	t.Cleanup(tls.SetClock(func() time.Time { return *at }))
}

const pki = `
resource "tls_private_key" "ca" {
  algorithm   = "ECDSA"
  ecdsa_curve = "P384"
}
resource "tls_self_signed_cert" "ca" {
  private_key_pem = tls_private_key.ca.private_key_pem
  subject {
    common_name  = "Example CA"
    organization = "Example, Inc"
  }
  validity_period_hours = 87600
  early_renewal_hours   = 720
  is_ca_certificate     = true
  set_subject_key_id    = true
  allowed_uses          = ["cert_signing", "crl_signing"]
}
resource "tls_private_key" "web" {
  algorithm = "RSA"
}
resource "tls_cert_request" "web" {
  private_key_pem = tls_private_key.web.private_key_pem
  dns_names       = ["www.example.com"]
  ip_addresses    = ["10.0.0.10"]
  subject {
    common_name = "www.example.com"
  }
}
resource "tls_locally_signed_cert" "web" {
  cert_request_pem      = tls_cert_request.web.cert_request_pem
  ca_private_key_pem    = tls_private_key.ca.private_key_pem
  ca_cert_pem           = tls_self_signed_cert.ca.cert_pem
  validity_period_hours = 720
  set_authority_key_id  = true
  allowed_uses          = ["key_encipherment", "digital_signature", "server_auth"]
}
resource "tls_private_key" "ssh" {
  algorithm = "ED25519"
}
`

func parseCert(t *testing.T, s string) *x509.Certificate {
	t.Helper()
	block, _ := pem.Decode([]byte(s))
	if block == nil {
		t.Fatalf("no PEM in %q", s)
	}
	cert, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	return cert
}

func TestPlanShowsSensitiveKeysAndDefaults(t *testing.T) {
	w := newWorkspace(t, pki)
	contains(t, w.ok("plan", "-no-color"),
		`  + resource "tls_private_key" "web" {
      + algorithm                     = "RSA"
      + ecdsa_curve                   = "P224"
      + id                            = (known after apply)
      + private_key_openssh           = (sensitive value)
      + private_key_pem               = (sensitive value)
      + private_key_pem_pkcs8         = (sensitive value)
      + public_key_fingerprint_md5    = (known after apply)
      + public_key_fingerprint_sha256 = (known after apply)
      + public_key_openssh            = (known after apply)
      + public_key_pem                = (known after apply)
      + rsa_bits                      = 2048
    }
`,
		"      + ready_for_renewal     = false\n",
		"      + is_ca_certificate     = true\n",
		"      + set_authority_key_id  = false\n",
		"      + private_key_pem       = (sensitive value)\n",
		"      + subject {\n          + common_name  = \"Example CA\"\n          + organization = \"Example, Inc\"\n        }\n",
		"Plan: 6 to add, 0 to change, 0 to destroy.")
}

func TestApplyMakesAValidPKI(t *testing.T) {
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	fixClock(t, &now)
	w := newWorkspace(t, pki)
	w.apply()
	v := w.values()
	ca := parseCert(t, str(t, v, "tls_self_signed_cert.ca", "cert_pem"))
	web := parseCert(t, str(t, v, "tls_locally_signed_cert.web", "cert_pem"))
	pool := x509.NewCertPool()
	pool.AddCert(ca)
	if _, err := web.Verify(x509.VerifyOptions{Roots: pool, DNSName: "www.example.com", CurrentTime: now.Add(time.Hour)}); err != nil {
		t.Errorf("the web certificate does not verify against the CA: %v", err)
	}
	if !ca.IsCA || ca.Subject.CommonName != "Example CA" || ca.Subject.Organization[0] != "Example, Inc" || len(ca.SubjectKeyId) == 0 {
		t.Errorf("CA certificate: %+v", ca.Subject)
	}
	if string(web.AuthorityKeyId) != string(ca.SubjectKeyId) || web.IPAddresses[0].String() != "10.0.0.10" {
		t.Errorf("web certificate: AKI %x, IPs %v", web.AuthorityKeyId, web.IPAddresses)
	}
	if str(t, v, "tls_self_signed_cert.ca", "validity_start_time") != "2025-06-01T12:00:00Z" ||
		str(t, v, "tls_self_signed_cert.ca", "validity_end_time") != "2035-05-30T12:00:00Z" ||
		str(t, v, "tls_self_signed_cert.ca", "id") != ca.SerialNumber.String() ||
		str(t, v, "tls_self_signed_cert.ca", "key_algorithm") != "ECDSA" ||
		str(t, v, "tls_locally_signed_cert.web", "ca_key_algorithm") != "ECDSA" {
		t.Errorf("self-signed attributes: %v", v["tls_self_signed_cert.ca"])
	}
	for addr, prefix := range map[string]string{
		"tls_private_key.ca":  "-----BEGIN EC PRIVATE KEY-----\n",
		"tls_private_key.web": "-----BEGIN RSA PRIVATE KEY-----\n",
		"tls_private_key.ssh": "-----BEGIN PRIVATE KEY-----\n",
	} {
		if !strings.HasPrefix(str(t, v, addr, "private_key_pem"), prefix) ||
			!strings.HasPrefix(str(t, v, addr, "private_key_pem_pkcs8"), "-----BEGIN PRIVATE KEY-----\n") ||
			!strings.HasPrefix(str(t, v, addr, "private_key_openssh"), "-----BEGIN OPENSSH PRIVATE KEY-----\n") ||
			!strings.HasPrefix(str(t, v, addr, "public_key_pem"), "-----BEGIN PUBLIC KEY-----\n") ||
			!strings.HasPrefix(str(t, v, addr, "public_key_fingerprint_sha256"), "SHA256:") {
			t.Errorf("%s: %v", addr, v[addr])
		}
	}
	if !strings.HasPrefix(str(t, v, "tls_private_key.ssh", "public_key_openssh"), "ssh-ed25519 AAAA") ||
		!strings.HasPrefix(str(t, v, "tls_private_key.ca", "public_key_openssh"), "ecdsa-sha2-nistp384 AAAA") ||
		!strings.HasPrefix(str(t, v, "tls_cert_request.web", "cert_request_pem"), "-----BEGIN CERTIFICATE REQUEST-----\n") {
		t.Error("OpenSSH public keys or request")
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// The same workspace elsewhere gets the same keys and certificates.
	other := newWorkspace(t, pki)
	other.apply()
	ov := other.values()
	for _, k := range [][2]string{{"tls_private_key.web", "private_key_pem"}, {"tls_private_key.ca", "private_key_pem"}, {"tls_self_signed_cert.ca", "cert_pem"}, {"tls_locally_signed_cert.web", "cert_pem"}, {"tls_cert_request.web", "cert_request_pem"}} {
		if str(t, v, k[0], k[1]) != str(t, ov, k[0], k[1]) {
			t.Errorf("%s.%s differs between runs", k[0], k[1])
		}
	}
}

func TestP224HasNoOpenSSHForms(t *testing.T) {
	w := newWorkspace(t, `resource "tls_private_key" "k" {
  algorithm = "ECDSA"
}`)
	w.apply()
	v := w.values()
	for _, attr := range []string{"public_key_openssh", "private_key_openssh", "public_key_fingerprint_md5", "public_key_fingerprint_sha256"} {
		if v["tls_private_key.k"][attr] != "" {
			t.Errorf("%s = %v", attr, v["tls_private_key.k"][attr])
		}
	}
}

func TestChangingTheKeyReplacesTheCertificate(t *testing.T) {
	w := newWorkspace(t, pki)
	w.apply()
	w.edit(strings.Replace(pki, `algorithm = "RSA"`, "algorithm = \"RSA\"\n  rsa_bits  = 3072", 1))
	contains(t, w.ok("plan", "-no-color"),
		"  # tls_private_key.web must be replaced\n",
		"      ~ rsa_bits                      = 2048 -> 3072 # forces replacement\n",
		"  # tls_cert_request.web must be replaced\n",
		"  # tls_locally_signed_cert.web must be replaced\n",
		"Plan: 3 to add, 0 to change, 3 to destroy.")
}

func TestCertificateDueForRenewalIsReplaced(t *testing.T) {
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	fixClock(t, &now)
	w := newWorkspace(t, pki)
	w.apply()
	now = now.Add(719 * time.Hour)
	out := w.ok("plan", "-no-color")
	if strings.Contains(out, "tls_locally_signed_cert.web must be replaced") {
		t.Fatalf("replaced before its end:\n%s", out)
	}
	now = now.Add(time.Hour)
	contains(t, w.ok("plan", "-no-color"), "  # tls_locally_signed_cert.web must be replaced\n", "Plan: 1 to add, 0 to change, 1 to destroy.")
	// The CA renews early_renewal_hours before its end.
	now = time.Date(2035, 4, 30, 12, 0, 0, 0, time.UTC)
	contains(t, w.ok("plan", "-no-color"), "  # tls_self_signed_cert.ca must be replaced\n")
}

func TestCertificateDataSource(t *testing.T) {
	w := newWorkspace(t, `
data "tls_certificate" "eks" {
  url = "https://oidc.eks.eu-west-1.amazonaws.com/id/EXAMPLE"
}
output "thumbprint" { value = data.tls_certificate.eks.certificates[0].sha1_fingerprint }
output "leaf" { value = data.tls_certificate.eks.certificates[1].subject }
`)
	out := w.apply()
	contains(t, out, `leaf = "CN=oidc.eks.eu-west-1.amazonaws.com"`)
	v := w.values()
	certs := v["data.tls_certificate.eks"]["certificates"].([]any)
	root := certs[0].(map[string]any)
	if root["is_ca"] != true || root["subject"] != root["issuer"] || root["version"] != 3.0 || root["public_key_algorithm"] != "ECDSA" || root["signature_algorithm"] != "ECDSA-SHA256" {
		t.Errorf("root: %v", root)
	}
	leaf := parseCert(t, certs[1].(map[string]any)["cert_pem"].(string))
	if err := leaf.CheckSignatureFrom(parseCert(t, root["cert_pem"].(string))); err != nil {
		t.Errorf("the made-up chain does not verify: %v", err)
	}
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// content: the certificates of a PEM text, as given.
	w.edit(`
resource "tls_private_key" "k" {
  algorithm = "ED25519"
}
resource "tls_self_signed_cert" "c" {
  private_key_pem       = tls_private_key.k.private_key_pem
  validity_period_hours = 1
  allowed_uses          = ["server_auth"]
  subject {
    common_name = "a.example"
  }
}
`)
	w.apply()
	w.edit(`
resource "tls_private_key" "k" {
  algorithm = "ED25519"
}
resource "tls_self_signed_cert" "c" {
  private_key_pem       = tls_private_key.k.private_key_pem
  validity_period_hours = 1
  allowed_uses          = ["server_auth"]
  subject {
    common_name = "a.example"
  }
}
data "tls_certificate" "c" {
  content = tls_self_signed_cert.c.cert_pem
}
output "alg" { value = data.tls_certificate.c.certificates[0].public_key_algorithm }
output "serial" { value = data.tls_certificate.c.certificates[0].serial_number == tls_self_signed_cert.c.id }
`)
	contains(t, w.apply(), `alg = "Ed25519"`, "serial = true")
}

func TestPublicKeyDataSource(t *testing.T) {
	w := newWorkspace(t, `
resource "tls_private_key" "k" {
  algorithm = "ED25519"
}
`)
	w.apply()
	w.edit(`
resource "tls_private_key" "k" {
  algorithm = "ED25519"
}
data "tls_public_key" "pem" {
  private_key_pem = tls_private_key.k.private_key_pem
}
data "tls_public_key" "ssh" {
  private_key_openssh = tls_private_key.k.private_key_openssh
}
output "same" { value = data.tls_public_key.pem.public_key_openssh == tls_private_key.k.public_key_openssh && data.tls_public_key.ssh.public_key_fingerprint_md5 == tls_private_key.k.public_key_fingerprint_md5 }
output "alg" { value = data.tls_public_key.ssh.algorithm }
`)
	contains(t, w.apply(), "same = true", `alg = "ED25519"`)
}

func TestValidation(t *testing.T) {
	p := tls.Provider().Instance(mock.Env{})
	cases := []struct {
		data      bool
		typ, body string
		want      string
	}{
		{false, "tls_private_key", `algorithm = "DSA"`, `Attribute algorithm value must be one of: ["RSA" "ECDSA" "ED25519"], got: "DSA"`},
		{false, "tls_private_key", "algorithm = \"ECDSA\"\necdsa_curve = \"P192\"", `Attribute ecdsa_curve value must be one of: ["P224" "P256" "P384" "P521"], got: "P192"`},
		{false, "tls_self_signed_cert", "private_key_pem = \"x\"\nvalidity_period_hours = 1\nallowed_uses = [\"server_auth\", \"web\"]", `Attribute allowed_uses[1] value must be one of:`},
		{true, "tls_certificate", "", "No attribute specified when one (and only one) of [content,url] is required"},
		{true, "tls_certificate", "content = \"x\"\nverify_chain = true", `Attribute "verify_chain" cannot be specified when "content" is specified`},
		{true, "tls_public_key", "private_key_pem = \"x\"\nprivate_key_openssh = \"y\"", "2 attributes specified when one (and only one) of [private_key_pem,private_key_openssh] is required"},
	}
	for _, c := range cases {
		file, diags := hclsyntax.ParseConfig([]byte(c.body), "main.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		schema := p.Schema().ResourceTypes[c.typ].Block
		if c.data {
			schema = p.Schema().DataSources[c.typ].Block
		}
		config, diags := configschema.Decode(file.Body, schema, nil)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		v := p.(providers.ConfigValidator)
		if c.data {
			diags = v.ValidateDataSourceConfig(c.typ, config)
		} else {
			diags = v.ValidateResourceConfig(c.typ, config)
		}
		if len(diags) != 1 || !strings.HasPrefix(diags[0].Detail, c.want) {
			t.Errorf("%s {%s}: %v", c.typ, c.body, diags)
		}
	}
}

func TestReadMarksCertificatesDueForRenewal(t *testing.T) {
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	fixClock(t, &now)
	p := tls.Provider().Instance(mock.Env{})
	schema := p.Schema().ResourceTypes["tls_self_signed_cert"].Block
	m := schema.EmptyValue().AsValueMap()
	m["validity_end_time"] = cty.StringVal("2025-06-02T12:00:00Z")
	m["early_renewal_hours"] = cty.NumberIntVal(12)
	m["ready_for_renewal"] = cty.False
	state := cty.ObjectVal(m)
	read := func() cty.Value {
		return p.ReadResource(providers.ReadRequest{TypeName: "tls_self_signed_cert", PriorState: state}).NewState.GetAttr("ready_for_renewal")
	}
	if read().True() {
		t.Error("due a day early")
	}
	now = now.Add(12 * time.Hour)
	if !read().True() {
		t.Error("not due within the early renewal period")
	}
}

func TestRSAKeySizeIsBounded(t *testing.T) {
	// Known in the configuration: refused by validate, before any work.
	w := newWorkspace(t, `resource "tls_private_key" "k" {
  algorithm = "RSA"
  rsa_bits  = 100000
}`)
	contains(t, w.fails("validate", "-no-color"),
		"Error: Invalid Attribute Value",
		"Attribute rsa_bits: tfplay makes RSA keys of at most 4096 bits",
		"got: 100000")
	// Known only at apply (from another resource): refused by apply.
	w = newWorkspace(t, `resource "terraform_data" "bits" {
  input = 100000
}
resource "tls_private_key" "k" {
  algorithm = "RSA"
  rsa_bits  = terraform_data.bits.output
}`)
	contains(t, w.fails("apply", "-auto-approve", "-no-color"),
		"Error: Unable to generate Key from configuration",
		"tfplay makes RSA keys of at most 4096 bits (the time to generate a key grows\nwith about the fourth power of its size), got 100000")
}
