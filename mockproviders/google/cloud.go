package google

import (
	"net/netip"
	"strconv"
	"strings"
	"sync"

	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// cloud is what the mock cloud remembers of the objects the provider has
// seen (created or refreshed) in one workspace, so that related objects
// agree: an instance takes its internal address from its subnetwork's
// range. Like a real cloud it outlives provider instances: plan and apply
// run separate instances, and the apply of a new instance must know the
// subnetworks a refresh saw.
type cloud struct {
	mu      sync.Mutex
	ranges  map[string]string // subnetwork id, self link or name → primary range
	holders map[string]string // internal address → holder
}

// clouds holds the cloud of each workspace.
var clouds sync.Map // workspace key → *cloud

// cloudOf returns the cloud of the workspace a provider runs in.
func cloudOf(env mock.Env) *cloud {
	key := env.WorkDir + "\x00" + env.Workspace + "\x00" + env.Seed
	if c, ok := clouds.Load(key); ok {
		return c.(*cloud)
	}
	c, _ := clouds.LoadOrStore(key, &cloud{ranges: map[string]string{}, holders: map[string]string{}})
	return c.(*cloud)
}

// observe wraps a resource's apply and read so that fn sees every object
// state the provider returns (null for a destroyed object).
func observe(r *mock.Resource, fn func(c *cloud, addr string, state cty.Value)) *mock.Resource {
	apply, read := r.Apply, r.Read
	r.Apply = func(ctx *mock.Ctx, req providers.ApplyRequest) providers.ApplyResponse {
		var resp providers.ApplyResponse
		if apply != nil {
			resp = apply(ctx, req)
		} else {
			resp = r.DefaultApply(ctx, req)
		}
		if !resp.Diagnostics.HasErrors() {
			fn(cloudOf(ctx.Env), ctx.Addr, resp.NewState)
		}
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

// trackSubnetworks records the range of every subnetwork by id, self
// link and name, the three ways instances refer to it.
func trackSubnetworks(r *mock.Resource) *mock.Resource {
	return observe(r, func(c *cloud, _ string, state cty.Value) {
		cidr := strOf(getAttr(state, "ip_cidr_range"))
		if cidr == "" {
			return
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		for _, key := range []string{"id", "self_link", "name"} {
			if k := strOf(getAttr(state, key)); k != "" {
				c.ranges[k] = cidr
			}
		}
	})
}

// autoRanges are the ranges of the default network's subnetworks.
var autoRanges = map[string]string{
	"us-central1": "10.128.0.0/20", "europe-west1": "10.132.0.0/20", "us-west1": "10.138.0.0/20",
	"asia-east1": "10.140.0.0/20", "us-east1": "10.142.0.0/20", "asia-northeast1": "10.146.0.0/20",
	"asia-southeast1": "10.148.0.0/20", "us-east4": "10.150.0.0/20", "australia-southeast1": "10.152.0.0/20",
	"europe-west2": "10.154.0.0/20", "europe-west3": "10.156.0.0/20", "southamerica-east1": "10.158.0.0/20",
	"asia-south1": "10.160.0.0/20", "northamerica-northeast1": "10.162.0.0/20", "europe-west4": "10.164.0.0/20",
	"europe-north1": "10.166.0.0/20", "us-west2": "10.168.0.0/20",
}

// rangeOf returns the range an interface's address comes from: its
// subnetwork's, else the default network's in the region.
func (c *cloud) rangeOf(subnetwork, region string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r, ok := c.ranges[subnetwork]; ok {
		return r
	}
	if r, ok := c.ranges[lastSegment(subnetwork)]; ok && subnetwork != "" {
		return r
	}
	if r, ok := autoRanges[region]; ok {
		return r
	}
	return "10.128.0.0/20"
}

// allocate returns the address holder has in a range: the one it holds,
// else the lowest free one (Google keeps the network and gateway
// addresses, so the first instance gets .2).
func (c *cloud) allocate(cidr, holder string) string {
	p, err := netip.ParsePrefix(cidr)
	if err != nil || !p.Addr().Is4() || p.Bits() > 29 {
		p = netip.MustParsePrefix("10.128.0.0/20")
	}
	p = p.Masked()
	c.mu.Lock()
	defer c.mu.Unlock()
	for ip, h := range c.holders {
		if a, err := netip.ParseAddr(ip); h == holder && err == nil && p.Contains(a) {
			return ip
		}
	}
	first := p.Addr().Next().Next()
	for a := first; p.Contains(a); a = a.Next() {
		if _, taken := c.holders[a.String()]; !taken {
			c.holders[a.String()] = holder
			return a.String()
		}
	}
	return first.String()
}

// trackInstances records the addresses instances hold, and frees them
// when an instance is destroyed.
func trackInstances(r *mock.Resource) *mock.Resource {
	return observe(r, func(c *cloud, addr string, state cty.Value) {
		c.mu.Lock()
		defer c.mu.Unlock()
		for ip, h := range c.holders {
			if strings.HasPrefix(h, addr+"#") {
				delete(c.holders, ip)
			}
		}
		nics := getAttr(state, "network_interface")
		if !usable(nics) {
			return
		}
		for i, nic := range nics.AsValueSlice() {
			if ip := strOf(getAttr(nic, "network_ip")); ip != "" {
				c.holders[ip] = holderKey(addr, i)
			}
		}
	})
}

// holderKey names the i-th network interface of an instance.
func holderKey(addr string, i int) string { return addr + "#" + strconv.Itoa(i) }
