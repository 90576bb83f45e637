//go:build schemagen

package azurerm

import (
	"github.com/tfplay/tfplay/engine/configschema"
)

// The schemas of appservice.go's types, as code: compiled into the schema
// generator only, which writes them to schemas.json (see schemas.go).
func init() {
	schemaSources["appServicePlan"] = func() *configschema.Block {
		return resourceBlock("An App Service plan (legacy resource; use azurerm_service_plan).", merge(placement("plan"), attrs{
			"kind":                         attr(str, "of", "Windows (the default), Linux, elastic, FunctionApp."),
			"reserved":                     attr(boolean, "of", "true for Linux plans."),
			"maximum_elastic_worker_count": attr(num, "oc", "Most workers of an elastic plan."),
			"per_site_scaling":             attr(boolean, "o", "Scale apps independently."),
			"zone_redundant":               attr(boolean, "of", "Spread instances over zones."),
			"is_xenon":                     attr(boolean, "of", "Windows containers plan."),
			"app_service_environment_id":   attr(str, "of", "App Service Environment."),
			"maximum_number_of_workers":    attr(num, "c", "Most workers of the plan."),
		}), blocks{
			"sku": list(1, 1, "Pricing tier.", attrs{
				"tier":     attr(str, "r", "Basic, Standard, PremiumV2..."),
				"size":     attr(str, "r", "B1, S1, P1v2..."),
				"capacity": attr(num, "oc", "Number of workers."),
			}, nil),
			"timeouts": timeouts("create", "read", "update", "delete"),
		})
	}
	schemaSources["servicePlan"] = func() *configschema.Block {
		return resourceBlock("An App Service plan: the machines web and function apps run on.", merge(placement("plan"), attrs{
			"os_type":                         attr(str, "rf", "Linux, Windows or WindowsContainer."),
			"sku_name":                        attr(str, "r", "B1, S1, P1v3, Y1 (consumption), EP1..."),
			"app_service_environment_id":      attr(str, "of", "App Service Environment."),
			"maximum_elastic_worker_count":    attr(num, "oc", "Most workers of an elastic plan."),
			"worker_count":                    attr(num, "oc", "Number of workers."),
			"per_site_scaling_enabled":        attr(boolean, "o", "Scale apps independently."),
			"zone_balancing_enabled":          attr(boolean, "o", "Spread instances over zones."),
			"premium_plan_auto_scale_enabled": attr(boolean, "o", "Elastic scale-out of Premium v3 plans."),
			"kind":                            attr(str, "c", "Kind of the plan."),
			"reserved":                        attr(boolean, "c", "Whether it is a Linux plan."),
		}), blocks{"timeouts": timeouts("create", "read", "update", "delete")})
	}
}
