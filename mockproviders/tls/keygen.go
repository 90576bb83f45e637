package tls

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"sync"
)

// Real keys, generated deterministically. Since Go 1.26 crypto/rsa,
// crypto/ecdsa and crypto/rand.Prime ignore the random source they are
// given, and tfplay's values must be reproducible from the workspace seed
// and the instance address, so key generation from a given stream of
// bytes is written here: probable primes for RSA, a scalar below the
// curve order for ECDSA, a seed for Ed25519. The keys are then ordinary
// crypto/* keys, checked with their Validate methods and used with
// crypto/x509.

// smallPrimes returns the odd primes below 2^16, with which RSA prime
// candidates are sieved before the costly tests. They are found on the
// first key made: sieving them at start cost every process a millisecond
// natively, more in the browser.
var smallPrimes = sync.OnceValue(func() []uint32 {
	const limit = 1 << 16
	composite := make([]bool, limit)
	var ps []uint32
	for n := 3; n < limit; n += 2 {
		if composite[n] {
			continue
		}
		ps = append(ps, uint32(n))
		for m := n * n; m < limit; m += 2 * n {
			composite[m] = true
		}
	}
	return ps
})

// sieveWindow is how many odd numbers after a random start are sieved
// before another start is drawn.
const sieveWindow = 1 << 12

// randomPrime returns a probable prime of exactly bits bits whose two
// top bits are set (so that the product of two has all its bits): the
// first prime among the odd numbers following a random start, found by
// sieving a window of them with the small primes and testing the
// survivors with Miller-Rabin and Baillie-PSW.
func randomPrime(r io.Reader, bits int) (*big.Int, error) {
	if bits < 16 {
		return nil, errors.New("prime size must be at least 16 bits")
	}
	buf := make([]byte, (bits+7)/8)
	top := uint(bits % 8)
	if top == 0 {
		top = 8
	}
	composite := make([]bool, sieveWindow)
	mod := new(big.Int)
	for {
		if _, err := io.ReadFull(r, buf); err != nil {
			return nil, err
		}
		buf[0] &= byte(1<<top - 1)
		if top >= 2 {
			buf[0] |= 3 << (top - 2)
		} else {
			buf[0] |= 1
			buf[1] |= 0x80
		}
		buf[len(buf)-1] |= 1
		start := new(big.Int).SetBytes(buf)
		// composite[i] is set when start+2i has a small factor.
		clear(composite)
		for _, sp := range smallPrimes() {
			rem := uint32(mod.Mod(start, big.NewInt(int64(sp))).Uint64())
			// The first i with start+2i ≡ 0 (mod sp): 2i ≡ -rem.
			i := uint32(0)
			if rem != 0 {
				i = sp - rem
				if i%2 == 1 {
					i += sp
				}
				i /= 2
			}
			for ; i < sieveWindow; i += sp {
				composite[i] = true
			}
		}
		for i, c := range composite {
			if c {
				continue
			}
			cand := new(big.Int).Add(start, big.NewInt(int64(2*i)))
			if cand.BitLen() != bits {
				break
			}
			if cand.ProbablyPrime(20) {
				return cand, nil
			}
		}
	}
}

// MaxRSABits is the largest RSA key tfplay makes. The real provider has
// no limit, but the time to find a key's primes grows with about the
// fourth power of its size: 4,096 bits take 0.65 s natively, 8,192 bits
// about ten times that, more than a browser tab's engine may run (8 s),
// and rsa_bits = 100000 would run for days.
const MaxRSABits = 4096

// maxRSABitsText explains MaxRSABits in diagnostics.
var maxRSABitsText = fmt.Sprintf("tfplay makes RSA keys of at most %d bits (the time to generate a key grows with about the fourth power of its size)", MaxRSABits)

// rsaKey generates an RSA key of bits bits with exponent 65537.
func rsaKey(r io.Reader, bits int) (*rsa.PrivateKey, error) {
	if bits < 512 {
		return nil, fmt.Errorf("RSA key size must be at least 512 bits, got %d", bits)
	}
	if bits > MaxRSABits {
		return nil, fmt.Errorf("%s, got %d", maxRSABitsText, bits)
	}
	e := big.NewInt(65537)
	one := big.NewInt(1)
	for {
		p, err := randomPrime(r, bits-bits/2)
		if err != nil {
			return nil, err
		}
		q, err := randomPrime(r, bits/2)
		if err != nil {
			return nil, err
		}
		if p.Cmp(q) == 0 {
			continue
		}
		if p.Cmp(q) < 0 {
			p, q = q, p
		}
		n := new(big.Int).Mul(p, q)
		if n.BitLen() != bits {
			continue
		}
		pm1, qm1 := new(big.Int).Sub(p, one), new(big.Int).Sub(q, one)
		gcd := new(big.Int).GCD(nil, nil, pm1, qm1)
		lambda := new(big.Int).Div(new(big.Int).Mul(pm1, qm1), gcd)
		d := new(big.Int).ModInverse(e, lambda)
		if d == nil {
			continue
		}
		key := &rsa.PrivateKey{PublicKey: rsa.PublicKey{N: n, E: 65537}, D: d, Primes: []*big.Int{p, q}}
		key.Precompute()
		if err := key.Validate(); err != nil {
			continue
		}
		return key, nil
	}
}

// curves are the ECDSA curves by the names the provider takes.
var curves = map[string]elliptic.Curve{
	"P224": elliptic.P224(),
	"P256": elliptic.P256(),
	"P384": elliptic.P384(),
	"P521": elliptic.P521(),
}

// scalar draws a number in [1, order) as a fixed-length big-endian byte
// string.
func scalar(r io.Reader, curve elliptic.Curve) ([]byte, error) {
	n := curve.Params().N
	size := (n.BitLen() + 7) / 8
	buf := make([]byte, size)
	excess := uint(size*8 - n.BitLen())
	for {
		if _, err := io.ReadFull(r, buf); err != nil {
			return nil, err
		}
		buf[0] &= byte(0xff >> excess)
		k := new(big.Int).SetBytes(buf)
		if k.Sign() > 0 && k.Cmp(n) < 0 {
			return buf, nil
		}
	}
}

// ecdsaKey generates an ECDSA key on a curve.
func ecdsaKey(r io.Reader, curve elliptic.Curve) (*ecdsa.PrivateKey, error) {
	d, err := scalar(r, curve)
	if err != nil {
		return nil, err
	}
	return ecdsa.ParseRawPrivateKey(curve, d)
}

// ed25519Key generates an Ed25519 key.
func ed25519Key(r io.Reader) (ed25519.PrivateKey, error) {
	seed := make([]byte, ed25519.SeedSize)
	if _, err := io.ReadFull(r, seed); err != nil {
		return nil, err
	}
	return ed25519.NewKeyFromSeed(seed), nil
}
