package render

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"

	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/states"
)

// recordedState is the part of `show -json` state output the apply text
// needs.
type recordedState struct {
	Values struct {
		Outputs map[string]struct {
			Sensitive bool            `json:"sensitive"`
			Type      json.RawMessage `json:"type"`
			Value     json.RawMessage `json:"value"`
		} `json:"outputs"`
		RootModule recordedModule `json:"root_module"`
	} `json:"values"`
}

type recordedModule struct {
	Resources []struct {
		Address   string          `json:"address"`
		Values    json.RawMessage `json:"values"`
		Sensitive json.RawMessage `json:"sensitive_values"`
	} `json:"resources"`
	ChildModules []recordedModule `json:"child_modules"`
}

// objects indexes the state's resource instance objects by address.
func (m recordedModule) objects(t *testing.T, into map[string]cty.Value) {
	for _, r := range m.Resources {
		into[r.Address] = buildValue(decodeJSON(t, r.Values), nil, decodeJSON(t, r.Sensitive))
	}
	for _, c := range m.ChildModules {
		c.objects(t, into)
	}
}

var deposedLine = regexp.MustCompile(`^(.*) \(deposed object ([0-9a-f]+)\): Destroying`)

// TestApplyCorpus checks the apply text of every recorded apply: the
// progress lines of each planned change (compared as a set, since their
// order comes from the apply walk) and, byte for byte, the summary and
// the outputs that follow it.
func TestApplyCorpus(t *testing.T) {
	matched, total := 0, 0
	for _, step := range corpusSteps(t) {
		applyText := string(step.read(t, "apply.txt"))
		planJSON := step.read(t, "plan.json")
		if strings.TrimSpace(applyText) == "" || len(strings.TrimSpace(string(planJSON))) == 0 {
			continue
		}
		total++
		t.Run(step.name, func(t *testing.T) {
			p := planFromJSON(t, planJSON, step.planArgs)
			var st recordedState
			if err := json.Unmarshal(step.read(t, "state.json"), &st); err != nil {
				t.Fatal(err)
			}
			after := map[string]cty.Value{}
			st.Values.RootModule.objects(t, after)

			deposed := map[string]string{}
			var wantLines []string
			for _, l := range strings.Split(applyText, "\n") {
				if isProgressLine(l) {
					wantLines = append(wantLines, l+"\n")
				}
				if m := deposedLine.FindStringSubmatch(l); m != nil {
					deposed[m[1]] = m[2]
				}
			}
			gotLines := progressLines(p, after, deposed)
			sort.Strings(wantLines)
			sort.Strings(gotLines)
			if strings.Join(gotLines, "") != strings.Join(wantLines, "") {
				t.Errorf("progress lines differ\n--- got:\n%s--- want:\n%s", strings.Join(gotLines, ""), strings.Join(wantLines, ""))
				return
			}

			i := strings.Index(applyText, "\nApply complete!")
			if i < 0 {
				matched++
				return // the apply failed: no summary
			}
			outputs := map[string]*states.OutputValue{}
			for name, o := range st.Values.Outputs {
				ty, err := ctyjson.UnmarshalType(o.Type)
				if err != nil {
					t.Fatal(err)
				}
				v, err := ctyjson.Unmarshal(o.Value, ty)
				if err != nil {
					t.Fatal(err)
				}
				outputs[name] = &states.OutputValue{Value: v, Sensitive: o.Sensitive}
			}
			got := ApplySummary(CountApplied(p), false, Options{}) + ApplyOutputs(outputs, Options{})
			if want := applyText[i:]; got != want {
				t.Errorf("summary differs at %s\n--- got:\n%s--- want:\n%s", firstDiff(got, want), got, want)
				return
			}
			matched++
		})
	}
	t.Logf("%d of %d recorded applies match", matched, total)
}

// progressLines returns the lines applying a plan prints, in no
// particular order. after holds the objects after apply by address;
// deposed the deposed keys of create-before-destroy replacements.
func progressLines(p *plans.Plan, after map[string]cty.Value, deposed map[string]string) []string {
	var out []string
	o := Options{}
	null := cty.NullVal(cty.DynamicPseudoType)
	for _, c := range p.Changes {
		addr := c.Addr.String()
		newObj, ok := after[addr]
		if !ok {
			newObj = null
		}
		create := func() {
			out = append(out, ApplyStarting(addr, "", plans.Create, null, o), ApplyComplete(addr, plans.Create, newObj, 0, o))
		}
		destroy := func(dk string) {
			out = append(out, ApplyStarting(addr, dk, plans.Delete, c.Before, o), ApplyComplete(addr, plans.Delete, null, 0, o))
		}
		switch c.Action {
		case plans.Create:
			create()
		case plans.Update:
			out = append(out, ApplyStarting(addr, "", plans.Update, c.Before, o), ApplyComplete(addr, plans.Update, newObj, 0, o))
		case plans.Delete:
			destroy(c.DeposedKey)
		case plans.DeleteThenCreate:
			destroy("")
			create()
		case plans.CreateThenDelete:
			create()
			destroy(deposed[addr])
		case plans.Read:
			out = append(out, ApplyStarting(addr, "", plans.Read, null, o), ApplyComplete(addr, plans.Read, newObj, 0, o))
		}
	}
	return out
}
