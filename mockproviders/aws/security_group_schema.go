//go:build schemagen

package aws

// The schemas of security_group.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["securityGroup"] = func() []field {
		return []field{
			arnAttr(),
			attr("description", str, "OF", "Description of the group (\"Managed by Terraform\" by default)."),
			set("egress", "C", "Rule for outbound traffic.", sgRuleFields()...),
			idAttr(),
			set("ingress", "C", "Rule for inbound traffic.", sgRuleFields()...),
			attr("name", str, "OCF", "Name of the group; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("owner_id", str, "C", "Account that owns the group."),
			attr("revoke_rules_on_delete", boolean, "O", "Revoke every rule before deleting the group."),
			tags(),
			timeouts("create", "delete"),
			attr("vpc_id", str, "OCF", "VPC of the group (the default VPC when unset)."),
		}
	}
	fieldSources["securityGroupRule"] = func() []field {
		return []field{
			attr("cidr_blocks", strList, "OF", "IPv4 CIDR blocks the rule applies to."),
			attr("description", str, "O", "Description of the rule."),
			attr("from_port", num, "RF", "Start of the port range (or ICMP type)."),
			idAttr(),
			attr("ipv6_cidr_blocks", strList, "OF", "IPv6 CIDR blocks the rule applies to."),
			attr("prefix_list_ids", strList, "OF", "Managed prefix lists the rule applies to."),
			attr("protocol", str, "RF", "Protocol: tcp, udp, icmp, a protocol number, or -1 for all."),
			attr("security_group_id", str, "RF", "Security group the rule belongs to."),
			attr("security_group_rule_id", str, "C", "Id AWS gives the rule."),
			attr("self", boolean, "OF", "Apply the rule to the group itself."),
			attr("source_security_group_id", str, "OCF", "Security group the traffic comes from (or goes to)."),
			timeouts("create"),
			attr("to_port", num, "RF", "End of the port range (or ICMP code)."),
			attr("type", str, "RF", "ingress or egress."),
		}
	}
	fieldSources["vpcSecurityGroupRule"] = func() []field {
		return []field{
			arnAttr(),
			attr("cidr_ipv4", str, "O", "IPv4 CIDR block the rule applies to."),
			attr("cidr_ipv6", str, "O", "IPv6 CIDR block the rule applies to."),
			attr("description", str, "O", "Description of the rule."),
			attr("from_port", num, "O", "Start of the port range (or ICMP type)."),
			idOnly(),
			attr("ip_protocol", str, "R", "Protocol: tcp, udp, icmp, a protocol number, or -1 for all."),
			attr("prefix_list_id", str, "O", "Managed prefix list the rule applies to."),
			attr("referenced_security_group_id", str, "O", "Security group the rule applies to."),
			attr("security_group_id", str, "RF", "Security group the rule belongs to."),
			attr("security_group_rule_id", str, "C", "Id AWS gives the rule."),
			tags(),
			attr("to_port", num, "O", "End of the port range (or ICMP code)."),
		}
	}
}
