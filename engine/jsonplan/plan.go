package jsonplan

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/jsonstate"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/tfplay/tfplay/engine/version"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// Marshal renders the `terraform show -json PLANFILE` document of a plan
// made from cfg, without the trailing newline the command prints after it.
// schemas is as for MarshalConfig and jsonstate.Marshal; cfg may be nil,
// leaving the configuration out.
func Marshal(p *plans.Plan, cfg *config.Config, schemas jsonstate.SchemaFunc) ([]byte, error) {
	doc, err := MarshalPlan(p, cfg, schemas)
	if err != nil {
		return nil, err
	}
	return json.Marshal(doc)
}

// MarshalPlan builds the plan document.
func MarshalPlan(p *plans.Plan, cfg *config.Config, schemas jsonstate.SchemaFunc) (*Plan, error) {
	if p == nil {
		return nil, fmt.Errorf("no plan")
	}
	doc := &Plan{
		FormatVersion:    FormatVersion,
		TerraformVersion: version.String(),
		Applyable:        p.CanApply(),
		Complete:         !p.Errored && len(p.TargetAddrs) == 0,
		Errored:          p.Errored,
	}
	var err error
	if doc.Variables, err = marshalVariables(p.Variables, cfg); err != nil {
		return nil, err
	}
	if doc.PlannedValues, err = marshalPlannedValues(p, schemas); err != nil {
		return nil, err
	}
	if doc.ResourceChanges, err = marshalResourceChanges(p.Changes, schemas); err != nil {
		return nil, err
	}
	if doc.OutputChanges, err = marshalOutputChanges(p.Outputs); err != nil {
		return nil, err
	}
	if p.PriorState != nil && !p.PriorState.Empty() {
		prior, err := jsonstate.MarshalState(p.PriorState, schemas)
		if err != nil {
			return nil, fmt.Errorf("prior state: %w", err)
		}
		// The prior state is shown as the plan file stores it: written by
		// the running version, without check results.
		prior.TerraformVersion = version.Terraform
		prior.Checks = nil
		doc.PriorState = prior
	}
	if cfg != nil {
		if doc.Configuration, err = MarshalConfig(cfg, schemas); err != nil {
			return nil, err
		}
	}
	if doc.RelevantAttributes, err = marshalRelevantAttributes(p.RelevantAttributes); err != nil {
		return nil, err
	}
	if len(p.Checks) > 0 {
		if doc.Checks, err = jsonstate.MarshalChecks(p.Checks); err != nil {
			return nil, err
		}
	}
	if !p.Timestamp.IsZero() {
		doc.Timestamp = p.Timestamp.UTC().Format(time.RFC3339)
	}
	return doc, nil
}

// marshalVariables renders the root module variables the plan used, with
// the defaults of declared variables it has no value for.
func marshalVariables(vals map[string]cty.Value, cfg *config.Config) (map[string]Variable, error) {
	out := map[string]Variable{}
	for name, v := range vals {
		if v == cty.NilVal {
			v = cty.NullVal(cty.DynamicPseudoType)
		}
		plain, _ := v.UnmarkDeep()
		js, err := ctyjson.Marshal(plain, plain.Type())
		if err != nil {
			return nil, fmt.Errorf("variable %q: %w", name, err)
		}
		out[name] = Variable{Value: js}
	}
	if cfg != nil && cfg.Module != nil {
		for name, decl := range cfg.Module.Variables {
			if _, ok := out[name]; ok || decl.Default == cty.NilVal {
				continue
			}
			plain, _ := decl.Default.UnmarkDeep()
			js, err := ctyjson.Marshal(plain, plain.Type())
			if err != nil {
				return nil, fmt.Errorf("variable %q: %w", name, err)
			}
			out[name] = Variable{Value: js}
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// marshalRelevantAttributes renders the attributes that contributed to
// changes, in the plan's order.
func marshalRelevantAttributes(attrs []plans.ResourceAttr) ([]ResourceAttr, error) {
	var out []ResourceAttr
	for _, ra := range attrs {
		p, err := encodePath(ra.Attr)
		if err != nil {
			return nil, fmt.Errorf("relevant attribute of %s: %w", ra.Resource, err)
		}
		out = append(out, ResourceAttr{Resource: ra.Resource, Attr: p})
	}
	return out, nil
}
