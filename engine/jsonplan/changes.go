package jsonplan

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/jsonstate"
	"github.com/tfplay/tfplay/engine/plans"
	"github.com/zclconf/go-cty/cty"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// actionStrings renders an action as plan JSON's list of actions.
func actionStrings(a plans.Action) ([]string, error) {
	switch a {
	case plans.NoOp:
		return []string{"no-op"}, nil
	case plans.Create:
		return []string{"create"}, nil
	case plans.Read:
		return []string{"read"}, nil
	case plans.Update:
		return []string{"update"}, nil
	case plans.DeleteThenCreate:
		return []string{"delete", "create"}, nil
	case plans.CreateThenDelete:
		return []string{"create", "delete"}, nil
	case plans.Delete:
		return []string{"delete"}, nil
	case plans.Forget:
		return []string{"forget"}, nil
	case "create-then-forget":
		return []string{"create", "forget"}, nil
	}
	return nil, fmt.Errorf("unsupported change action %q", a)
}

// marshalResourceChanges renders every resource instance change, ordered
// as Terraform orders them: by module instance (shorter paths first), data
// sources before managed resources, type, name, instance key, then
// deposed key.
func marshalResourceChanges(changes []*plans.ResourceInstanceChange, schemas jsonstate.SchemaFunc) ([]ResourceChange, error) {
	sorted := make([]*plans.ResourceInstanceChange, 0, len(changes))
	for _, c := range changes {
		if c != nil {
			sorted = append(sorted, c)
		}
	}
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i], sorted[j]
		if instanceLess(a.Addr, b.Addr) {
			return true
		}
		if instanceLess(b.Addr, a.Addr) {
			return false
		}
		return a.DeposedKey < b.DeposedKey
	})
	var out []ResourceChange
	for _, c := range sorted {
		rc, err := marshalResourceChange(c, schemas)
		if err != nil {
			return nil, err
		}
		out = append(out, rc)
	}
	return out, nil
}

func marshalResourceChange(c *plans.ResourceInstanceChange, schemas jsonstate.SchemaFunc) (ResourceChange, error) {
	r := c.Addr.Resource.Resource
	rc := ResourceChange{
		Address:      c.Addr.String(),
		Mode:         jsonstate.ModeString(r.Mode),
		Type:         r.Type,
		Name:         r.Name,
		Index:        jsonstate.IndexJSON(c.Addr.Resource.Key),
		ProviderName: jsonstate.ProviderSource(c.ProviderConfig),
		Deposed:      c.DeposedKey,
		ActionReason: string(c.ActionReason),
	}
	if c.Moved() {
		rc.PreviousAddress = c.PrevRunAddr.String()
	}
	if !c.Addr.Module.IsRoot() {
		rc.ModuleAddress = c.Addr.Module.String()
	}
	actions, err := actionStrings(c.Action)
	if err != nil {
		return rc, fmt.Errorf("%s: %w", rc.Address, err)
	}
	schema := jsonstate.LookupSchema(schemas, c.ProviderConfig, r)

	before := orNull(c.Before)
	beforeJSON, beforeSens, err := marshalKnownWithSensitivity(before, schema)
	if err != nil {
		return rc, fmt.Errorf("%s: before: %w", rc.Address, err)
	}
	after := orNull(c.After)
	afterJSON, afterUnknown, afterSens, err := marshalPlanned(after, schema)
	if err != nil {
		return rc, fmt.Errorf("%s: after: %w", rc.Address, err)
	}
	replace, err := encodePaths(c.RequiredReplace)
	if err != nil {
		return rc, fmt.Errorf("%s: %w", rc.Address, err)
	}
	rc.Change = Change{
		Actions:         actions,
		Before:          beforeJSON,
		After:           afterJSON,
		AfterUnknown:    afterUnknown,
		BeforeSensitive: beforeSens,
		AfterSensitive:  afterSens,
		ReplacePaths:    replace,
	}
	if c.Importing {
		rc.Change.Importing = &Importing{ID: c.ImportingID}
	}
	return rc, nil
}

// orNull stands a null for a value that was never set.
func orNull(v cty.Value) cty.Value {
	if v == cty.NilVal {
		return cty.NullVal(cty.DynamicPseudoType)
	}
	return v
}

// marshalKnownWithSensitivity renders a wholly known value and its
// sensitive markers (from its marks and the schema).
func marshalKnownWithSensitivity(v cty.Value, schema *configschema.Block) (json.RawMessage, json.RawMessage, error) {
	marked := jsonstate.MarkSchemaSensitive(v, schema)
	plain, _ := v.UnmarkDeep()
	js, err := ctyjson.Marshal(plain, plain.Type())
	if err != nil {
		return nil, nil, err
	}
	sens, err := boolJSON(jsonstate.SensitiveAsBool(marked))
	if err != nil {
		return nil, nil, err
	}
	return js, sens, nil
}

// marshalPlanned renders a planned value that may contain unknowns: its
// known parts (nil when wholly unknown), its after_unknown markers and its
// sensitive markers.
func marshalPlanned(v cty.Value, schema *configschema.Block) (after, unknown, sens json.RawMessage, err error) {
	marked := jsonstate.MarkSchemaSensitive(v, schema)
	plain, _ := v.UnmarkDeep()
	if plain.IsWhollyKnown() {
		after, err = ctyjson.Marshal(plain, plain.Type())
		if err != nil {
			return nil, nil, nil, err
		}
		unknown = json.RawMessage("{}")
	} else {
		known := omitUnknowns(plain)
		if known != cty.NilVal && !known.IsNull() {
			after, err = ctyjson.Marshal(known, known.Type())
			if err != nil {
				return nil, nil, nil, err
			}
		}
		unknown, err = boolJSON(unknownAsBool(plain))
		if err != nil {
			return nil, nil, nil, err
		}
	}
	sens, err = boolJSON(jsonstate.SensitiveAsBool(marked))
	return after, unknown, sens, err
}

func boolJSON(v cty.Value) (json.RawMessage, error) {
	return ctyjson.Marshal(v, v.Type())
}

// marshalOutputChanges renders the root output changes by name.
func marshalOutputChanges(changes []*plans.OutputChange) (map[string]Change, error) {
	if len(changes) == 0 {
		return nil, nil
	}
	out := map[string]Change{}
	for _, oc := range changes {
		if oc == nil {
			continue
		}
		c, err := marshalOutputChange(oc)
		if err != nil {
			return nil, fmt.Errorf("output %q: %w", oc.Name, err)
		}
		out[oc.Name] = c
	}
	return out, nil
}

// marshalOutputChange renders one output change. An output's sensitivity
// is only the flag of the output, so before_sensitive and after_sensitive
// are both that flag.
func marshalOutputChange(oc *plans.OutputChange) (Change, error) {
	actions, err := actionStrings(oc.Action)
	if err != nil {
		return Change{}, err
	}
	before, _ := orNull(oc.Before).UnmarkDeep()
	beforeJSON, err := ctyjson.Marshal(before, before.Type())
	if err != nil {
		return Change{}, err
	}
	after, _ := orNull(oc.After).UnmarkDeep()
	var afterJSON, unknown json.RawMessage
	if after.IsWhollyKnown() {
		if afterJSON, err = ctyjson.Marshal(after, after.Type()); err != nil {
			return Change{}, err
		}
		unknown = json.RawMessage("false")
	} else {
		known := omitUnknowns(after)
		if known != cty.NilVal && !known.IsNull() {
			if afterJSON, err = ctyjson.Marshal(known, known.Type()); err != nil {
				return Change{}, err
			}
		}
		if unknown, err = boolJSON(unknownAsBool(after)); err != nil {
			return Change{}, err
		}
	}
	sens := json.RawMessage("false")
	if oc.Sensitive {
		sens = json.RawMessage("true")
	}
	return Change{
		Actions:         actions,
		Before:          beforeJSON,
		After:           afterJSON,
		AfterUnknown:    unknown,
		BeforeSensitive: sens,
		AfterSensitive:  sens,
	}, nil
}

// instanceLess orders resource instances as Terraform does.
func instanceLess(a, b addrs.AbsResourceInstance) bool {
	if len(a.Module) != len(b.Module) {
		return len(a.Module) < len(b.Module)
	}
	for i := range a.Module {
		as, bs := a.Module[i], b.Module[i]
		if as.Name != bs.Name {
			return as.Name < bs.Name
		}
		if addrs.KeyString(as.Key) != addrs.KeyString(bs.Key) {
			return addrs.KeyLess(as.Key, bs.Key)
		}
	}
	ar, br := a.Resource.Resource, b.Resource.Resource
	if ar != br {
		return jsonstate.ResourceLess(ar, br)
	}
	return addrs.KeyLess(a.Resource.Key, b.Resource.Key)
}
