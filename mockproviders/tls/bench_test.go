package tls

import (
	"crypto/sha256"
	"testing"
)

func BenchmarkRSAKey2048(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		if _, err := rsaKey(stream(string(rune(i))), 2048); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRSAKey4096(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		if _, err := rsaKey(stream(string(rune(i))), 4096); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkECDSASignP256(b *testing.B) {
	k, err := ecdsaKey(stream("k"), curves["P256"])
	if err != nil {
		b.Fatal(err)
	}
	digest := sha256.Sum256([]byte("x"))
	s := ecdsaSigner{key: k, seed: []byte("s")}
	for b.Loop() {
		if _, err := s.Sign(nil, digest[:], nil); err != nil {
			b.Fatal(err)
		}
	}
}
