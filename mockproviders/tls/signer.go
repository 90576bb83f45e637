package tls

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/sha512"
	"encoding/asn1"
	"encoding/binary"
	"errors"
	"io"
	"math/big"
)

// ecdsaSigner signs with an ECDSA key deterministically: the nonce is
// derived from the key, a seed and the digest with HMAC-SHA512 (in the
// spirit of RFC 6979), so the same certificate is signed the same way
// every time. crypto/ecdsa always randomises its signatures, which would
// make every certificate tfplay prints differ from run to run.
type ecdsaSigner struct {
	key  *ecdsa.PrivateKey
	seed []byte
}

// Public returns the public key.
func (s ecdsaSigner) Public() crypto.PublicKey { return &s.key.PublicKey }

// Sign signs a digest, returning an ASN.1 encoded signature.
func (s ecdsaSigner) Sign(_ io.Reader, digest []byte, _ crypto.SignerOpts) ([]byte, error) {
	n := s.key.Curve.Params().N
	priv, err := s.key.Bytes()
	if err != nil {
		return nil, err
	}
	d := new(big.Int).SetBytes(priv)
	e := hashToInt(digest, n)
	for counter := uint32(0); counter < 1000; counter++ {
		mac := hmac.New(sha512.New, priv)
		mac.Write(s.seed)
		mac.Write(digest)
		var c [4]byte
		binary.BigEndian.PutUint32(c[:], counter)
		mac.Write(c[:])
		k, err := scalar(&expander{key: mac.Sum(nil)}, s.key.Curve)
		if err != nil {
			return nil, err
		}
		// k·G is the public key of the private key k.
		kp, err := ecdsa.ParseRawPrivateKey(s.key.Curve, k)
		if err != nil {
			continue
		}
		point, err := kp.PublicKey.Bytes()
		if err != nil {
			return nil, err
		}
		size := (len(point) - 1) / 2
		r := new(big.Int).SetBytes(point[1 : 1+size])
		r.Mod(r, n)
		if r.Sign() == 0 {
			continue
		}
		kInv := new(big.Int).ModInverse(new(big.Int).SetBytes(k), n)
		sig := new(big.Int).Mul(r, d)
		sig.Add(sig, e)
		sig.Mul(sig, kInv)
		sig.Mod(sig, n)
		if sig.Sign() == 0 {
			continue
		}
		return asn1.Marshal(struct{ R, S *big.Int }{r, sig})
	}
	return nil, errors.New("no ECDSA nonce found")
}

// hashToInt takes the leftmost bits of a digest, as many as the order
// has, as ECDSA does.
func hashToInt(digest []byte, n *big.Int) *big.Int {
	bits := n.BitLen()
	if size := (bits + 7) / 8; len(digest) > size {
		digest = digest[:size]
	}
	e := new(big.Int).SetBytes(digest)
	if excess := len(digest)*8 - bits; excess > 0 {
		e.Rsh(e, uint(excess))
	}
	return e
}

// expander is an endless byte stream from a key: HMAC-SHA512 of a counter.
type expander struct {
	key     []byte
	counter uint64
	buf     []byte
}

// Read fills p from the stream.
func (x *expander) Read(p []byte) (int, error) {
	for i := range p {
		if len(x.buf) == 0 {
			mac := hmac.New(sha512.New, x.key)
			var c [8]byte
			binary.BigEndian.PutUint64(c[:], x.counter)
			mac.Write(c[:])
			x.buf = mac.Sum(nil)
			x.counter++
		}
		p[i] = x.buf[0]
		x.buf = x.buf[1:]
	}
	return len(p), nil
}
