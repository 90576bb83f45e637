package funcs

// Hash and crypto functions. From go-cty-funcs: bcrypt md5 sha1 sha256
// sha512 uuidv5. Written here: base64sha256 base64sha512 (no library),
// the file hash functions (they read through the fs.FS, see
// filesystem.go), rsadecrypt (go-cty-funcs accepts PKCS#1 keys only and
// has other error texts; Terraform also takes PKCS#8 and OpenSSH keys) and
// uuid (Terraform uses hashicorp/go-uuid, not a true version 4 UUID).

import (
	"crypto/md5"
	"crypto/rsa"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/asn1"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	ctycrypto "github.com/hashicorp/go-cty-funcs/crypto"
	ctyuuid "github.com/hashicorp/go-cty-funcs/uuid"
	uuid "github.com/hashicorp/go-uuid"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"golang.org/x/crypto/ssh"
)

// Functions taken from go-cty-funcs.
var (
	// BcryptFunc hashes a string with bcrypt (cost 10 unless given).
	BcryptFunc = withNotNull(ctycrypto.BcryptFunc)
	// Md5Func returns the hex MD5 digest of a string.
	Md5Func = withNotNull(ctycrypto.Md5Func)
	// Sha1Func returns the hex SHA-1 digest of a string.
	Sha1Func = withNotNull(ctycrypto.Sha1Func)
	// Sha256Func returns the hex SHA-256 digest of a string.
	Sha256Func = withNotNull(ctycrypto.Sha256Func)
	// Sha512Func returns the hex SHA-512 digest of a string.
	Sha512Func = withNotNull(ctycrypto.Sha512Func)
	// UUIDV5Func returns the name-based (SHA-1) UUID of a name in a
	// namespace ("dns", "url", "oid", "x500" or a UUID).
	UUIDV5Func = withNotNull(ctyuuid.V5Func)
)

func md5Hex(b []byte) string    { s := md5.Sum(b); return hex.EncodeToString(s[:]) }
func sha1Hex(b []byte) string   { s := sha1.Sum(b); return hex.EncodeToString(s[:]) }
func sha256Hex(b []byte) string { s := sha256.Sum256(b); return hex.EncodeToString(s[:]) }
func sha512Hex(b []byte) string { s := sha512.Sum512(b); return hex.EncodeToString(s[:]) }
func sha256Base64(b []byte) string {
	s := sha256.Sum256(b)
	return base64.StdEncoding.EncodeToString(s[:])
}
func sha512Base64(b []byte) string {
	s := sha512.Sum512(b)
	return base64.StdEncoding.EncodeToString(s[:])
}

// stringDigestFunc builds a function that hashes the UTF-8 bytes of a
// string.
func stringDigestFunc(digest func([]byte) string) function.Function {
	return function.New(&function.Spec{
		Params:       []function.Parameter{{Name: "str", Type: cty.String}},
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return cty.StringVal(digest([]byte(args[0].AsString()))), nil
		},
	})
}

// Base64Sha256Func returns the Base64-encoded SHA-256 digest of a string.
var Base64Sha256Func = stringDigestFunc(sha256Base64)

// Base64Sha512Func returns the Base64-encoded SHA-512 digest of a string.
var Base64Sha512Func = stringDigestFunc(sha512Base64)

// UUIDFunc returns a random UUID (16 random bytes in 8-4-4-4-12 hex form).
// It is impure: Table makes it unknown during plan.
var UUIDFunc = function.New(&function.Spec{
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func([]cty.Value, cty.Type) (cty.Value, error) {
		id, err := uuid.GenerateUUID()
		if err != nil {
			return cty.UnknownVal(cty.String), err
		}
		return cty.StringVal(id), nil
	},
})

// RsaDecryptFunc decrypts Base64-encoded PKCS#1 v1.5 ciphertext with an
// RSA private key in PEM form (PKCS#1, PKCS#8 or OpenSSH).
var RsaDecryptFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "ciphertext", Type: cty.String},
		{Name: "privatekey", Type: cty.String},
	},
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		text, key := args[0].AsString(), args[1].AsString()
		cipher, err := base64.StdEncoding.DecodeString(text)
		if err != nil {
			return cty.UnknownVal(cty.String), function.NewArgErrorf(0, "failed to decode input %q: cipher text must be base64-encoded", text)
		}
		raw, err := ssh.ParseRawPrivateKey([]byte(key))
		if err != nil {
			var msg string
			switch e := err.(type) {
			case asn1.SyntaxError:
				msg = strings.ReplaceAll(e.Error(), "asn1: syntax error", "invalid ASN1 data in the given private key")
			case asn1.StructuralError:
				// Terraform's replacement misspells "structure", so the
				// text stays as asn1 wrote it.
				msg = e.Error()
			default:
				msg = fmt.Sprintf("invalid private key: %s", e)
			}
			return cty.UnknownVal(cty.String), function.NewArgError(1, errors.New(msg))
		}
		priv, ok := raw.(*rsa.PrivateKey)
		if !ok {
			// Terraform formats the key with %t, which prints Go's
			// "%!t(...)" placeholder; the verb is kept for identical text.
			verb := "%t"
			return cty.UnknownVal(cty.String), function.NewArgError(1, errors.New(fmt.Sprintf("invalid private key type "+verb, raw)))
		}
		out, err := rsa.DecryptPKCS1v15(nil, priv, cipher)
		if err != nil {
			return cty.UnknownVal(cty.String), fmt.Errorf("failed to decrypt: %s", err)
		}
		return cty.StringVal(string(out)), nil
	},
})
