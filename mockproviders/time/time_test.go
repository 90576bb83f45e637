package time_test

import (
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	timeprovider "github.com/tfplay/tfplay/mockproviders/time"
	"github.com/zclconf/go-cty/cty"
)

// fixClock sets the provider's clock to t for the test.
func fixClock(t *testing.T, at *time.Time) {
	restore := timeprovider.SetClock(func() time.Time { return *at })
	t.Cleanup(restore)
}

const config = `
resource "time_static" "created" {}
resource "time_static" "given" {
  rfc3339 = "2020-02-12T06:36:13Z"
}
resource "time_offset" "week" {
  offset_days  = 7
  offset_hours = 1
}
resource "time_rotating" "monthly" {
  rotation_days = 30
}
resource "time_sleep" "wait" {
  create_duration = "30s"
}
`

func TestTimesComeFromTheClock(t *testing.T) {
	now := time.Date(2025, 3, 31, 22, 15, 9, 500, time.UTC)
	fixClock(t, &now)
	w := newWorkspace(t, config)
	contains(t, w.ok("plan", "-no-color"),
		`  + resource "time_static" "created" {
      + day     = (known after apply)
      + hour    = (known after apply)
      + id      = (known after apply)
      + minute  = (known after apply)
      + month   = (known after apply)
      + rfc3339 = (known after apply)
      + second  = (known after apply)
      + unix    = (known after apply)
      + year    = (known after apply)
    }
`, "Plan: 5 to add, 0 to change, 0 to destroy.")
	w.apply()
	v := w.values()
	if str(t, v, "time_static.created", "rfc3339") != "2025-03-31T22:15:09Z" || str(t, v, "time_static.created", "id") != "2025-03-31T22:15:09Z" {
		t.Errorf("time_static: %v", v["time_static.created"])
	}
	for attr, want := range map[string]float64{"year": 2025, "month": 3, "day": 31, "hour": 22, "minute": 15, "second": 9, "unix": float64(now.Unix())} {
		if v["time_static.created"][attr] != want {
			t.Errorf("time_static.%s = %v, want %v", attr, v["time_static.created"][attr], want)
		}
	}
	if str(t, v, "time_static.given", "id") != "2020-02-12T06:36:13Z" || v["time_static.given"]["year"] != 2020.0 {
		t.Errorf("given time_static: %v", v["time_static.given"])
	}
	if str(t, v, "time_offset.week", "rfc3339") != "2025-04-07T23:15:09Z" || str(t, v, "time_offset.week", "base_rfc3339") != "2025-03-31T22:15:09Z" || v["time_offset.week"]["month"] != 4.0 {
		t.Errorf("time_offset: %v", v["time_offset.week"])
	}
	if str(t, v, "time_rotating.monthly", "rotation_rfc3339") != "2025-04-30T22:15:09Z" {
		t.Errorf("time_rotating: %v", v["time_rotating.monthly"])
	}
	if str(t, v, "time_sleep.wait", "id") != "2025-03-31T22:15:09Z" {
		t.Errorf("time_sleep: %v", v["time_sleep.wait"])
	}

	// Later runs keep the stored times.
	now = now.Add(24 * time.Hour)
	contains(t, w.ok("plan", "-no-color"), "No changes.")

	// Changing an offset updates in place; a trigger replaces.
	w.edit(strings.Replace(config, "offset_days  = 7", "offset_days  = 14", 1))
	contains(t, w.ok("plan", "-no-color"),
		"  # time_offset.week will be updated in-place\n",
		"      ~ offset_days  = 7 -> 14\n",
		"      ~ rfc3339      = \"2025-04-07T23:15:09Z\" -> (known after apply)\n",
		"        id           = \"2025-03-31T22:15:09Z\"\n")
	w.apply()
	if got := str(t, w.values(), "time_offset.week", "rfc3339"); got != "2025-04-14T23:15:09Z" {
		t.Errorf("updated offset: %s", got)
	}
	w.edit(strings.Replace(config, `resource "time_static" "created" {}`, `resource "time_static" "created" {
  triggers = { ami = "ami-2" }
}`, 1))
	contains(t, w.ok("plan", "-no-color"), "  # time_static.created must be replaced\n", "      + triggers = { # forces replacement\n")
}

// TestRotationRemovesTheObjectOnceDue checks the provider's read: once the
// rotation time has passed the object is gone, so that Terraform plans a
// new one. (The engine does not refresh through providers yet, so this is
// checked on the provider itself.)
func TestRotationRemovesTheObjectOnceDue(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	fixClock(t, &now)
	w := newWorkspace(t, `resource "time_rotating" "key" {
  rotation_hours = 1
}`)
	w.apply()
	v := w.values()
	if got := str(t, v, "time_rotating.key", "rotation_rfc3339"); got != "2025-01-01T01:00:00Z" {
		t.Fatalf("rotation %s", got)
	}
	p := timeprovider.Provider().Instance(mock.Env{})
	schema := p.Schema().ResourceTypes["time_rotating"].Block
	prior := schema.EmptyValue().AsValueMap()
	prior["rfc3339"] = cty.StringVal("2025-01-01T00:00:00Z")
	prior["rotation_rfc3339"] = cty.StringVal("2025-01-01T01:00:00Z")
	state := cty.ObjectVal(prior)
	read := func() cty.Value {
		return p.ReadResource(providers.ReadRequest{TypeName: "time_rotating", Addr: "time_rotating.key", PriorState: state}).NewState
	}
	now = now.Add(59 * time.Minute)
	if got := read(); !got.RawEquals(state) {
		t.Errorf("before rotation: %#v", got)
	}
	now = now.Add(time.Minute)
	if got := read(); !got.IsNull() {
		t.Errorf("at rotation: %#v", got)
	}
}

func TestRotationPeriodChangeRecomputesRotation(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	fixClock(t, &now)
	w := newWorkspace(t, `resource "time_rotating" "key" {
  rotation_hours = 1
}`)
	w.apply()
	w.edit(`resource "time_rotating" "key" {
  rotation_hours = 2
}`)
	contains(t, w.ok("plan", "-no-color"), "  # time_rotating.key will be updated in-place\n",
		`      ~ rotation_rfc3339 = "2025-01-01T01:00:00Z" -> (known after apply)`)
	w.apply()
	if got := str(t, w.values(), "time_rotating.key", "rotation_rfc3339"); got != "2025-01-01T02:00:00Z" {
		t.Errorf("rotation %s", got)
	}
}

func TestValidation(t *testing.T) {
	p := timeprovider.Provider().Instance(mock.Env{})
	cases := []struct{ typ, body, want string }{
		{"time_offset", ``, "At least one attribute out of [offset_days,offset_hours,offset_minutes,offset_months,offset_seconds,offset_years] must be specified"},
		{"time_rotating", ``, "At least one attribute out of [rotation_days,rotation_hours,rotation_minutes,rotation_months,rotation_rfc3339,rotation_years] must be specified"},
		{"time_static", `rfc3339 = "yesterday"`, "Attribute rfc3339 must be a string in RFC3339 format, got: yesterday"},
		{"time_sleep", `create_duration = "30"`, "Attribute create_duration must be a string containing a Go time duration, got: 30"},
		{"time_static", `year = 2020`, `Can't configure a value for "year": its value will be decided automatically based on the result of applying this configuration.`},
	}
	for _, c := range cases {
		file, diags := hclsyntax.ParseConfig([]byte(c.body), "main.tf", hcl.InitialPos)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		config, diags := configschema.Decode(file.Body, p.Schema().ResourceTypes[c.typ].Block, nil)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		diags = p.(providers.ConfigValidator).ValidateResourceConfig(c.typ, config)
		if len(diags) != 1 || diags[0].Detail != c.want {
			t.Errorf("%s {%s}: %v", c.typ, c.body, diags)
		}
	}
}
