package funcs

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/pem"
	"io"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

func TestEncodingFunctions(t *testing.T) {
	unknownStr := cty.UnknownVal(cty.String).RefineNotNull()
	runExprCases(t, testOptions(), []exprCase{
		{expr: `base64decode("aMOpbGxv")`, want: str("héllo")},
		{expr: `base64decode("")`, want: str("")},
		{expr: `base64decode(us)`, want: unknownStr},
		{expr: `base64decode(sensitive("eA=="))`, want: sens(str("x"))},
		{expr: `base64decode("!")`, err: `failed to decode base64 data "!"`},
		{expr: `base64decode(sensitive("!"))`, err: "failed to decode base64 data (sensitive value)"},
		{expr: `base64decode("/w==")`, err: "the result of decoding the provided string is not valid UTF-8"},
		{expr: `base64decode(null)`, err: "argument must not be null"},

		{expr: `base64gzip("")`, want: str("H4sIAAAAAAAA/wAAAP//AQAA//8AAAAAAAAAAA==")},
		{expr: `base64gzip(us)`, want: unknownStr},
		{expr: `base64gzip(secret)`, want: sens(str(gzipBase64(t, "s3cr3t")))},

		{expr: `textencodebase64("Hello", "UTF-16LE")`, want: str("SABlAGwAbABvAA==")},
		{expr: `textencodebase64("héllo", "latin1")`, want: str("aOlsbG8=")},
		{expr: `textencodebase64("", "UTF-8")`, want: str("")},
		{expr: `textencodebase64("€", "ISO-8859-1")`, err: "the given string contains characters that cannot be represented in ISO_8859-1:1987"},
		{expr: `textencodebase64("x", "klingon")`, err: `"klingon" is not a supported IANA encoding name or alias in this Terraform version`},
		{expr: `textencodebase64(us, "UTF-8")`, want: unknownStr},
		{expr: `textdecodebase64("SABlAGwAbABvAA==", "UTF-16LE")`, want: str("Hello")},
		{expr: `textdecodebase64("", "UTF-8")`, want: str("")},
		{expr: `textdecodebase64("gQ==", "windows-1252")`, err: "the given string contains symbols that are not defined for windows-1252"},
		{expr: `textdecodebase64("a!", "UTF-8")`, err: "the given value has an invalid base64 symbol at offset 1"},
		{expr: `textdecodebase64("x", "nope")`, err: `"nope" is not a supported IANA encoding name or alias in this Terraform version`},

		{expr: `base64sha256("")`, want: str("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")},
		{expr: `base64sha256("é")`, want: str("SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw=")},
		{expr: `base64sha256(us)`, want: unknownStr},
		{expr: `base64sha512("")`, want: str("z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==")},
		{expr: `base64sha512(secret)`, want: sens(str(sha512Base64([]byte("s3cr3t"))))},
		{expr: `base64sha512(null)`, err: "argument must not be null"},
	})
}

func TestTofuEncodingFunctions(t *testing.T) {
	opts := testOptions()
	opts.Flavor = OpenTofu
	runExprCases(t, opts, []exprCase{
		{expr: `base64gunzip(base64gzip("héllo"))`, want: str("héllo")},
		{expr: `base64gunzip(sensitive(base64gzip("x")))`, want: sens(str("x"))},
		{expr: `base64gunzip("!")`, err: `failed to decode base64 data "!"`},
		{expr: `base64gunzip("eA==")`, err: "failed to gunzip bytestream: unexpected EOF"},
		{expr: `urldecode("a+b%2Fc%C3%A9")`, want: str("a b/cé")},
		{expr: `urldecode(urlencode("x y/é"))`, want: str("x y/é")},
		{expr: `urldecode("%zz")`, err: `failed to decode URL '': invalid URL escape "%zz"`},
		{expr: `textencodebase64("x", "nope")`, err: "in this OpenTofu version"},
		{expr: `textdecodebase64("!", "UTF-8")`, err: "the given value is has an invalid base64 symbol at offset 0"},
	})
}

func gzipBase64(t *testing.T, s string) string {
	t.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	w.Write([]byte(s))
	w.Flush()
	w.Close()
	// Check the round trip while here.
	r, err := gzip.NewReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	back, _ := io.ReadAll(r)
	if string(back) != s {
		t.Fatalf("gzip round trip: %q", back)
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes())
}

func TestCryptoFunctions(t *testing.T) {
	key, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	pkcs8, _ := x509.MarshalPKCS8PrivateKey(key)
	pkcs1 := x509.MarshalPKCS1PrivateKey(key)
	cipher, err := rsa.EncryptPKCS1v15(rand.Reader, &key.PublicKey, []byte("héllo"))
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string]cty.Value{
		"cipher": str(base64.StdEncoding.EncodeToString(cipher)),
		"pkcs8":  str(string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: pkcs8}))),
		"pkcs1":  str(string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: pkcs1}))),
		"badder": str(string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: []byte{1, 2, 3}}))),
	}
	for k, v := range vars {
		testVars[k] = v
	}
	defer func() {
		for k := range vars {
			delete(testVars, k)
		}
	}()
	runExprCases(t, testOptions(), []exprCase{
		{expr: `rsadecrypt(cipher, pkcs8)`, want: str("héllo")},
		{expr: `rsadecrypt(cipher, pkcs1)`, want: str("héllo")},
		{expr: `rsadecrypt(cipher, sensitive(pkcs1))`, want: sens(str("héllo"))},
		{expr: `rsadecrypt(us, pkcs1)`, want: cty.UnknownVal(cty.String).RefineNotNull()},
		{expr: `rsadecrypt("é", pkcs1)`, err: `Invalid value for "ciphertext" parameter: failed to decode input "é": cipher text must be base64-encoded`},
		{expr: `rsadecrypt(cipher, "nope")`, err: `Invalid value for "privatekey" parameter: invalid private key: ssh: no key found`},
		{expr: `rsadecrypt(cipher, badder)`, err: `Invalid value for "privatekey" parameter: asn1: structure error: tags don't match`},
		{expr: `rsadecrypt("AAAA", pkcs1)`, err: "failed to decrypt: crypto/rsa: decryption error"},

		{expr: `md5("é")`, want: str(md5Hex([]byte("é")))},
		{expr: `md5("")`, want: str("d41d8cd98f00b204e9800998ecf8427e")},
		{expr: `sha1(secret)`, want: sens(str(sha1Hex([]byte("s3cr3t"))))},
		{expr: `sha256(us)`, want: cty.UnknownVal(cty.String).RefineNotNull()},
		{expr: `md5(us) == null`, want: cty.False},
		{expr: `base64encode(us) != null`, want: cty.True},
		{expr: `sha512("")`, want: str(sha512Hex(nil))},
		{expr: `uuidv5("dns", "é")`, want: str("ebfe0af8-3997-5ade-b634-ba92cf69f557")},
		{expr: `uuidv5("nope", "x")`, err: "uuidv5() doesn't support namespace nope (invalid UUID length: 4)"},
		{expr: `length(bcrypt("é", 4))`, want: num(60)},
		{expr: `substr(bcrypt("x", 3), 0, 7)`, want: str("$2a$10$")}, // bcrypt raises costs below 4 to 10
		{expr: `bcrypt("x", 32)`, err: "error occured generating password crypto/bcrypt: cost 32 is outside allowed inclusive range 4..31"},
		{expr: `bcrypt("x", 4, 5)`, err: "bcrypt() takes no more than two arguments"},
		{expr: `bcrypt(us)`, want: cty.UnknownVal(cty.String).RefineNotNull()},
	})
}
