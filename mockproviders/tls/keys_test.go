package tls

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/sha256"
	"testing"

	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
	"golang.org/x/crypto/ssh"
)

// stream returns a deterministic byte stream named by a string.
func stream(name string) genReader {
	c := &mock.Ctx{Env: mock.Env{Seed: name}}
	return genReader{c.Generator(cty.GetAttrPath("k"), cty.NilVal)}
}

// allKeys makes one key of each kind.
func allKeys(t *testing.T, name string) map[string]crypto.Signer {
	t.Helper()
	keys := map[string]crypto.Signer{}
	rk, err := rsaKey(stream(name), 1024)
	if err != nil {
		t.Fatal(err)
	}
	keys["RSA"] = rk
	for curve, c := range curves {
		k, err := ecdsaKey(stream(name), c)
		if err != nil {
			t.Fatal(err)
		}
		keys[curve] = k
	}
	ek, err := ed25519Key(stream(name))
	if err != nil {
		t.Fatal(err)
	}
	keys["ED25519"] = ek
	return keys
}

func TestKeysAreValidAndDeterministic(t *testing.T) {
	a, b, other := allKeys(t, "a"), allKeys(t, "a"), allKeys(t, "b")
	for name, k := range a {
		if !k.(interface{ Equal(crypto.PrivateKey) bool }).Equal(b[name]) {
			t.Errorf("%s: the same stream gave two keys", name)
		}
		if k.(interface{ Equal(crypto.PrivateKey) bool }).Equal(other[name]) {
			t.Errorf("%s: two streams gave one key", name)
		}
	}
	rk := a["RSA"].(*rsa.PrivateKey)
	if err := rk.Validate(); err != nil || rk.N.BitLen() != 1024 || rk.E != 65537 {
		t.Errorf("RSA key: %v, %d bits", err, rk.N.BitLen())
	}
	// Every key signs and verifies.
	digest := sha256.Sum256([]byte("hello"))
	for name, k := range a {
		var sig []byte
		var err error
		if ek, ok := k.(*ecdsa.PrivateKey); ok {
			sig, err = ecdsaSigner{key: ek, seed: []byte("s")}.Sign(nil, digest[:], crypto.SHA256)
			if err == nil && !ecdsa.VerifyASN1(&ek.PublicKey, digest[:], sig) {
				t.Errorf("%s: deterministic signature does not verify", name)
			}
			again, _ := ecdsaSigner{key: ek, seed: []byte("s")}.Sign(nil, digest[:], crypto.SHA256)
			if !bytes.Equal(sig, again) {
				t.Errorf("%s: signatures differ", name)
			}
		} else if _, ok := k.(ed25519.PrivateKey); ok {
			sig, err = k.Sign(nil, []byte("hello"), crypto.Hash(0))
		} else {
			sig, err = k.Sign(nil, digest[:], crypto.SHA256)
		}
		if err != nil || len(sig) == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestRSA4096(t *testing.T) {
	if testing.Short() {
		t.Skip("slow key generation")
	}
	k, err := rsaKey(stream("big"), 4096)
	if err != nil || k.N.BitLen() != 4096 || k.Validate() != nil {
		t.Fatalf("%v", err)
	}
}

func TestOpenSSHEncodingsMatchXCryptoSSH(t *testing.T) {
	for name, k := range allKeys(t, "ssh") {
		typ, blob, ok := sshPublicKey(k.Public())
		if name == "P224" {
			if ok {
				t.Error("P224 has an OpenSSH encoding")
			}
			if _, ok := opensshPrivateKey(k); ok {
				t.Error("P224 has an OpenSSH private key")
			}
			continue
		}
		pub, err := ssh.NewPublicKey(k.Public())
		if err != nil {
			t.Fatal(err)
		}
		if got, want := authorizedKey(typ, blob), string(ssh.MarshalAuthorizedKey(pub)); got != want {
			t.Errorf("%s: authorized key\n%s\nwant\n%s", name, got, want)
		}
		if got, want := fingerprintMD5(blob), ssh.FingerprintLegacyMD5(pub); got != want {
			t.Errorf("%s: md5 %s, want %s", name, got, want)
		}
		if got, want := fingerprintSHA256(blob), ssh.FingerprintSHA256(pub); got != want {
			t.Errorf("%s: sha256 %s, want %s", name, got, want)
		}
		text, ok := opensshPrivateKey(k)
		if !ok {
			t.Fatalf("%s: no OpenSSH private key", name)
		}
		parsed, err := ssh.ParseRawPrivateKey([]byte(text))
		if err != nil {
			t.Fatalf("%s: x/crypto/ssh cannot read our key: %v", name, err)
		}
		if p, ok := parsed.(*ed25519.PrivateKey); ok {
			parsed = *p
		}
		if !k.(interface{ Equal(crypto.PrivateKey) bool }).Equal(parsed) {
			t.Errorf("%s: x/crypto/ssh reads another key", name)
		}
		back, err := parseOpenSSHPrivateKey(text)
		if err != nil || !k.(interface{ Equal(crypto.PrivateKey) bool }).Equal(back) {
			t.Errorf("%s: our parser: %v", name, err)
		}
		// Keys written by x/crypto/ssh read back too.
		block, err := ssh.MarshalPrivateKey(k, "")
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := pemEncode(&buf, block.Type, block.Bytes); err != nil {
			t.Fatal(err)
		}
		theirs, err := parseOpenSSHPrivateKey(buf.String())
		if err != nil || !k.(interface{ Equal(crypto.PrivateKey) bool }).Equal(theirs) {
			t.Errorf("%s: x/crypto/ssh's key: %v", name, err)
		}
	}
}

func pemEncode(w *bytes.Buffer, typ string, der []byte) error {
	w.WriteString(pemBlock(typ, der))
	return nil
}
