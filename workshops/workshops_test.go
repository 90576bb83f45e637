package workshops

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// checkCase is one entry of check-cases.json, the cases both check
// runners (this package and web/src/workshop/checks.ts) must agree on.
type checkCase struct {
	Name string `json:"name"`
	// Setup, when present, are files applied first: their state is the
	// starting state.
	Setup  map[string]string `json:"setup"`
	Files  map[string]string `json:"files"`
	Checks []Check           `json:"checks"`
	Want   []bool            `json:"want"`
}

func TestCheckCases(t *testing.T) {
	data, err := os.ReadFile("check-cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []checkCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			for i, c := range tc.Checks {
				if err := c.validate(); err != nil {
					t.Fatalf("check %d: %v", i+1, err)
				}
			}
			state := ""
			if tc.Setup != nil {
				var err error
				if state, err = StartingState(Step{Setup: "apply", Files: tc.Setup}); err != nil {
					t.Fatal(err)
				}
			}
			got := RunChecks(tc.Checks, tc.Files, state)
			for i, o := range got {
				if o.Pass != tc.Want[i] {
					js, _ := json.Marshal(tc.Checks[i])
					t.Errorf("check %d %s: pass = %v, want %v (%s)", i+1, js, o.Pass, tc.Want[i], o.Detail)
				}
			}
		})
	}
}

// TestWorkshops runs every step of every workshop as a learner would:
// the starting files must fail at least one check (there is work to
// do) and the solution must pass them all.
func TestWorkshops(t *testing.T) {
	all, err := LoadAll(os.DirFS("."))
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 2 {
		t.Errorf("%d workshops, want at least 2", len(all))
	}
	for _, w := range all {
		if len(w.Steps) < 8 {
			t.Errorf("%s: %d steps, want at least 8", w.ID, len(w.Steps))
		}
		for _, s := range w.Steps {
			t.Run(w.ID+"/"+s.ID, func(t *testing.T) {
				t.Parallel()
				state, err := StartingState(s)
				if err != nil {
					t.Fatal(err)
				}
				start := RunChecks(s.Checks, s.Files, state)
				failed := 0
				for _, o := range start {
					if !o.Pass {
						failed++
					}
				}
				if failed == 0 {
					t.Errorf("the starting files pass every check: the step leaves nothing to do")
				}
				for i, o := range RunChecks(s.Checks, s.Solution, state) {
					if !o.Pass {
						t.Errorf("the solution fails check %d (%q): %s", i+1, s.Checks[i].Message, o.Detail)
					}
				}
			})
		}
	}
}

func TestLoadRejectsMalformedSteps(t *testing.T) {
	bad := []Check{
		{Type: "valid"},
		{Type: "plan", Message: "m"},
		{Type: "resource", Message: "m", Address: "a.b", Action: "make"},
		{Type: "resource", Message: "m", Address: "a.b", In: "state", Action: "create"},
		{Type: "output", Message: "m"},
		{Type: "output", Message: "m", Name: "x", In: "config"},
		{Type: "expression", Message: "m", Expr: "true", In: "plan"},
		{Type: "nope", Message: "m"},
	}
	for _, c := range bad {
		if err := c.validate(); err == nil {
			t.Errorf("%+v: no error", c)
		}
	}
}

func TestFirstError(t *testing.T) {
	got := firstError("\n╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line 2\n╵\n")
	if got != "Unsupported argument" {
		t.Errorf("got %q", got)
	}
	if got := firstError("  \nsomething odd\n"); !strings.Contains(got, "something odd") {
		t.Errorf("got %q", got)
	}
}
