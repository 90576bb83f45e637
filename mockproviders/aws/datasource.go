package aws

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// dsrc declares a data source the way this package writes them: a schema
// as fields, generators of its computed attributes (zero values for the
// ones without), and optionally a read of its own.
type dsrc struct {
	desc   string
	fields []field
	// schemaKey, when set, names the schema instead of fields (see
	// schemas.go).
	schemaKey string
	gens      map[string]mock.Generator
	// read, when set, replaces the default read; it may call fill to
	// generate the attributes it leaves null.
	read func(d *dsrc, c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics)

	schema *configschema.Block
	decl   *mock.DataSource
}

// build turns the declaration into a mock data source.
func (d *dsrc) build() *mock.DataSource {
	if d.schemaKey != "" {
		d.schema, _ = schemaFor(d.schemaKey, d.desc)
	} else {
		d.schema, _ = buildSchema(d.desc, d.fields)
	}
	if d.gens == nil {
		d.gens = map[string]mock.Generator{}
	}
	addZeroGenerators(d.gens, d.schema.Attributes, d.schema.BlockTypes, "")
	d.decl = &mock.DataSource{Schema: d.schema, Generators: d.gens}
	d.decl.Read = func(c *mock.Ctx, config cty.Value) (cty.Value, hcl.Diagnostics) {
		if config == cty.NilVal || config.IsNull() {
			return config, nil
		}
		// Reads validate too, as the SDK does.
		if diags := d.decl.DefaultValidate(c, config); diags.HasErrors() {
			return config, diags
		}
		if d.read == nil {
			return d.decl.DefaultRead(c, config)
		}
		return d.read(d, c, config)
	}
	return d.decl
}

// fill generates the computed attributes config leaves null.
func (d *dsrc) fill(c *mock.Ctx, config cty.Value) cty.Value {
	v, _ := d.decl.DefaultRead(c, config)
	return v
}

// ref is res.ref for data sources.
func (d *dsrc) ref(g *mock.Gen, name string) cty.Value { return refIn(d.gens, g, name) }

// refStr is ref for a string; "" when it is null.
func (d *dsrc) refStr(g *mock.Gen, name string) string { return asString(d.ref(g, name)) }

// filterBlock is the filter block of the EC2 data sources.
func filterBlock() field {
	return set("filter", "", "A filter of the EC2 Describe call (name and accepted values).",
		attr("name", str, "R", "Name of the field to filter on, e.g. tag:Name or vpc-id."),
		attr("values", strSet, "R", "Accepted values; * and ? are wildcards."),
	)
}

// filters returns the filter blocks of a configuration by name.
func filters(config cty.Value) map[string][]string {
	ret := map[string][]string{}
	v := getAttr(config, "filter")
	if v == cty.NilVal || v.IsNull() || !v.IsKnown() {
		return ret
	}
	for it := v.ElementIterator(); it.Next(); {
		_, f := it.Element()
		name := attrStr(f, "name")
		ret[name] = append(ret[name], asStrings(getAttr(f, "values"))...)
	}
	return ret
}

// dataError is an error diagnostic of a data source read.
func dataError(summary, detail string) hcl.Diagnostics {
	return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: summary, Detail: detail}}
}
