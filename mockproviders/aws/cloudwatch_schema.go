//go:build schemagen

package aws

// The schemas of cloudwatch.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	fieldSources["logGroup"] = func() []field {
		return []field{
			arnAttr(),
			idAttr(),
			attr("kms_key_id", str, "O", "KMS key encrypting the logs."),
			attr("log_group_class", str, "OC", "STANDARD or INFREQUENT_ACCESS."),
			attr("name", str, "OCF", "Name of the log group; generated when unset."),
			attr("name_prefix", str, "OCF", "Prefix of a generated name."),
			attr("retention_in_days", num, "O", "Days logs are kept (0: forever)."),
			attr("skip_destroy", boolean, "O", "Keep the log group when destroying."),
			tags(),
		}
	}
	fieldSources["metricAlarm"] = func() []field {
		return []field{
			attr("actions_enabled", boolean, "O", "Run the actions when the state changes (true by default)."),
			attr("alarm_actions", strSet, "O", "ARNs notified when the alarm fires."),
			attr("alarm_description", str, "O", "Description of the alarm."),
			attr("alarm_name", str, "RF", "Name of the alarm."),
			arnAttr(),
			attr("comparison_operator", str, "R", "How the statistic compares to the threshold, e.g. GreaterThanThreshold."),
			attr("datapoints_to_alarm", num, "O", "Breaching datapoints needed to fire."),
			attr("dimensions", strMap, "O", "Dimensions of the metric."),
			attr("evaluate_low_sample_count_percentiles", str, "OC", "evaluate or ignore."),
			attr("evaluation_periods", num, "R", "Periods compared to the threshold."),
			attr("extended_statistic", str, "O", "Percentile statistic, e.g. p99."),
			idAttr(),
			attr("insufficient_data_actions", strSet, "O", "ARNs notified on INSUFFICIENT_DATA."),
			attr("metric_name", str, "O", "Name of the metric."),
			set("metric_query", "", "A metric or expression of a metric math alarm.",
				attr("account_id", str, "O", "Account of the metric."),
				attr("expression", str, "O", "Metric math expression."),
				attr("id", str, "R", "Short name of the query."),
				attr("label", str, "O", "Label of the series."),
				list("metric", 1, "", "The metric.",
					attr("dimensions", strMap, "O", "Dimensions."),
					attr("metric_name", str, "R", "Name of the metric."),
					attr("namespace", str, "O", "Namespace of the metric."),
					attr("period", num, "R", "Period in seconds."),
					attr("stat", str, "R", "Statistic."),
					attr("unit", str, "O", "Unit."),
				),
				attr("period", num, "O", "Period in seconds."),
				attr("return_data", boolean, "O", "Whether this query is the alarm's series."),
			),
			attr("namespace", str, "O", "Namespace of the metric, e.g. AWS/EC2."),
			attr("ok_actions", strSet, "O", "ARNs notified on OK."),
			attr("period", num, "O", "Period of the statistic in seconds."),
			attr("statistic", str, "O", "SampleCount, Average, Sum, Minimum or Maximum."),
			tags(),
			attr("threshold", num, "O", "Value compared with the statistic."),
			attr("threshold_metric_id", str, "O", "Query of an anomaly detection band."),
			attr("treat_missing_data", str, "O", "missing (default), ignore, breaching or notBreaching."),
			attr("unit", str, "O", "Unit of the metric."),
		}
	}
}
