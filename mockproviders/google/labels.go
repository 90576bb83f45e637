package google

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// attributionLabel is the label the provider adds to the objects it
// creates unless add_terraform_attribution_label is false.
const attributionLabel = "goog-terraform-provisioned"

// labelsStep plans terraform_labels (the configured labels over the
// provider's default_labels) and effective_labels (every label the object
// carries) from the labels argument named from, as the provider does at
// plan time; both are unknown while the labels are.
func labelsStep(from string) step {
	return func(c *mock.Ctx, _, proposed cty.Value) (cty.Value, hcl.Diagnostics) {
		ty := proposed.Type()
		if !ty.HasAttribute("terraform_labels") || !ty.HasAttribute(from) {
			return proposed, nil
		}
		labels := proposed.GetAttr(from)
		defaults := getAttr(c.Provider, "default_labels")
		if !labels.IsWhollyKnown() || !defaults.IsWhollyKnown() || !providerKnows(c, "add_terraform_attribution_label") {
			unknown := cty.UnknownVal(cty.Map(cty.String))
			proposed = setAttr(proposed, "terraform_labels", unknown)
			return setAttr(proposed, "effective_labels", unknown), nil
		}
		merged := map[string]cty.Value{}
		if attr := getAttr(c.Provider, "add_terraform_attribution_label"); attr.IsNull() || attr.True() {
			merged[attributionLabel] = cty.StringVal("true")
		}
		for _, m := range []cty.Value{defaults, labels} {
			if !usable(m) {
				continue
			}
			for k, v := range m.AsValueMap() {
				merged[k] = v
			}
		}
		v := cty.MapValEmpty(cty.String)
		if len(merged) > 0 {
			v = cty.MapVal(merged)
		}
		proposed = setAttr(proposed, "terraform_labels", v)
		return setAttr(proposed, "effective_labels", v), nil
	}
}

// labelAttrs are the three label attributes of resources taking labels.
func labelAttrs(what string) attrs {
	return attrs{
		"labels":           attr(strMap, "o", "Labels to set on the "+what+"; only these keys are managed."),
		"terraform_labels": attr(strMap, "c", "The configured labels merged over the provider's default labels."),
		"effective_labels": attr(strMap, "c", "Every label the "+what+" carries, whoever set it."),
	}
}

// merge returns the union of attribute maps (later ones win).
func merge(ms ...attrs) attrs {
	ret := attrs{}
	for _, m := range ms {
		for k, v := range m {
			ret[k] = v
		}
	}
	return ret
}
