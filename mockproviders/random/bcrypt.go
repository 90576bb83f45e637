package random

import (
	"encoding/base64"
	"strconv"

	"golang.org/x/crypto/blowfish"
)

// bcryptCost is the work factor of random_password's bcrypt_hash, the
// bcrypt package's default.
const bcryptCost = 10

// bcryptEncoding is bcrypt's own base64 alphabet, without padding.
var bcryptEncoding = base64.NewEncoding("./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789").WithPadding(base64.NoPadding)

// bcryptHash hashes a password with bcrypt ("$2a$", cost 10) using the
// given 16-byte salt. golang.org/x/crypto/bcrypt always draws its salt
// from crypto/rand, and tfplay's values must be deterministic, so the
// algorithm (the Eksblowfish key schedule over the library's blowfish
// cipher) is written here; tests check the result with that library.
// Passwords longer than 72 bytes are hashed on their first 72 bytes.
func bcryptHash(password, salt []byte) string {
	if len(password) > 72 {
		password = password[:72]
	}
	key := append(append([]byte{}, password...), 0)
	c, err := blowfish.NewSaltedCipher(key, salt)
	if err != nil {
		return ""
	}
	for range 1 << bcryptCost {
		blowfish.ExpandKey(key, c)
		blowfish.ExpandKey(salt, c)
	}
	text := []byte("OrpheanBeholderScryDoubt")
	for i := 0; i < len(text); i += blowfish.BlockSize {
		for range 64 {
			c.Encrypt(text[i:i+blowfish.BlockSize], text[i:i+blowfish.BlockSize])
		}
	}
	// Like every bcrypt, only 23 of the 24 encrypted bytes are encoded.
	return "$2a$" + strconv.Itoa(bcryptCost) + "$" + bcryptEncoding.EncodeToString(salt) + bcryptEncoding.EncodeToString(text[:23])
}
