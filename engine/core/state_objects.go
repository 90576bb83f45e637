package core

import (
	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/states"
	"github.com/zclconf/go-cty/cty"
)

// setObject encodes an object and stores it as an instance's current
// object.
func setObject(st *states.State, ia addrs.AbsResourceInstance, providerConfig string, obj *states.Object, ty cty.Type) error {
	src, err := obj.Encode(ty, 0)
	if err != nil {
		return err
	}
	st.SetResourceInstanceCurrent(ia, src, providerConfig)
	return nil
}

// removeObject removes an instance's current object, or one deposed
// object when deposed is set.
func removeObject(st *states.State, ia addrs.AbsResourceInstance, deposed string) {
	if deposed != "" {
		st.SetResourceInstanceDeposed(ia, deposed, nil, "")
		return
	}
	st.SetResourceInstanceCurrent(ia, nil, "")
}
