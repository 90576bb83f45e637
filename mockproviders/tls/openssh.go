package tls

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"encoding/binary"
	"encoding/pem"
	"errors"
	"math/big"
)

// sshReader reads the SSH wire encoding.
type sshReader struct {
	b   []byte
	err error
}

func (r *sshReader) uint32() uint32 {
	if r.err != nil || len(r.b) < 4 {
		r.err = errors.New("truncated OpenSSH key")
		return 0
	}
	n := binary.BigEndian.Uint32(r.b)
	r.b = r.b[4:]
	return n
}

func (r *sshReader) bytes() []byte {
	n := r.uint32()
	if r.err != nil || uint32(len(r.b)) < n {
		r.err = errors.New("truncated OpenSSH key")
		return nil
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *sshReader) mpint() *big.Int { return new(big.Int).SetBytes(r.bytes()) }

// parseOpenSSHPrivateKey reads an unencrypted private key in OpenSSH's
// "openssh-key-v1" format (RSA, ECDSA or Ed25519), as ssh-keygen writes
// it. golang.org/x/crypto/ssh can read it too, but tfplay keeps that
// large package out of its WebAssembly build.
func parseOpenSSHPrivateKey(s string) (crypto.Signer, error) {
	block, _ := pem.Decode([]byte(s))
	if block == nil || block.Type != "OPENSSH PRIVATE KEY" {
		return nil, errors.New("failed to decode PEM block: no OpenSSH private key found")
	}
	const magic = "openssh-key-v1\x00"
	if len(block.Bytes) < len(magic) || string(block.Bytes[:len(magic)]) != magic {
		return nil, errors.New("not an openssh-key-v1 key")
	}
	r := &sshReader{b: block.Bytes[len(magic):]}
	cipher, kdf := string(r.bytes()), string(r.bytes())
	r.bytes() // kdf options
	if cipher != "none" || kdf != "none" {
		return nil, errors.New("encrypted OpenSSH keys are not supported")
	}
	if n := r.uint32(); n != 1 {
		return nil, errors.New("an OpenSSH key file must hold exactly one key")
	}
	r.bytes() // public key
	priv := &sshReader{b: r.bytes()}
	if r.err != nil {
		return nil, r.err
	}
	if priv.uint32() != priv.uint32() {
		return nil, errors.New("OpenSSH key check numbers differ")
	}
	var key crypto.Signer
	switch typ := string(priv.bytes()); typ {
	case "ssh-rsa":
		n, e, d := priv.mpint(), priv.mpint(), priv.mpint()
		priv.mpint() // iqmp
		p, q := priv.mpint(), priv.mpint()
		k := &rsa.PrivateKey{PublicKey: rsa.PublicKey{N: n, E: int(e.Int64())}, D: d, Primes: []*big.Int{p, q}}
		k.Precompute()
		if err := k.Validate(); err != nil {
			return nil, err
		}
		key = k
	case "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521":
		curve := curves["P"+typ[len(typ)-3:]]
		priv.bytes() // curve name
		priv.bytes() // public point
		d := priv.mpint()
		raw := make([]byte, (curve.Params().BitSize+7)/8)
		k, err := ecdsa.ParseRawPrivateKey(curve, d.FillBytes(raw))
		if err != nil {
			return nil, err
		}
		key = k
	case "ssh-ed25519":
		priv.bytes() // public key
		k := priv.bytes()
		if len(k) != ed25519.PrivateKeySize {
			return nil, errors.New("invalid Ed25519 key")
		}
		key = ed25519.PrivateKey(k)
	default:
		return nil, errors.New("unsupported OpenSSH key type " + typ)
	}
	if priv.err != nil {
		return nil, priv.err
	}
	return key, nil
}
