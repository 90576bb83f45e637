package tls

import (
	"crypto"
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// privateKeyResource is tls_private_key: a real private key, kept in the
// state in PEM and OpenSSH forms with its public key.
func privateKeyResource() *mock.Resource {
	computed := func(desc string, sensitive bool) *configschema.Attribute {
		return &configschema.Attribute{Type: cty.String, Computed: true, Sensitive: sensitive, Description: desc}
	}
	return validated(&mock.Resource{
		Schema: &configschema.Block{
			Description: "A private key made locally and kept (unencrypted) in the state, with its public key.",
			Attributes: map[string]*configschema.Attribute{
				"algorithm":                     {Type: cty.String, Required: true, ForceNew: true, Description: "The key algorithm: RSA, ECDSA or ED25519."},
				"rsa_bits":                      {Type: cty.Number, Optional: true, Computed: true, ForceNew: true, Description: "Size of an RSA key in bits (2048 by default)."},
				"ecdsa_curve":                   {Type: cty.String, Optional: true, Computed: true, ForceNew: true, Description: "Curve of an ECDSA key: P224, P256, P384 or P521 (P224 by default)."},
				"private_key_pem":               computed("The private key in PEM form (PKCS#1 for RSA, SEC 1 for ECDSA, PKCS#8 for Ed25519).", true),
				"private_key_pem_pkcs8":         computed("The private key in PKCS#8 PEM form.", true),
				"private_key_openssh":           computed("The private key in OpenSSH form (empty for ECDSA P224).", true),
				"public_key_pem":                computed("The public key in PEM form.", false),
				"public_key_openssh":            computed("The public key as an authorized_keys line (empty for ECDSA P224).", false),
				"public_key_fingerprint_md5":    computed("The OpenSSH MD5 fingerprint of the public key, \"aa:bb:...\" (empty for ECDSA P224).", false),
				"public_key_fingerprint_sha256": computed("The OpenSSH SHA256 fingerprint of the public key, \"SHA256:...\" (empty for ECDSA P224).", false),
				"id":                            computed("Hexadecimal SHA1 checksum of the public key.", false),
			},
		},
		Defaults: map[string]cty.Value{"rsa_bits": cty.NumberIntVal(2048), "ecdsa_curve": cty.StringVal("P224")},
		Apply: applyWith(func(c *mock.Ctx, planned cty.Value) (map[string]cty.Value, hcl.Diagnostics) {
			r := genReader{c.Generator(cty.GetAttrPath("private_key_pem"), planned)}
			var key crypto.Signer
			var err error
			switch alg := str(planned, "algorithm"); alg {
			case "RSA":
				key, err = rsaKey(r, int(num(planned, "rsa_bits", 2048)))
			case "ECDSA":
				curve, ok := curves[str(planned, "ecdsa_curve")]
				if !ok {
					err = fmt.Errorf("invalid ecdsa_curve %q", str(planned, "ecdsa_curve"))
					break
				}
				key, err = ecdsaKey(r, curve)
			case "ED25519":
				key, err = ed25519Key(r)
			default:
				err = fmt.Errorf("invalid algorithm %q", alg)
			}
			if err != nil {
				return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unable to generate Key from configuration", Detail: err.Error()}}
			}
			vals, err := keyValues(key)
			if err != nil {
				return nil, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Unable to encode the key", Detail: err.Error()}}
			}
			return vals, nil
		}),
	}, func(config cty.Value) hcl.Diagnostics {
		diags := append(oneOf(config, "algorithm", "RSA", "ECDSA", "ED25519"), oneOf(config, "ecdsa_curve", "P224", "P256", "P384", "P521")...)
		if bits := config.GetAttr("rsa_bits"); !bits.IsNull() && bits.IsKnown() && bits.AsBigFloat().Cmp(big.NewFloat(MaxRSABits)) > 0 {
			diags = append(diags, configschema.PathDiagnostic(hcl.DiagError, "Invalid Attribute Value",
				"Attribute rsa_bits: "+maxRSABitsText+", got: "+bits.AsBigFloat().Text('f', -1), cty.GetAttrPath("rsa_bits")))
		}
		return diags
	})
}

// keyValues are tls_private_key's computed attributes for a key.
func keyValues(key crypto.Signer) (map[string]cty.Value, error) {
	privPEM, err := privateKeyPEM(key)
	if err != nil {
		return nil, err
	}
	pkcs8, err := pkcs8PEM(key)
	if err != nil {
		return nil, err
	}
	vals := map[string]cty.Value{
		"private_key_pem":       cty.StringVal(privPEM),
		"private_key_pem_pkcs8": cty.StringVal(pkcs8),
	}
	pub, err := publicValues(key.Public())
	if err != nil {
		return nil, err
	}
	for k, v := range pub {
		vals[k] = v
	}
	ossh, _ := opensshPrivateKey(key)
	vals["private_key_openssh"] = cty.StringVal(ossh)
	return vals, nil
}

// publicValues are the public key attributes tls_private_key and
// tls_public_key share.
func publicValues(pub crypto.PublicKey) (map[string]cty.Value, error) {
	pubPEM, der, err := publicKeyPEM(pub)
	if err != nil {
		return nil, err
	}
	sum := sha1.Sum(der)
	vals := map[string]cty.Value{
		"public_key_pem":                cty.StringVal(pubPEM),
		"public_key_openssh":            cty.StringVal(""),
		"public_key_fingerprint_md5":    cty.StringVal(""),
		"public_key_fingerprint_sha256": cty.StringVal(""),
		"id":                            cty.StringVal(hex.EncodeToString(sum[:])),
	}
	if typ, blob, ok := sshPublicKey(pub); ok {
		vals["public_key_openssh"] = cty.StringVal(authorizedKey(typ, blob))
		vals["public_key_fingerprint_md5"] = cty.StringVal(fingerprintMD5(blob))
		vals["public_key_fingerprint_sha256"] = cty.StringVal(fingerprintSHA256(blob))
	}
	return vals, nil
}
