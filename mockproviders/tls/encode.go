package tls

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/md5"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// pemBlock encodes DER bytes as a PEM block of a type.
func pemBlock(typ string, der []byte) string {
	return string(pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}))
}

// privateKeyPEM encodes a private key the way the provider does: PKCS#1
// for RSA, SEC 1 for ECDSA, PKCS#8 for Ed25519.
func privateKeyPEM(key crypto.Signer) (string, error) {
	switch k := key.(type) {
	case *rsa.PrivateKey:
		return pemBlock("RSA PRIVATE KEY", x509.MarshalPKCS1PrivateKey(k)), nil
	case *ecdsa.PrivateKey:
		der, err := x509.MarshalECPrivateKey(k)
		return pemBlock("EC PRIVATE KEY", der), err
	}
	return pkcs8PEM(key)
}

// pkcs8PEM encodes a private key in PKCS#8.
func pkcs8PEM(key crypto.Signer) (string, error) {
	der, err := x509.MarshalPKCS8PrivateKey(key)
	return pemBlock("PRIVATE KEY", der), err
}

// publicKeyPEM encodes a public key in PKIX.
func publicKeyPEM(pub crypto.PublicKey) (string, []byte, error) {
	der, err := x509.MarshalPKIXPublicKey(pub)
	return pemBlock("PUBLIC KEY", der), der, err
}

// algorithmOf names a key's algorithm as the provider does.
func algorithmOf(key any) string {
	switch key.(type) {
	case *rsa.PrivateKey, *rsa.PublicKey:
		return "RSA"
	case *ecdsa.PrivateKey, *ecdsa.PublicKey:
		return "ECDSA"
	case ed25519.PrivateKey, ed25519.PublicKey, *ed25519.PrivateKey:
		return "ED25519"
	}
	return ""
}

// parsePrivateKeyPEM reads a private key in any of the PEM forms the
// provider accepts.
func parsePrivateKeyPEM(s string) (crypto.Signer, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil {
		return nil, errors.New("failed to decode PEM block: no key found")
	}
	var key any
	var err error
	switch block.Type {
	case "RSA PRIVATE KEY":
		key, err = x509.ParsePKCS1PrivateKey(block.Bytes)
	case "EC PRIVATE KEY":
		key, err = x509.ParseECPrivateKey(block.Bytes)
	case "PRIVATE KEY":
		key, err = x509.ParsePKCS8PrivateKey(block.Bytes)
	default:
		return nil, fmt.Errorf("failed to decode PEM block: unsupported private key type %q", block.Type)
	}
	if err != nil {
		return nil, err
	}
	signer, ok := key.(crypto.Signer)
	if !ok {
		return nil, fmt.Errorf("unsupported private key type %T", key)
	}
	return signer, nil
}

// sshWriter builds the SSH wire encoding (RFC 4251).
type sshWriter struct{ b []byte }

func (w *sshWriter) uint32(n uint32) { w.b = binary.BigEndian.AppendUint32(w.b, n) }
func (w *sshWriter) bytes(p []byte) {
	w.uint32(uint32(len(p)))
	w.b = append(w.b, p...)
}
func (w *sshWriter) string(s string) { w.bytes([]byte(s)) }

// mpint writes a non-negative multiple-precision integer.
func (w *sshWriter) mpint(n *big.Int) {
	b := n.Bytes()
	if len(b) > 0 && b[0]&0x80 != 0 {
		b = append([]byte{0}, b...)
	}
	w.bytes(b)
}

// sshCurveNames are the SSH names of the curves OpenSSH supports (not
// P-224).
var sshCurveNames = map[elliptic.Curve]string{
	elliptic.P256(): "nistp256",
	elliptic.P384(): "nistp384",
	elliptic.P521(): "nistp521",
}

// sshPublicKey returns the SSH key type and public key blob of a key;
// ok is false for keys OpenSSH cannot hold (ECDSA P-224).
func sshPublicKey(pub crypto.PublicKey) (typ string, blob []byte, ok bool) {
	var w sshWriter
	switch k := pub.(type) {
	case *rsa.PublicKey:
		typ = "ssh-rsa"
		w.string(typ)
		w.mpint(big.NewInt(int64(k.E)))
		w.mpint(k.N)
	case *ecdsa.PublicKey:
		curve, known := sshCurveNames[k.Curve]
		if !known {
			return "", nil, false
		}
		point, err := k.Bytes()
		if err != nil {
			return "", nil, false
		}
		typ = "ecdsa-sha2-" + curve
		w.string(typ)
		w.string(curve)
		w.bytes(point)
	case ed25519.PublicKey:
		typ = "ssh-ed25519"
		w.string(typ)
		w.bytes(k)
	default:
		return "", nil, false
	}
	return typ, w.b, true
}

// authorizedKey renders a public key as an authorized_keys line.
func authorizedKey(typ string, blob []byte) string {
	return typ + " " + base64.StdEncoding.EncodeToString(blob) + "\n"
}

// fingerprintMD5 is OpenSSH's legacy fingerprint ("aa:bb:...").
func fingerprintMD5(blob []byte) string {
	sum := md5.Sum(blob)
	h := hex.EncodeToString(sum[:])
	parts := make([]string, 0, len(sum))
	for i := 0; i < len(h); i += 2 {
		parts = append(parts, h[i:i+2])
	}
	return strings.Join(parts, ":")
}

// fingerprintSHA256 is OpenSSH's fingerprint ("SHA256:...").
func fingerprintSHA256(blob []byte) string {
	sum := sha256.Sum256(blob)
	return "SHA256:" + base64.RawStdEncoding.EncodeToString(sum[:])
}

// opensshPrivateKey encodes an unencrypted private key in OpenSSH's
// "openssh-key-v1" format with an empty comment. Its check number, random
// in OpenSSH, is derived from the public key so that the encoding is
// reproducible. golang.org/x/crypto/ssh can marshal such keys, but only
// with a random check number (and a large package), hence this writer.
func opensshPrivateKey(key crypto.Signer) (string, bool) {
	typ, pubBlob, ok := sshPublicKey(key.Public())
	if !ok {
		return "", false
	}
	var priv sshWriter
	sum := sha256.Sum256(pubBlob)
	check := binary.BigEndian.Uint32(sum[:4])
	priv.uint32(check)
	priv.uint32(check)
	priv.string(typ)
	switch k := key.(type) {
	case *rsa.PrivateKey:
		priv.mpint(k.N)
		priv.mpint(big.NewInt(int64(k.E)))
		priv.mpint(k.D)
		priv.mpint(new(big.Int).ModInverse(k.Primes[1], k.Primes[0]))
		priv.mpint(k.Primes[0])
		priv.mpint(k.Primes[1])
	case *ecdsa.PrivateKey:
		point, err := k.PublicKey.Bytes()
		d, err2 := k.Bytes()
		if err != nil || err2 != nil {
			return "", false
		}
		priv.string(sshCurveNames[k.Curve])
		priv.bytes(point)
		priv.mpint(new(big.Int).SetBytes(d))
	case ed25519.PrivateKey:
		priv.bytes(k.Public().(ed25519.PublicKey))
		priv.bytes(k)
	default:
		return "", false
	}
	priv.string("")
	for i := byte(1); len(priv.b)%8 != 0; i++ {
		priv.b = append(priv.b, i)
	}
	var w sshWriter
	w.b = append(w.b, "openssh-key-v1\x00"...)
	w.string("none")
	w.string("none")
	w.string("")
	w.uint32(1)
	w.bytes(pubBlob)
	w.bytes(priv.b)
	return pemBlock("OPENSSH PRIVATE KEY", w.b), true
}

// hexString is lowercase hexadecimal.
func hexString(b []byte) string { return hex.EncodeToString(b) }
