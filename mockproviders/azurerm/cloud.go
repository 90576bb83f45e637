package azurerm

import (
	"strconv"
	"strings"
	"sync"

	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// cloud is what the mock cloud remembers of the objects the provider has
// seen (created or refreshed) in one workspace, so that related objects
// agree: a network interface takes its private address from its subnet's
// range, and a virtual machine reports the addresses of its network
// interfaces. Like a real cloud it outlives provider instances: plan and
// apply run separate instances, and the apply of a new VM must know the
// interfaces a refresh saw.
type cloud struct {
	mu     sync.Mutex
	facts  map[string]string            // kind + ":" + lower-cased id → value
	owners map[string]map[string]string // lower-cased subnet id → address → owner
}

// clouds holds the cloud of each workspace.
var clouds sync.Map // workspace key → *cloud

// cloudOf returns the cloud of the workspace a provider runs in.
func cloudOf(env mock.Env) *cloud {
	key := env.WorkDir + "\x00" + env.Workspace + "\x00" + env.Seed
	if c, ok := clouds.Load(key); ok {
		return c.(*cloud)
	}
	c, _ := clouds.LoadOrStore(key, &cloud{facts: map[string]string{}, owners: map[string]map[string]string{}})
	return c.(*cloud)
}

// remember records a fact about an object.
func (c *cloud) remember(kind, id, value string) {
	if id == "" {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.facts[kind+":"+strings.ToLower(id)] = value
}

// recall returns a fact recorded before, "" otherwise.
func (c *cloud) recall(kind, id string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.facts[kind+":"+strings.ToLower(id)]
}

// observe wraps a resource's apply and read so that fn sees every object
// state the provider returns, and the address of every destroyed object.
func observe(r *mock.Resource, fn func(c *cloud, addr string, state cty.Value)) *mock.Resource {
	apply, read := r.Apply, r.Read
	r.Apply = func(ctx *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		var resp providers.ApplyResponse
		if apply != nil {
			resp = apply(ctx, req)
		} else {
			resp = r.DefaultApply(ctx, req)
		}
		fn(cloudOf(ctx.Env), ctx.Addr, resp.NewState)
		return resp
	}
	r.Read = func(ctx *mock.Ctx, req providers.ReadRequest) providers.ReadResponse {
		var resp providers.ReadResponse
		if read != nil {
			resp = read(ctx, req)
		} else {
			resp = r.DefaultRead(ctx, req)
		}
		fn(cloudOf(ctx.Env), ctx.Addr, resp.NewState)
		return resp
	}
	return r
}

// firstPrefix returns the first element of a list of address prefixes.
func firstPrefix(prefixes cty.Value) string {
	if !usable(prefixes) || prefixes.LengthInt() == 0 {
		return ""
	}
	return strOf(prefixes.Index(cty.Zero))
}

// rememberSubnets records the ranges of the subnets a state describes:
// the state itself (an azurerm_subnet) or its inline subnet blocks (an
// azurerm_virtual_network).
func rememberSubnets(r *mock.Resource) *mock.Resource {
	return observe(r, func(c *cloud, _ string, state cty.Value) {
		if !usable(state) {
			return
		}
		if subnets := getAttr(state, "subnet"); usable(subnets) {
			for it := subnets.ElementIterator(); it.Next(); {
				_, s := it.Element()
				c.remember("subnet", strOf(getAttr(s, "id")), firstPrefix(getAttr(s, "address_prefixes")))
			}
			return
		}
		c.remember("subnet", strOf(getAttr(state, "id")), firstPrefix(getAttr(state, "address_prefixes")))
	})
}

// allocate returns the private address of owner (an IP configuration of
// a network interface) in a subnet: the one it holds, else the lowest
// free one, as Azure's dynamic allocation hands them out (the first four
// addresses of a range are Azure's own).
func (c *cloud) allocate(subnetID, owner string) string {
	cidr := c.recall("subnet", subnetID)
	if cidr == "" {
		cidr = "10.0.1.0/24"
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	key := strings.ToLower(subnetID)
	used := c.owners[key]
	if used == nil {
		used = map[string]string{}
		c.owners[key] = used
	}
	for ip, o := range used {
		if o == owner {
			return ip
		}
	}
	for n := 0; n < 1<<16; n++ {
		ip := privateIPIn(cidr, n)
		if _, taken := used[ip]; !taken {
			used[ip] = owner
			return ip
		}
	}
	return privateIPIn(cidr, 0)
}

// hold records that owner holds an address of a subnet.
func (c *cloud) hold(subnetID, ip, owner string) {
	if ip == "" {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	key := strings.ToLower(subnetID)
	if c.owners[key] == nil {
		c.owners[key] = map[string]string{}
	}
	c.owners[key][ip] = owner
}

// release frees every address held by owners with the given prefix.
func (c *cloud) release(prefix string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, used := range c.owners {
		for ip, o := range used {
			if strings.HasPrefix(o, prefix) {
				delete(used, ip)
			}
		}
	}
}

// trackInterfaces records the addresses of network interfaces: taken in
// their subnets (freed when destroyed), and known by interface id.
func trackInterfaces(r *mock.Resource) *mock.Resource {
	return observe(r, func(c *cloud, addr string, state cty.Value) {
		if !usable(state) {
			c.release(addr + "#")
			return
		}
		confs := getAttr(state, "ip_configuration")
		if !usable(confs) {
			return
		}
		id := strOf(getAttr(state, "id"))
		for i, conf := range confs.AsValueSlice() {
			ip := strOf(getAttr(conf, "private_ip_address"))
			c.hold(strOf(getAttr(conf, "subnet_id")), ip, ownerKey(addr, i))
			if i == 0 {
				c.remember("nic-private-ip", id, ip)
				c.remember("nic-public-ip-id", id, strOf(getAttr(conf, "public_ip_address_id")))
			}
		}
	})
}

// trackPublicIPs records the addresses of public IPs by id.
func trackPublicIPs(r *mock.Resource) *mock.Resource {
	return observe(r, func(c *cloud, _ string, state cty.Value) {
		if usable(state) {
			c.remember("public-ip", strOf(getAttr(state, "id")), strOf(getAttr(state, "ip_address")))
		}
	})
}

// ownerKey names the i-th IP configuration of a network interface.
func ownerKey(addr string, i int) string { return addr + "#" + strconv.Itoa(i) }
