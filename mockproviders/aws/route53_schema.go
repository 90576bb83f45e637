//go:build schemagen

package aws

// The schemas of route53.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["route53Zone"] = func() []field {
		return []field{
			arnAttr(),
			attr("comment", str, "O", "Comment (\"Managed by Terraform\" by default)."),
			attr("delegation_set_id", str, "OF", "Reusable delegation set of a public zone."),
			attr("force_destroy", boolean, "O", "Delete every record when destroying the zone."),
			idAttr(),
			attr("name", str, "RF", "Domain name of the zone."),
			attr("name_servers", strList, "C", "Name servers the domain delegates to."),
			attr("primary_name_server", str, "C", "Name server of the SOA record."),
			tags(),
			timeouts("create", "update", "delete"),
			set("vpc", "", "A VPC of a private zone.",
				attr("vpc_id", str, "R", "Id of the VPC."),
				attr("vpc_region", str, "OC", "Region of the VPC."),
			),
			attr("zone_id", str, "C", "Id of the hosted zone."),
		}
	}
	fieldSources["route53Record"] = func() []field {
		return []field{
			set("alias", "", "Alias to an AWS resource (load balancer, CloudFront, S3 website…).",
				attr("evaluate_target_health", boolean, "R", "Answer only while the target is healthy."),
				attr("name", str, "R", "DNS name of the target."),
				attr("zone_id", str, "R", "Hosted zone of the target."),
			),
			attr("allow_overwrite", boolean, "OC", "Take over an existing record of the same name and type."),
			list("cidr_routing_policy", 1, "", "Route by client CIDR.",
				attr("collection_id", str, "R", "CIDR collection."),
				attr("location_name", str, "R", "Location of the collection."),
			),
			list("failover_routing_policy", 1, "", "Active-passive failover.",
				attr("type", str, "R", "PRIMARY or SECONDARY."),
			),
			attr("fqdn", str, "C", "Fully qualified name of the record."),
			list("geolocation_routing_policy", 1, "", "Route by client location.",
				attr("continent", str, "O", "Continent code."),
				attr("country", str, "O", "Country code."),
				attr("subdivision", str, "O", "Subdivision code."),
			),
			attr("health_check_id", str, "O", "Health check of the record."),
			idAttr(),
			list("latency_routing_policy", 1, "", "Route to the lowest-latency region.",
				attr("region", str, "R", "Region of the record."),
			),
			attr("multivalue_answer_routing_policy", boolean, "O", "Answer with several healthy records."),
			attr("name", str, "RF", "Name of the record."),
			attr("records", strSet, "O", "Values of the record."),
			attr("set_identifier", str, "O", "Tells apart records of the same name and type."),
			timeouts("create", "update", "delete"),
			attr("ttl", num, "O", "Seconds resolvers cache the record."),
			attr("type", str, "R", "A, AAAA, CNAME, MX, TXT, NS…"),
			list("weighted_routing_policy", 1, "", "Split traffic by weight.",
				attr("weight", num, "R", "Weight of the record."),
			),
			attr("zone_id", str, "RF", "Hosted zone of the record."),
		}
	}
}
