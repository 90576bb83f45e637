package planfile

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/tfplay/tfplay/engine/plans"
	"github.com/zclconf/go-cty/cty"
)

// formatVersion is the version of the plan JSON inside the archive.
const formatVersion = 1

// planJSON is the plan inside the archive.
type planJSON struct {
	FormatVersion      int                   `json:"format_version"`
	TerraformVersion   string                `json:"terraform_version,omitempty"`
	Mode               string                `json:"mode"`
	Workspace          string                `json:"workspace,omitempty"`
	Variables          map[string]*valueJSON `json:"variables,omitempty"`
	Changes            []changeJSON          `json:"changes,omitempty"`
	Outputs            []outputChangeJSON    `json:"outputs,omitempty"`
	PrevRunState       *stateJSON            `json:"prev_run_state,omitempty"`
	PriorState         *stateJSON            `json:"prior_state,omitempty"`
	TargetAddrs        []string              `json:"target_addrs,omitempty"`
	ForceReplaceAddrs  []string              `json:"force_replace_addrs,omitempty"`
	Checks             []*plans.CheckResult  `json:"checks,omitempty"`
	Errored            bool                  `json:"errored,omitempty"`
	Timestamp          string                `json:"timestamp,omitempty"`
	RelevantAttributes []relevantAttrJSON    `json:"relevant_attributes,omitempty"`
}

type changeJSON struct {
	Addr            *instanceAddrJSON `json:"addr"`
	PrevRunAddr     *instanceAddrJSON `json:"prev_run_addr,omitempty"`
	DeposedKey      string            `json:"deposed,omitempty"`
	ProviderConfig  string            `json:"provider"`
	Action          string            `json:"action"`
	ActionReason    string            `json:"action_reason,omitempty"`
	Before          *valueJSON        `json:"before,omitempty"`
	After           *valueJSON        `json:"after,omitempty"`
	RequiredReplace json.RawMessage   `json:"required_replace,omitempty"`
	Importing       bool              `json:"importing,omitempty"`
	ImportingID     string            `json:"importing_id,omitempty"`
	Private         []byte            `json:"private,omitempty"`
}

type outputChangeJSON struct {
	Name      string     `json:"name"`
	Action    string     `json:"action"`
	Before    *valueJSON `json:"before,omitempty"`
	After     *valueJSON `json:"after,omitempty"`
	Sensitive bool       `json:"sensitive,omitempty"`
}

type relevantAttrJSON struct {
	Resource string          `json:"resource"`
	Attr     json.RawMessage `json:"attr"`
}

var modeNames = map[plans.Mode]string{
	plans.NormalMode:      "normal",
	plans.DestroyMode:     "destroy",
	plans.RefreshOnlyMode: "refresh-only",
}

var knownActions = map[plans.Action]bool{
	plans.NoOp: true, plans.Create: true, plans.Read: true, plans.Update: true,
	plans.DeleteThenCreate: true, plans.CreateThenDelete: true, plans.Delete: true,
	plans.Forget: true, "create-then-forget": true,
}

func encodePlan(p *plans.Plan, tfVersion string) (*planJSON, error) {
	mode, ok := modeNames[p.Mode]
	if !ok {
		return nil, fmt.Errorf("unsupported planning mode %d", p.Mode)
	}
	out := &planJSON{
		FormatVersion: formatVersion, TerraformVersion: tfVersion, Mode: mode, Workspace: p.Workspace,
		TargetAddrs: p.TargetAddrs, ForceReplaceAddrs: p.ForceReplaceAddrs,
		Checks: p.Checks, Errored: p.Errored,
	}
	if !p.Timestamp.IsZero() {
		out.Timestamp = p.Timestamp.Format(time.RFC3339Nano)
	}
	if len(p.Variables) > 0 {
		out.Variables = map[string]*valueJSON{}
		for name, v := range p.Variables {
			vj, err := encodeValue(v)
			if err != nil {
				return nil, fmt.Errorf("variable %s: %w", name, err)
			}
			out.Variables[name] = vj
		}
	}
	for _, c := range p.Changes {
		if c == nil {
			continue
		}
		cj, err := encodeChange(c)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.Addr, err)
		}
		out.Changes = append(out.Changes, cj)
	}
	for _, oc := range p.Outputs {
		if oc == nil {
			continue
		}
		if !knownActions[oc.Action] {
			return nil, fmt.Errorf("output %s: unsupported action %q", oc.Name, oc.Action)
		}
		before, err := encodeValue(oc.Before)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", oc.Name, err)
		}
		after, err := encodeValue(oc.After)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", oc.Name, err)
		}
		out.Outputs = append(out.Outputs, outputChangeJSON{Name: oc.Name, Action: string(oc.Action), Before: before, After: after, Sensitive: oc.Sensitive})
	}
	var err error
	if out.PrevRunState, err = encodeState(p.PrevRunState); err != nil {
		return nil, fmt.Errorf("previous run state: %w", err)
	}
	if out.PriorState, err = encodeState(p.PriorState); err != nil {
		return nil, fmt.Errorf("prior state: %w", err)
	}
	for _, ra := range p.RelevantAttributes {
		pj, err := marshalPath(ra.Attr)
		if err != nil {
			return nil, err
		}
		out.RelevantAttributes = append(out.RelevantAttributes, relevantAttrJSON{Resource: ra.Resource, Attr: pj})
	}
	return out, nil
}

func encodeChange(c *plans.ResourceInstanceChange) (changeJSON, error) {
	if !knownActions[c.Action] {
		return changeJSON{}, fmt.Errorf("unsupported action %q", c.Action)
	}
	cj := changeJSON{
		Addr: encodeInstanceAddr(c.Addr), PrevRunAddr: encodeInstanceAddr(c.PrevRunAddr),
		DeposedKey: c.DeposedKey, ProviderConfig: c.ProviderConfig,
		Action: string(c.Action), ActionReason: string(c.ActionReason),
		Importing: c.Importing, ImportingID: c.ImportingID, Private: c.Private,
	}
	if cj.Addr == nil {
		return cj, fmt.Errorf("a change has no address")
	}
	var err error
	if cj.Before, err = encodeValue(c.Before); err != nil {
		return cj, fmt.Errorf("before: %w", err)
	}
	if cj.After, err = encodeValue(c.After); err != nil {
		return cj, fmt.Errorf("after: %w", err)
	}
	if len(c.RequiredReplace) > 0 {
		if cj.RequiredReplace, err = marshalPaths(c.RequiredReplace); err != nil {
			return cj, err
		}
	}
	return cj, nil
}

func decodePlan(in *planJSON) (*plans.Plan, error) {
	if in.FormatVersion != formatVersion {
		return nil, fmt.Errorf("the plan file has format version %d; this tfplay reads version %d: make the plan again", in.FormatVersion, formatVersion)
	}
	p := &plans.Plan{
		Workspace: in.Workspace, TargetAddrs: in.TargetAddrs, ForceReplaceAddrs: in.ForceReplaceAddrs,
		Checks: in.Checks, Errored: in.Errored,
	}
	found := false
	for m, name := range modeNames {
		if name == in.Mode {
			p.Mode, found = m, true
		}
	}
	if !found {
		return nil, fmt.Errorf("unsupported planning mode %q", in.Mode)
	}
	if in.Timestamp != "" {
		ts, err := time.Parse(time.RFC3339Nano, in.Timestamp)
		if err != nil {
			return nil, fmt.Errorf("invalid timestamp %q", in.Timestamp)
		}
		p.Timestamp = ts
	}
	if len(in.Variables) > 0 {
		p.Variables = map[string]cty.Value{}
		for name, vj := range in.Variables {
			v, err := decodeValue(vj)
			if err != nil {
				return nil, fmt.Errorf("variable %s: %w", name, err)
			}
			p.Variables[name] = v
		}
	}
	for _, cj := range in.Changes {
		c, err := decodeChange(cj)
		if err != nil {
			return nil, err
		}
		p.Changes = append(p.Changes, c)
	}
	for _, oj := range in.Outputs {
		if !knownActions[plans.Action(oj.Action)] {
			return nil, fmt.Errorf("output %s: unsupported action %q", oj.Name, oj.Action)
		}
		before, err := decodeValue(oj.Before)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", oj.Name, err)
		}
		after, err := decodeValue(oj.After)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", oj.Name, err)
		}
		p.Outputs = append(p.Outputs, &plans.OutputChange{Name: oj.Name, Action: plans.Action(oj.Action), Before: before, After: after, Sensitive: oj.Sensitive})
	}
	var err error
	if p.PrevRunState, err = decodeState(in.PrevRunState); err != nil {
		return nil, fmt.Errorf("previous run state: %w", err)
	}
	if p.PriorState, err = decodeState(in.PriorState); err != nil {
		return nil, fmt.Errorf("prior state: %w", err)
	}
	for _, ra := range in.RelevantAttributes {
		path, err := unmarshalPath(ra.Attr)
		if err != nil {
			return nil, err
		}
		p.RelevantAttributes = append(p.RelevantAttributes, plans.ResourceAttr{Resource: ra.Resource, Attr: path})
	}
	return p, nil
}

func decodeChange(cj changeJSON) (*plans.ResourceInstanceChange, error) {
	addr, err := decodeInstanceAddr(cj.Addr)
	if err != nil {
		return nil, err
	}
	if cj.Addr == nil {
		return nil, fmt.Errorf("a change has no address")
	}
	if !knownActions[plans.Action(cj.Action)] {
		return nil, fmt.Errorf("%s: unsupported action %q", addr, cj.Action)
	}
	prev, err := decodeInstanceAddr(cj.PrevRunAddr)
	if err != nil {
		return nil, err
	}
	c := &plans.ResourceInstanceChange{
		Addr: addr, PrevRunAddr: prev, DeposedKey: cj.DeposedKey, ProviderConfig: cj.ProviderConfig,
		Action: plans.Action(cj.Action), ActionReason: plans.ActionReason(cj.ActionReason),
		Importing: cj.Importing, ImportingID: cj.ImportingID, Private: cj.Private,
	}
	if c.Before, err = decodeValue(cj.Before); err != nil {
		return nil, fmt.Errorf("%s: before: %w", addr, err)
	}
	if c.After, err = decodeValue(cj.After); err != nil {
		return nil, fmt.Errorf("%s: after: %w", addr, err)
	}
	if len(cj.RequiredReplace) > 0 {
		if c.RequiredReplace, err = unmarshalPaths(cj.RequiredReplace); err != nil {
			return nil, fmt.Errorf("%s: %w", addr, err)
		}
	}
	return c, nil
}
