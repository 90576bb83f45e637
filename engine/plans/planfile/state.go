package planfile

import (
	"encoding/json"
	"fmt"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/tfplay/tfplay/engine/states/statefile"
)

// stateJSON is a state inside a plan file: everything states.State holds,
// kept exactly (unlike the state file format, which drops output marks and
// how resources repeat).
type stateJSON struct {
	Serial           uint64          `json:"serial"`
	Lineage          string          `json:"lineage"`
	TerraformVersion string          `json:"terraform_version"`
	Modules          []moduleJSON    `json:"modules"`
	CheckResults     json.RawMessage `json:"check_results,omitempty"`
}

type moduleJSON struct {
	Addr      string                `json:"addr"`
	Outputs   map[string]outputJSON `json:"outputs,omitempty"`
	Resources []resourceJSON        `json:"resources,omitempty"`
}

type outputJSON struct {
	Value     *valueJSON `json:"value"`
	Sensitive bool       `json:"sensitive,omitempty"`
}

type resourceJSON struct {
	Mode           string         `json:"mode"`
	Type           string         `json:"type"`
	Name           string         `json:"name"`
	ProviderConfig string         `json:"provider"`
	EachMode       string         `json:"each,omitempty"`
	Instances      []instanceJSON `json:"instances"`
}

type instanceJSON struct {
	Key     json.RawMessage       `json:"key,omitempty"`
	Current *objectJSON           `json:"current,omitempty"`
	Deposed map[string]objectJSON `json:"deposed,omitempty"`
}

type objectJSON struct {
	SchemaVersion         uint64          `json:"schema_version"`
	Attrs                 json.RawMessage `json:"attributes"`
	SensitivePaths        json.RawMessage `json:"sensitive_paths,omitempty"`
	Status                string          `json:"status,omitempty"`
	Dependencies          []string        `json:"dependencies,omitempty"`
	CreateBeforeDestroy   bool            `json:"create_before_destroy,omitempty"`
	Private               []byte          `json:"private,omitempty"`
	IdentitySchemaVersion uint64          `json:"identity_schema_version,omitempty"`
}

func encodeState(s *states.State) (*stateJSON, error) {
	if s == nil {
		return nil, nil
	}
	out := &stateJSON{Serial: s.Serial, Lineage: s.Lineage, TerraformVersion: s.TerraformVersion, CheckResults: s.CheckResults}
	for _, mk := range sortedKeys(s.Modules) {
		m := s.Modules[mk]
		if m == nil {
			continue
		}
		mj := moduleJSON{Addr: m.Addr.String()}
		if len(m.OutputValues) > 0 {
			mj.Outputs = map[string]outputJSON{}
			for name, ov := range m.OutputValues {
				if ov == nil {
					continue
				}
				v, err := encodeValue(ov.Value)
				if err != nil {
					return nil, fmt.Errorf("output %s: %w", name, err)
				}
				mj.Outputs[name] = outputJSON{Value: v, Sensitive: ov.Sensitive}
			}
		}
		for _, rk := range sortedKeys(m.Resources) {
			r := m.Resources[rk]
			if r == nil {
				continue
			}
			rj := resourceJSON{
				Mode: modeString(r.Addr.Resource.Mode), Type: r.Addr.Resource.Type, Name: r.Addr.Resource.Name,
				ProviderConfig: r.ProviderConfig, EachMode: r.EachMode, Instances: []instanceJSON{},
			}
			for _, key := range sortedInstanceKeys(r.Instances) {
				inst := r.Instances[key]
				if inst == nil {
					continue
				}
				ij := instanceJSON{Key: encodeKey(key)}
				if inst.Current != nil {
					o, err := encodeObject(inst.Current)
					if err != nil {
						return nil, err
					}
					ij.Current = &o
				}
				if len(inst.Deposed) > 0 {
					ij.Deposed = map[string]objectJSON{}
					for dk, obj := range inst.Deposed {
						if obj == nil {
							continue
						}
						o, err := encodeObject(obj)
						if err != nil {
							return nil, err
						}
						ij.Deposed[dk] = o
					}
				}
				rj.Instances = append(rj.Instances, ij)
			}
			mj.Resources = append(mj.Resources, rj)
		}
		out.Modules = append(out.Modules, mj)
	}
	return out, nil
}

func encodeObject(o *states.ObjectSrc) (objectJSON, error) {
	if !json.Valid(o.AttrsJSON) {
		return objectJSON{}, fmt.Errorf("an object's attributes are not valid JSON")
	}
	out := objectJSON{
		SchemaVersion: o.SchemaVersion, Attrs: o.AttrsJSON, Status: string(o.Status),
		Dependencies: o.Dependencies, CreateBeforeDestroy: o.CreateBeforeDestroy,
		Private: o.Private, IdentitySchemaVersion: o.IdentitySchemaVersion,
	}
	if len(o.SensitivePaths) > 0 {
		p, err := statefile.MarshalPaths(o.SensitivePaths)
		if err != nil {
			return out, err
		}
		out.SensitivePaths = p
	}
	return out, nil
}

func decodeState(in *stateJSON) (*states.State, error) {
	if in == nil {
		return nil, nil
	}
	s := states.NewState()
	s.Serial, s.Lineage, s.TerraformVersion = in.Serial, in.Lineage, in.TerraformVersion
	if len(in.CheckResults) > 0 {
		s.CheckResults = append([]byte(nil), in.CheckResults...)
	}
	for _, mj := range in.Modules {
		addr, err := states.ParseModuleInstance(mj.Addr)
		if err != nil {
			return nil, err
		}
		if s.Modules[addr.String()] != nil && !addr.IsRoot() {
			return nil, fmt.Errorf("module %s appears more than once", mj.Addr)
		}
		m := s.EnsureModule(addr)
		for name, oj := range mj.Outputs {
			v, err := decodeValue(oj.Value)
			if err != nil {
				return nil, fmt.Errorf("output %s: %w", name, err)
			}
			m.OutputValues[name] = &states.OutputValue{Value: v, Sensitive: oj.Sensitive}
		}
		for _, rj := range mj.Resources {
			mode, err := parseMode(rj.Mode)
			if err != nil {
				return nil, err
			}
			ra := addrs.AbsResource{Module: addr, Resource: addrs.Resource{Mode: mode, Type: rj.Type, Name: rj.Name}}
			if s.Resource(ra) != nil {
				return nil, fmt.Errorf("resource %s appears more than once", ra)
			}
			r := &states.Resource{Addr: ra, ProviderConfig: rj.ProviderConfig, EachMode: rj.EachMode, Instances: map[addrs.InstanceKey]*states.Instance{}}
			m.Resources[ra.Resource.String()] = r
			for _, ij := range rj.Instances {
				key, err := decodeKey(ij.Key)
				if err != nil {
					return nil, fmt.Errorf("resource %s: %w", ra, err)
				}
				inst := &states.Instance{}
				if ij.Current != nil {
					if inst.Current, err = decodeObject(*ij.Current); err != nil {
						return nil, fmt.Errorf("resource %s: %w", ra, err)
					}
				}
				for dk, oj := range ij.Deposed {
					obj, err := decodeObject(oj)
					if err != nil {
						return nil, fmt.Errorf("resource %s: %w", ra, err)
					}
					if inst.Deposed == nil {
						inst.Deposed = map[string]*states.ObjectSrc{}
					}
					inst.Deposed[dk] = obj
				}
				r.Instances[key] = inst
			}
		}
	}
	return s, nil
}

func decodeObject(in objectJSON) (*states.ObjectSrc, error) {
	if len(in.Attrs) == 0 || in.Attrs[0] != '{' {
		return nil, fmt.Errorf("an object's attributes must be a JSON object")
	}
	paths, err := statefile.UnmarshalPaths(in.SensitivePaths)
	if err != nil {
		return nil, err
	}
	switch states.ObjectStatus(in.Status) {
	case states.ObjectReady, states.ObjectTainted:
	default:
		return nil, fmt.Errorf("invalid object status %q", in.Status)
	}
	return &states.ObjectSrc{
		SchemaVersion: in.SchemaVersion, AttrsJSON: in.Attrs, SensitivePaths: paths,
		Status: states.ObjectStatus(in.Status), Dependencies: in.Dependencies,
		CreateBeforeDestroy: in.CreateBeforeDestroy, Private: in.Private,
		IdentitySchemaVersion: in.IdentitySchemaVersion,
	}, nil
}
