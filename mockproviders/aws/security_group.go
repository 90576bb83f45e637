package aws

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// securityGroupResources are security groups and their rules.
func securityGroupResources() map[string]*mock.Resource {
	return map[string]*mock.Resource{
		"aws_security_group":                  securityGroup(),
		"aws_security_group_rule":             securityGroupRule(),
		"aws_vpc_security_group_ingress_rule": vpcSecurityGroupRule("ingress"),
		"aws_vpc_security_group_egress_rule":  vpcSecurityGroupRule("egress"),
	}
}

// sgRuleFields are the arguments of an ingress or egress block.
func sgRuleFields() []field {
	return []field{
		attr("cidr_blocks", strList, "O", "IPv4 CIDR blocks the rule applies to."),
		attr("description", str, "O", "Description of the rule."),
		attr("from_port", num, "R", "Start of the port range (or ICMP type)."),
		attr("ipv6_cidr_blocks", strList, "O", "IPv6 CIDR blocks the rule applies to."),
		attr("prefix_list_ids", strList, "O", "Managed prefix lists the rule applies to."),
		attr("protocol", str, "R", "Protocol: tcp, udp, icmp, a protocol number, or -1 for all."),
		attr("security_groups", strSet, "O", "Security groups (ids) the rule applies to."),
		attr("self", boolean, "O", "Apply the rule to the group itself."),
		attr("to_port", num, "R", "End of the port range (or ICMP code)."),
	}
}

func securityGroup() *mock.Resource {
	r := &res{version: 1, desc: "A security group: a stateful firewall for instances and other network interfaces."}
	r.schemaKey = "securityGroup" // its schema: security_group_schema.go
	r.conflicts = [][2]string{{"name", "name_prefix"}}
	r.defaults = map[string]cty.Value{
		"description":            s("Managed by Terraform"),
		"revoke_rules_on_delete": cty.False,
	}
	for _, dir := range []string{"ingress", "egress"} {
		r.defaults[dir+".cidr_blocks"] = cty.ListValEmpty(cty.String)
		r.defaults[dir+".ipv6_cidr_blocks"] = cty.ListValEmpty(cty.String)
		r.defaults[dir+".prefix_list_ids"] = cty.ListValEmpty(cty.String)
		r.defaults[dir+".security_groups"] = cty.SetValEmpty(cty.String)
		r.defaults[dir+".self"] = cty.False
	}
	r.applyCheck = func(c *mock.Ctx, req providers.ApplyRequest) hcl.Diagnostics {
		for _, dir := range []string{"ingress", "egress"} {
			if msg := allProtocolPorts(getAttr(req.PlannedState, dir)); msg != "" {
				return dataError(msg, "")
			}
		}
		return nil
	}
	r.gens = map[string]mock.Generator{
		"id":          hexID("sg"),
		"arn":         r.ec2ARN("security-group"),
		"name":        uniqueName("terraform-"),
		"name_prefix": func(g *mock.Gen) cty.Value { return s("") },
		"owner_id":    ownerID,
		"vpc_id":      func(g *mock.Gen) cty.Value { return s(defaultVPCID(g.Ctx)) },
	}
	return r.build()
}

func securityGroupRule() *mock.Resource {
	r := &res{version: 2, desc: "One ingress or egress rule of a security group."}
	r.schemaKey = "securityGroupRule" // its schema: security_group_schema.go
	r.defaults = map[string]cty.Value{"self": cty.False}
	r.oneOf = [][]string{{"cidr_blocks", "ipv6_cidr_blocks", "prefix_list_ids", "self", "source_security_group_id"}}
	r.gens = map[string]mock.Generator{
		"id": func(g *mock.Gen) cty.Value {
			var parts []string
			for _, k := range []string{"security_group_id", "type", "protocol"} {
				parts = append(parts, asString(g.Attr(k)))
			}
			parts = append(parts, strconv.Itoa(asInt(g.Attr("from_port"), 0)), strconv.Itoa(asInt(g.Attr("to_port"), 0)))
			parts = append(parts, asStrings(g.Attr("cidr_blocks"))...)
			return s("sgrule-" + strconv.Itoa(hashcode(strings.Join(parts, "-"))))
		},
		"security_group_rule_id": hexID("sgr"),
	}
	return r.build()
}

// vpcSecurityGroupRule is aws_vpc_security_group_ingress_rule or
// aws_vpc_security_group_egress_rule.
func vpcSecurityGroupRule(dir string) *mock.Resource {
	r := &res{desc: "One " + dir + " rule of a security group, managed on its own."}
	r.schemaKey = "vpcSecurityGroupRule" // its schema: security_group_schema.go
	r.oneOf = [][]string{{"cidr_ipv4", "cidr_ipv6", "prefix_list_id", "referenced_security_group_id"}}
	r.gens = map[string]mock.Generator{
		"id":                     func(g *mock.Gen) cty.Value { return r.ref(g, "security_group_rule_id") },
		"security_group_rule_id": hexID("sgr"),
		"arn": func(g *mock.Gen) cty.Value {
			return arn(g, "ec2", "security-group-rule/"+r.refStr(g, "security_group_rule_id"))
		},
	}
	return r.build()
}

// allProtocolPorts returns the error of a rule for every protocol ("-1")
// whose ports are not both 0, "" when the rules are fine.
func allProtocolPorts(rules cty.Value) string {
	if rules == cty.NilVal || rules.IsNull() || !rules.IsKnown() {
		return ""
	}
	for it := rules.ElementIterator(); it.Next(); {
		_, rule := it.Element()
		p := attrStr(rule, "protocol")
		from, to := asInt(getAttr(rule, "from_port"), 0), asInt(getAttr(rule, "to_port"), 0)
		if (p == "-1" || strings.EqualFold(p, "all")) && (from != 0 || to != 0) {
			return fmt.Sprintf("from_port (%d) and to_port (%d) must both be 0 to use the 'ALL' \"-1\" protocol!", from, to)
		}
	}
	return ""
}
