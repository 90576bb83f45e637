//go:build schemagen

package aws

// The schemas of data_sources.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["availabilityZonesData"] = func() []field {
		return []field{
			attr("all_availability_zones", boolean, "O", "Include Local Zones and Wavelength Zones."),
			attr("exclude_names", strSet, "O", "Zone names to leave out."),
			attr("exclude_zone_ids", strSet, "O", "Zone ids to leave out."),
			filterBlock(),
			attr("group_names", strSet, "C", "Zone groups of the zones."),
			attr("id", str, "C", "The region."),
			attr("names", strList, "C", "Zone names, e.g. us-east-1a."),
			attr("state", str, "O", "Only zones in this state: available, information, impaired or unavailable."),
			timeouts("read"),
			attr("zone_ids", strList, "C", "Zone ids, e.g. use1-az1."),
		}
	}
	fieldSources["callerIdentityData"] = func() []field {
		return []field{
			attr("account_id", str, "C", "Account id (123456789012 in tfplay)."),
			attr("arn", str, "C", "ARN of the caller."),
			attr("id", str, "C", "Account id."),
			attr("user_id", str, "C", "Unique id of the caller."),
		}
	}
	fieldSources["regionData"] = func() []field {
		return []field{
			attr("description", str, "C", "Name of the region as the console shows it."),
			attr("endpoint", str, "OC", "EC2 endpoint of the region."),
			attr("id", str, "OC", "Name of the region."),
			attr("name", str, "OC", "Name of the region, e.g. us-west-2."),
		}
	}
	fieldSources["partitionData"] = func() []field {
		return []field{
			attr("dns_suffix", str, "C", "DNS suffix of the partition, e.g. amazonaws.com."),
			attr("id", str, "C", "The partition."),
			attr("partition", str, "C", "The partition, as ARNs name it."),
			attr("reverse_dns_prefix", str, "C", "Reversed DNS suffix, e.g. com.amazonaws."),
		}
	}
}
