package random

import "testing"

func BenchmarkBcryptHash(b *testing.B) {
	salt := make([]byte, 16)
	for b.Loop() {
		bcryptHash([]byte("correct horse battery staple"), salt)
	}
}
