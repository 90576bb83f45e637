package random_test

import (
	"encoding/base64"
	"encoding/hex"
	"math/big"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/crypto/bcrypt"
)

const allTypes = `
resource "random_id" "server" {
  byte_length = 8
  prefix      = "web-"
  keepers     = { ami = "ami-1" }
}
resource "random_string" "s" {
  length      = 24
  special     = false
  min_upper   = 3
  min_numeric = 4
}
resource "random_password" "db" {
  length           = 20
  override_special = "_%@"
  min_special      = 2
}
resource "random_pet" "three" {
  length    = 3
  separator = "_"
  prefix    = "dev"
}
resource "random_pet" "two" {}
resource "random_integer" "priority" {
  min = 10
  max = 20
}
resource "random_shuffle" "az" {
  input        = ["a", "b", "c"]
  result_count = 5
}
resource "random_uuid" "u" {}
resource "random_bytes" "key" {
  length = 32
}
`

func TestPlanShowsDefaultsAndSensitiveValues(t *testing.T) {
	w := newWorkspace(t, allTypes)
	out := w.ok("plan", "-no-color")
	contains(t, out,
		"      + bcrypt_hash      = (sensitive value)\n",
		"      + result           = (sensitive value)\n",
		"      + numeric          = true\n",
		"      + number           = true\n",
		"      + separator = \"-\"\n",
		"      + length    = 2\n",
		"      + base64 = (sensitive value)\n",
		"Plan: 9 to add, 0 to change, 0 to destroy.",
	)
}

func TestApplyFormats(t *testing.T) {
	w := newWorkspace(t, allTypes)
	w.apply()
	v := w.values()

	// random_id: every encoding is of the same bytes.
	id := str(t, v, "random_id.server", "id")
	b, err := base64.RawURLEncoding.DecodeString(id)
	if err != nil || len(b) != 8 {
		t.Fatalf("id %q: %v, %d bytes", id, err, len(b))
	}
	if got := str(t, v, "random_id.server", "hex"); got != "web-"+hex.EncodeToString(b) {
		t.Errorf("hex %q", got)
	}
	if got := str(t, v, "random_id.server", "b64_std"); got != "web-"+base64.StdEncoding.EncodeToString(b) {
		t.Errorf("b64_std %q", got)
	}
	if got := str(t, v, "random_id.server", "b64_url"); got != "web-"+id {
		t.Errorf("b64_url %q", got)
	}
	if got := str(t, v, "random_id.server", "dec"); got != "web-"+new(big.Int).SetBytes(b).String() {
		t.Errorf("dec %q", got)
	}

	// random_string honours the classes and minimums.
	s := str(t, v, "random_string.s", "result")
	if len(s) != 24 || str(t, v, "random_string.s", "id") != s {
		t.Errorf("string %q, id %q", s, v["random_string.s"]["id"])
	}
	if count(s, unicode.IsUpper) < 3 || count(s, unicode.IsDigit) < 4 || count(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) != 0 {
		t.Errorf("string %q breaks its classes", s)
	}

	// random_password: override_special, min_special, a real bcrypt hash.
	p := str(t, v, "random_password.db", "result")
	if len(p) != 20 || strings.Count(p, "_")+strings.Count(p, "%")+strings.Count(p, "@") < 2 || strings.ContainsAny(p, "!#$&*") {
		t.Errorf("password %q", p)
	}
	if str(t, v, "random_password.db", "id") != "none" {
		t.Errorf("password id %q", v["random_password.db"]["id"])
	}
	hash := str(t, v, "random_password.db", "bcrypt_hash")
	if !strings.HasPrefix(hash, "$2a$10$") || bcrypt.CompareHashAndPassword([]byte(hash), []byte(p)) != nil {
		t.Errorf("bcrypt_hash %q does not match %q", hash, p)
	}

	// random_pet.
	if got := str(t, v, "random_pet.three", "id"); !regexp.MustCompile(`^dev_[a-z]+ly_[a-z]+_[a-z]+$`).MatchString(got) {
		t.Errorf("pet %q", got)
	}
	if got := str(t, v, "random_pet.two", "id"); !regexp.MustCompile(`^[a-z]+-[a-z]+$`).MatchString(got) {
		t.Errorf("pet %q", got)
	}

	// random_integer.
	n, _ := v["random_integer.priority"]["result"].(float64)
	if n < 10 || n > 20 || n != float64(int(n)) || str(t, v, "random_integer.priority", "id") != big.NewInt(int64(n)).String() {
		t.Errorf("integer %v, id %v", v["random_integer.priority"]["result"], v["random_integer.priority"]["id"])
	}

	// random_shuffle repeats whole permutations.
	res, _ := v["random_shuffle.az"]["result"].([]any)
	var items []string
	for _, r := range res {
		items = append(items, r.(string))
	}
	first := slices.Clone(items[:3])
	slices.Sort(first)
	if len(items) != 5 || !slices.Equal(first, []string{"a", "b", "c"}) || items[3] == items[4] {
		t.Errorf("shuffle %v", items)
	}

	// random_uuid, random_bytes.
	if got := str(t, v, "random_uuid.u", "result"); !regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`).MatchString(got) || got != str(t, v, "random_uuid.u", "id") {
		t.Errorf("uuid %q", got)
	}
	raw, err := base64.StdEncoding.DecodeString(str(t, v, "random_bytes.key", "base64"))
	if err != nil || len(raw) != 32 || str(t, v, "random_bytes.key", "hex") != hex.EncodeToString(raw) {
		t.Errorf("bytes %v %v", v["random_bytes.key"], err)
	}

	if out := w.ok("plan", "-no-color"); !strings.Contains(out, "No changes.") {
		t.Errorf("re-plan:\n%s", out)
	}
}

func count(s string, f func(rune) bool) int {
	n := 0
	for _, r := range s {
		if f(r) {
			n++
		}
	}
	return n
}

func TestDeterministicPerWorkspaceAndAddress(t *testing.T) {
	a, b := newWorkspace(t, allTypes), newWorkspace(t, allTypes)
	a.apply()
	b.apply()
	va, vb := a.values(), b.values()
	for _, addr := range []string{"random_id.server", "random_string.s", "random_password.db", "random_pet.two", "random_uuid.u", "random_bytes.key"} {
		for attr, x := range va[addr] {
			if s, ok := x.(string); ok && s != vb[addr][attr] {
				t.Errorf("%s.%s differs between runs: %q and %q", addr, attr, s, vb[addr][attr])
			}
		}
	}

	// Another workspace gets other values.
	c := newWorkspace(t, allTypes)
	c.ok("workspace", "new", "-no-color", "staging")
	c.apply()
	vc := c.values()
	if str(t, vc, "random_uuid.u", "result") == str(t, va, "random_uuid.u", "result") {
		t.Error("two workspaces share a UUID")
	}

	// Another address gets other values.
	d := newWorkspace(t, strings.Replace(allTypes, `"random_uuid" "u"`, `"random_uuid" "other"`, 1))
	d.apply()
	if str(t, d.values(), "random_uuid.other", "result") == str(t, va, "random_uuid.u", "result") {
		t.Error("two addresses share a UUID")
	}
}

func TestSeedGivesTheSameValueAnywhere(t *testing.T) {
	w := newWorkspace(t, `
resource "random_integer" "a" {
  min  = 1
  max  = 1000000
  seed = "fixed"
}
resource "random_integer" "b" {
  min  = 1
  max  = 1000000
  seed = "fixed"
}
resource "random_shuffle" "a" {
  input = ["1", "2", "3", "4", "5", "6", "7", "8"]
  seed  = "fixed"
}
resource "random_shuffle" "b" {
  input = ["1", "2", "3", "4", "5", "6", "7", "8"]
  seed  = "fixed"
}
`)
	w.apply()
	v := w.values()
	if v["random_integer.a"]["result"] != v["random_integer.b"]["result"] {
		t.Errorf("seeded integers differ: %v %v", v["random_integer.a"]["result"], v["random_integer.b"]["result"])
	}
	if !slices.Equal(v["random_shuffle.a"]["result"].([]any), v["random_shuffle.b"]["result"].([]any)) {
		t.Errorf("seeded shuffles differ: %v %v", v["random_shuffle.a"]["result"], v["random_shuffle.b"]["result"])
	}
}

func TestKeepersChangeForcesReplacement(t *testing.T) {
	w := newWorkspace(t, allTypes)
	w.apply()
	before := w.values()
	w.edit(strings.Replace(allTypes, `ami = "ami-1"`, `ami = "ami-2"`, 1))
	out := w.ok("plan", "-no-color")
	contains(t, out,
		"  # random_id.server must be replaced\n",
		`          ~ "ami" = "ami-1" -> "ami-2"`,
		"      ~ keepers     = { # forces replacement\n",
		"      ~ hex         = \"web-",
		"Plan: 1 to add, 0 to change, 1 to destroy.",
	)
	w.apply()
	if str(t, w.values(), "random_id.server", "id") == str(t, before, "random_id.server", "id") {
		t.Error("the replaced random_id kept its value")
	}

	w.edit(strings.Replace(allTypes, "length    = 3", "length    = 4", 1))
	contains(t, w.ok("plan", "-no-color"), "      ~ length    = 3 -> 4 # forces replacement\n")
}

func TestMissingRequiredArgument(t *testing.T) {
	w := newWorkspace(t, `resource "random_string" "x" {}`)
	contains(t, w.fails("plan", "-no-color"), `The argument "length" is required, but no definition was found.`)
}

func TestValidationErrors(t *testing.T) {
	cases := []struct{ typ, body, want string }{
		{"random_string", `length = 0`, "length: Attribute length value must be at least 1, got: 0"},
		{"random_password", `
  length    = 3
  min_upper = 2
  min_lower = 2
`, "length: Attribute length value must be at least the sum of min_upper, min_lower, min_numeric and min_special (4), got: 3"},
		{"random_string", `
  length    = 3
  min_upper = -1
`, "min_upper: Attribute min_upper value must be at least 0, got: -1"},
		{"random_id", `byte_length = 0`, "byte_length: Attribute byte_length value must be at least 1, got: 0"},
		{"random_uuid", `result = "x"`, `result: Can't configure a value for "result": its value will be decided automatically based on the result of applying this configuration.`},
		{"random_pet", `length = 0`, "length: Attribute length value must be at least 1, got: 0"},
		{"random_bytes", `length = 0`, "length: Attribute length value must be at least 1, got: 0"},
		{"random_string", `length = 100000000`, "length: Attribute length value must be at most 65536, tfplay's limit on the size of random values, got: 100000000"},
		{"random_password", `
  length    = 10
  min_lower = 1e9
`, "min_lower: Attribute min_lower value must be at most 65536, tfplay's limit on the size of random values, got: 1000000000"},
		{"random_bytes", `length = 65537`, "length: Attribute length value must be at most 65536, tfplay's limit on the size of random values, got: 65537"},
		{"random_id", `byte_length = 1e6`, "byte_length: Attribute byte_length value must be at most 65536, tfplay's limit on the size of random values, got: 1000000"},
		{"random_pet", `length = 1e6`, "length: Attribute length value must be at most 65536, tfplay's limit on the size of random values, got: 1000000"},
		{"random_shuffle", `
  input        = ["a"]
  result_count = -1
`, "result_count: Attribute result_count value must be at least 0, got: -1"},
	}
	for _, c := range cases {
		if got := validate(t, c.typ, c.body); !slices.Contains(got, c.want) {
			t.Errorf("%s {%s}:\nwant %q in %q", c.typ, c.body, c.want, got)
		}
	}
	if got := validate(t, "random_string", "length = 3\nmin_upper = 3"); len(got) != 0 {
		t.Errorf("valid configuration: %q", got)
	}
	if got := validate(t, "random_bytes", "length = 65536"); len(got) != 0 {
		t.Errorf("valid configuration: %q", got)
	}
}

// Sizes known only at apply are bounded there.
func TestSizesBoundedAtApply(t *testing.T) {
	w := newWorkspace(t, `resource "terraform_data" "n" {
  input = 100000000
}
resource "random_string" "s" {
  length = terraform_data.n.output
}
resource "random_pet" "p" {
  length    = 60000
  separator = join("", [for i in range(100) : "----------"])
}`)
	contains(t, w.fails("apply", "-auto-approve", "-no-color"),
		"Attribute length value must be at most 65536, tfplay's limit on the size of\nrandom values, got: 100000000",
		"The name would be over 60000000 bytes long (60000 words joined by a separator\nof 1000 bytes)")
}

func TestIntegerRangeError(t *testing.T) {
	w := newWorkspace(t, `resource "random_integer" "x" {
  min = 5
  max = 1
}`)
	contains(t, w.fails("apply", "-auto-approve", "-no-color"), "Error: Create Random Integer Error")
}

func TestNumberFollowsNumeric(t *testing.T) {
	w := newWorkspace(t, `resource "random_string" "x" {
  length  = 40
  numeric = false
}`)
	w.apply()
	v := w.values()
	if v["random_string.x"]["number"] != false || strings.ContainsAny(str(t, v, "random_string.x", "result"), "0123456789") {
		t.Errorf("numeric = false not honoured: %v", v["random_string.x"])
	}
}
