package graph

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/addrs"
)

// referenceMap finds the vertices an address refers to, keyed by the
// module path the address is relative to and the address itself
// (Terraform's ReferenceMap).
type referenceMap map[string][]*vertex

func mapKey(path []string, addr string) string {
	return addrs.ModuleString(path) + "|" + addr
}

func newReferenceMap(vs []*vertex) referenceMap {
	m := referenceMap{}
	for _, v := range vs {
		for _, a := range v.refAddrs {
			k := mapKey(v.selfPath, a)
			m[k] = append(m[k], v)
		}
	}
	return m
}

// lookup returns the vertices a reference made in module path names: a
// resource instance falls back to its resource, a module output of an
// instance to the output of the call and then to the call itself.
func (m referenceMap) lookup(path []string, t hcl.Traversal) []*vertex {
	ref, diags := addrs.ParseRef(t)
	if diags.HasErrors() || ref == nil {
		return nil
	}
	switch ref.Kind {
	case addrs.RefInputVariable:
		return m[mapKey(path, "var."+ref.Name)]
	case addrs.RefLocal:
		return m[mapKey(path, "local."+ref.Name)]
	case addrs.RefResource:
		if ref.HasKey {
			if vs, ok := m[mapKey(path, ref.Resource.String()+addrs.KeyString(ref.Key))]; ok {
				return vs
			}
		}
		return m[mapKey(path, ref.Resource.String())]
	case addrs.RefModuleCall:
		call := "module." + ref.Name
		rest := ref.Remaining
		if len(rest) > 0 {
			if _, ok := rest[0].(hcl.TraverseIndex); ok {
				rest = rest[1:]
			}
		}
		if len(rest) > 0 {
			if a, ok := rest[0].(hcl.TraverseAttr); ok {
				if vs, ok := m[mapKey(path, call+"."+a.Name)]; ok {
					return vs
				}
			}
		}
		return m[mapKey(path, call)]
	}
	return nil
}

// connectReferences makes every vertex depend on the vertices its
// expressions refer to (ReferenceTransformer). Destroyers neither refer
// nor are referred to.
func (b *opBuilder) connectReferences() {
	vs := b.g.list()
	m := newReferenceMap(vs)
	for _, v := range vs {
		if v.destroyer {
			continue
		}
		var parents []*vertex
		for _, t := range v.refs {
			parents = append(parents, m.lookup(v.refPath, t)...)
		}
		for _, t := range v.rootRefs {
			parents = append(parents, m.lookup(nil, t)...)
		}
		for _, p := range parents {
			if p == v || p.destroyer || differentModuleInstances(v, p) {
				continue
			}
			b.g.connect(v, p)
		}
	}
}
