package lockfile

import (
	"strings"
	"testing"
)

func TestConstraintsString(t *testing.T) {
	cases := []struct{ in, want string }{
		{"~> 5.0", "~> 5.0"},
		{"~>5", "~> 5.0"},
		{"~> 5.1.2", "~> 5.1.2"},
		{">= 1.2", ">= 1.2.0"},
		{"< 2.0, >= 1.2", ">= 1.2.0, < 2.0.0"},
		{"1.2.3", "1.2.3"},
		{"= 1.2.3", "1.2.3"},
		{">= 2.0, >= 2.0.0, >2", "> 2.0.0, >= 2.0.0"},
		{"!= 1.5.0, ~> 1.4", "~> 1.4, != 1.5.0"},
		{"<= 3, > 1", "> 1.0.0, <= 3.0.0"},
		{"= 2.0.0-beta1", "2.0.0-beta1"},
		{"", ""},
	}
	for _, c := range cases {
		cs, err := ParseConstraints(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := cs.String(); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestConstraintsInvalid(t *testing.T) {
	for _, in := range []string{"abc", ">= 1.x", "1.2.3.4", ">=", "1.0,", "~> -1"} {
		if _, err := ParseConstraints(in); err == nil {
			t.Errorf("%q: expected an error", in)
		}
	}
}

func TestAllows(t *testing.T) {
	cases := []struct {
		cons, v string
		want    bool
	}{
		{"~> 5.0", "5.9.1", true},
		{"~> 5.0", "6.0.0", false},
		{"~> 5.0", "4.9.0", false},
		{"~> 5.1.2", "5.1.9", true},
		{"~> 5.1.2", "5.2.0", false},
		{"~> 5", "5.4.0", true},
		{">= 1.0, < 2.0", "1.9.9", true},
		{">= 1.0, < 2.0", "2.0.0", false},
		{"!= 1.0.0", "1.0.0", false},
		{"", "3.1.4", true},
		{">= 1.0", "2.0.0-beta1", false},
		{"2.0.0-beta1", "2.0.0-beta1", true},
	}
	for _, c := range cases {
		cs, err := ParseConstraints(c.cons)
		if err != nil {
			t.Fatal(err)
		}
		v, err := ParseVersion(c.v)
		if err != nil {
			t.Fatal(err)
		}
		if got := cs.Allows(v); got != c.want {
			t.Errorf("%q allows %s: got %v", c.cons, c.v, got)
		}
	}
}

func TestSelect(t *testing.T) {
	cases := []struct {
		cons, preferred, want string
		ok                    bool
	}{
		{"", "5.80.0", "5.80.0", true},
		{"", "", "1.0.0", true},
		{"~> 5.0", "5.80.0", "5.80.0", true},
		{"~> 4.0", "5.80.0", "4.0.0", true},
		{"3.2.1", "", "3.2.1", true},
		{"> 1.5.0, < 1.6.0", "", "1.5.1", true},
		{">= 2.0, < 1.0", "", "", false},
		{"< 1.0", "", "0.0.0", true},
	}
	for _, c := range cases {
		cs, _ := ParseConstraints(c.cons)
		v, ok := Select(cs, c.preferred)
		if ok != c.ok || (ok && v.String() != c.want) {
			t.Errorf("%q pref %q: got %s %v, want %s %v", c.cons, c.preferred, v, ok, c.want, c.ok)
		}
	}
}

func TestBytesAndParseRoundTrip(t *testing.T) {
	v, _ := ParseVersion("5.31.0")
	cs, _ := ParseConstraints("~> 5.0")
	locks := Locks{
		"registry.terraform.io/hashicorp/aws": {Source: "registry.terraform.io/hashicorp/aws", Version: v, Constraints: cs,
			Hashes: MockHashes("registry.terraform.io/hashicorp/aws", v)},
		"registry.terraform.io/acme/widgets": {Source: "registry.terraform.io/acme/widgets", Version: Version{Major: 1}},
	}
	got := string(locks.Bytes())
	h := MockHashes("registry.terraform.io/hashicorp/aws", v)
	want := `# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/acme/widgets" {
  version = "1.0.0"
}

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.31.0"
  constraints = "~> 5.0"
  hashes = [
    "` + h[0] + `",
    "` + h[1] + `",
  ]
}
`
	if got != want {
		t.Fatalf("got:\n%s\nwant:\n%s", got, want)
	}
	back, _, diags := Parse([]byte(got), Filename)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if string(back.Bytes()) != got {
		t.Fatalf("round trip changed the file:\n%s", back.Bytes())
	}
}

func TestMockHashesDeterministic(t *testing.T) {
	v := Version{Major: 1, Minor: 2}
	a, b := MockHashes("x/y/z", v), MockHashes("x/y/z", v)
	if a[0] != b[0] || !strings.HasPrefix(a[0], "h1:") || !strings.HasPrefix(a[1], "zh:") {
		t.Fatalf("unexpected hashes %v %v", a, b)
	}
	if MockHashes("x/y/other", v)[0] == a[0] {
		t.Fatal("different providers share a hash")
	}
}

func TestParseErrors(t *testing.T) {
	src := `provider "aws" {
  version = "1.0.0"
}
provider "registry.terraform.io/hashicorp/null" {
  version = "one"
}
`
	_, _, diags := Parse([]byte(src), Filename)
	if len(diags) != 2 {
		t.Fatalf("want 2 diagnostics, got %v", diags)
	}
	if diags[0].Summary != "Invalid provider source address" || diags[1].Summary != "Invalid provider version number" {
		t.Fatalf("unexpected %v", diags)
	}
}
