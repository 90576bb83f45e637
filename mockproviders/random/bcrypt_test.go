package random

import (
	"bytes"
	"testing"

	"golang.org/x/crypto/bcrypt"
)

func TestBcryptHashMatchesTheLibrary(t *testing.T) {
	salt := bytes.Repeat([]byte{7}, 16)
	for _, pw := range []string{"", "a", "correct horse battery staple", string(bytes.Repeat([]byte("x"), 72))} {
		h := bcryptHash([]byte(pw), salt)
		if err := bcrypt.CompareHashAndPassword([]byte(h), []byte(pw)); err != nil {
			t.Errorf("%q: %s: %v", pw, h, err)
		}
		if cost, err := bcrypt.Cost([]byte(h)); err != nil || cost != 10 {
			t.Errorf("%q: cost %d %v", pw, cost, err)
		}
	}
	long := bytes.Repeat([]byte("y"), 100)
	if err := bcrypt.CompareHashAndPassword([]byte(bcryptHash(long, salt)), long[:72]); err != nil {
		t.Errorf("a long password is not hashed on its first 72 bytes: %v", err)
	}
	if bcryptHash([]byte("a"), salt) == bcryptHash([]byte("a"), bytes.Repeat([]byte{8}, 16)) {
		t.Error("the salt does not matter")
	}
}
