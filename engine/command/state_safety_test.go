package command

import (
	"encoding/json"
	"testing"
)

// serialLineage reads a state file's serial and lineage.
func serialLineage(t *testing.T, d *tfDir, name string) (float64, string) {
	t.Helper()
	var s struct {
		Serial  float64 `json:"serial"`
		Lineage string  `json:"lineage"`
	}
	if err := json.Unmarshal([]byte(d.file(name)), &s); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s.Serial, s.Lineage
}

// Every apply keeps the state it replaces as terraform.tfstate.backup.
func TestApplyKeepsBackup(t *testing.T) {
	d := newDir(t, map[string]string{"main.tf": "resource \"terraform_data\" \"a\" {\n  input = \"one\"\n}\n"})
	d.apply()
	first := d.file("terraform.tfstate")
	s1, lineage := serialLineage(t, d, "terraform.tfstate")
	d.write("main.tf", "resource \"terraform_data\" \"a\" {\n  input = \"two\"\n}\n")
	d.apply()
	if got := d.file("terraform.tfstate.backup"); got != first {
		t.Errorf("after the second apply the backup is not the first apply's state:\n%s\nwant:\n%s", got, first)
	}
	s2, lineage2 := serialLineage(t, d, "terraform.tfstate")
	if s2 <= s1 || lineage2 != lineage {
		t.Errorf("second apply: serial %v lineage %q, want above %v with lineage %q", s2, lineage2, s1, lineage)
	}
	second := d.file("terraform.tfstate")
	d.ok("destroy", "-auto-approve", "-no-color", "-input=false")
	if got := d.file("terraform.tfstate.backup"); got != second {
		t.Errorf("after destroy the backup is not the second apply's state")
	}
}

// state push refuses a state of another lineage or an older serial unless
// -force, as Terraform does, and keeps the replaced state as a backup.
func TestStatePushSafety(t *testing.T) {
	state := func(serial int, lineage string) string {
		return `{"version":4,"terraform_version":"1.9.0","serial":` + itoa(serial) + `,"lineage":"` + lineage + `","outputs":{"o":{"value":"` + lineage + itoa(serial) + `","type":"string"}},"resources":[],"check_results":null}` + "\n"
	}
	d := newDir(t, map[string]string{
		"main.tf":           "",
		"terraform.tfstate": state(5, "aaaa"),
		"other.tfstate":     state(9, "bbbb"),
		"older.tfstate":     state(2, "aaaa"),
		"newer.tfstate":     state(7, "aaaa"),
	})
	current := d.file("terraform.tfstate")

	stderr := d.fails("state", "push", "other.tfstate")
	mustContain(t, stderr, `Failed to write state: cannot import state with lineage "bbbb" over unrelated state with lineage "aaaa"`)
	stderr = d.fails("state", "push", "older.tfstate")
	mustContain(t, stderr, "Failed to write state: cannot import state with serial 2 over newer state with serial 5")
	if d.file("terraform.tfstate") != current {
		t.Fatalf("a refused push changed the state")
	}

	d.ok("state", "push", "newer.tfstate")
	if s, l := serialLineage(t, d, "terraform.tfstate"); s != 7 || l != "aaaa" {
		t.Errorf("after pushing serial 7: serial %v lineage %q", s, l)
	}
	if d.file("terraform.tfstate.backup") != current {
		t.Errorf("state push did not keep the replaced state as a backup")
	}

	d.ok("state", "push", "-force", "older.tfstate")
	if s, _ := serialLineage(t, d, "terraform.tfstate"); s != 2 {
		t.Errorf("after state push -force of serial 2: serial %v", s)
	}
	d.ok("state", "push", "-force", "other.tfstate")
	if s, l := serialLineage(t, d, "terraform.tfstate"); s != 9 || l != "bbbb" {
		t.Errorf("after state push -force of another lineage: serial %v lineage %q", s, l)
	}
	mustContain(t, d.ok("output", "-no-color", "o"), "bbbb9")
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
