package aws

import (
	"sort"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/zclconf/go-cty/cty"
)

// The resource types and data sources issue 6 asks for.
var (
	wantResources = []string{
		"vpc", "subnet", "internet_gateway", "nat_gateway", "eip", "route_table", "route", "route_table_association",
		"security_group", "vpc_security_group_ingress_rule", "vpc_security_group_egress_rule", "security_group_rule",
		"instance", "launch_template", "autoscaling_group", "key_pair", "ebs_volume", "volume_attachment", "lb",
		"lb_target_group", "lb_listener", "lb_target_group_attachment", "s3_bucket", "s3_bucket_versioning",
		"s3_bucket_policy", "s3_bucket_public_access_block", "s3_object", "iam_role", "iam_policy", "iam_role_policy",
		"iam_role_policy_attachment", "iam_instance_profile", "iam_user", "lambda_function", "dynamodb_table",
		"db_instance", "db_subnet_group", "sqs_queue", "sns_topic", "sns_topic_subscription", "cloudwatch_log_group",
		"route53_zone", "route53_record", "ecs_cluster", "ecs_service", "ecs_task_definition", "eks_cluster", "kms_key",
		"elastic_beanstalk_application", "elastic_beanstalk_environment",
	}
	wantDataSources = []string{
		"ami", "availability_zones", "caller_identity", "region", "partition", "vpc", "subnets", "subnet",
		"security_group", "iam_policy_document", "s3_bucket", "instance",
	}
)

func TestCatalogHasTheTypesPeopleLearnWith(t *testing.T) {
	p := Provider()
	for _, name := range wantResources {
		if p.Resources["aws_"+name] == nil {
			t.Errorf("resource type aws_%s is missing", name)
		}
	}
	for _, name := range wantDataSources {
		if p.DataSources["aws_"+name] == nil {
			t.Errorf("data source aws_%s is missing", name)
		}
	}
	if len(p.Resources) < 45 || len(p.DataSources) < 12 {
		t.Errorf("%d resource types and %d data sources; the issue asks for 45 and 12", len(p.Resources), len(p.DataSources))
	}
}

// walkSchema calls fn for every attribute of a block, nested blocks
// included, with its dotted path; and blockFn for every nested block.
func walkSchema(b *configschema.Block, prefix string, fn func(string, *configschema.Attribute), blockFn func(string, *configschema.NestedBlock)) {
	for name, a := range b.Attributes {
		fn(joinPath(prefix, name), a)
	}
	for name, nb := range b.BlockTypes {
		blockFn(joinPath(prefix, name), nb)
		walkSchema(&nb.Block, joinPath(prefix, name), fn, blockFn)
	}
}

func TestSchemasAreWellFormed(t *testing.T) {
	p := Provider()
	check := func(kind, typ string, b *configschema.Block) {
		if b.Description == "" {
			t.Errorf("%s %s has no description", kind, typ)
		}
		if b.Attributes["id"] == nil {
			t.Errorf("%s %s has no id attribute", kind, typ)
		}
		walkSchema(b, "", func(path string, a *configschema.Attribute) {
			switch {
			case a.Description == "":
				t.Errorf("%s %s: %s has no description", kind, typ, path)
			case !a.Required && !a.Optional && !a.Computed:
				t.Errorf("%s %s: %s is neither required, optional nor computed", kind, typ, path)
			case a.Required && (a.Optional || a.Computed):
				t.Errorf("%s %s: %s is required and optional or computed", kind, typ, path)
			case a.Type == cty.NilType:
				t.Errorf("%s %s: %s has no type", kind, typ, path)
			}
		}, func(path string, nb *configschema.NestedBlock) {
			if nb.Description == "" {
				t.Errorf("%s %s: block %s has no description", kind, typ, path)
			}
		})
	}
	for typ, r := range p.Resources {
		check("resource", typ, r.Schema)
	}
	for typ, d := range p.DataSources {
		check("data source", typ, d.Schema)
	}
	check("provider", "aws", &configschema.Block{Description: "x", Attributes: map[string]*configschema.Attribute{"id": {Type: cty.String, Optional: true, Description: "x"}}})
}

func TestSchemaFlagsMatchTheProvider(t *testing.T) {
	p := Provider()
	attr := func(typ, path string) *configschema.Attribute {
		b := p.Resources[typ].Schema
		parts := strings.Split(path, ".")
		for _, part := range parts[:len(parts)-1] {
			b = &b.BlockTypes[part].Block
		}
		a := b.Attributes[parts[len(parts)-1]]
		if a == nil {
			t.Fatalf("%s has no %s", typ, path)
		}
		return a
	}
	for _, c := range []struct {
		typ, path string
		want      string
	}{
		{"aws_instance", "ami", "OCF"},
		{"aws_instance", "availability_zone", "OCF"},
		{"aws_instance", "instance_type", "OC"},
		{"aws_instance", "subnet_id", "OCF"},
		{"aws_instance", "user_data", "OC"},
		{"aws_instance", "tags", "O"},
		{"aws_instance", "tags_all", "OC"},
		{"aws_instance", "password_data", "CS"},
		{"aws_instance", "root_block_device.volume_size", "OC"},
		{"aws_instance", "ebs_block_device.device_name", "RF"},
		{"aws_db_instance", "password", "OS"},
		{"aws_db_instance", "instance_class", "R"},
		{"aws_vpc", "cidr_block", "OCF"},
		{"aws_subnet", "vpc_id", "RF"},
		{"aws_security_group", "name", "OCF"},
		{"aws_security_group", "ingress.from_port", "R"},
		{"aws_s3_bucket", "bucket", "OCF"},
		{"aws_iam_role", "assume_role_policy", "R"},
		{"aws_lambda_function", "function_name", "RF"},
		{"aws_dynamodb_table", "name", "RF"},
		{"aws_iam_access_key", "secret", "CS"},
		{"aws_elastic_beanstalk_environment", "setting.namespace", "R"},
	} {
		a := attr(c.typ, c.path)
		got := ""
		for _, f := range []struct {
			on bool
			l  string
		}{{a.Required, "R"}, {a.Optional, "O"}, {a.Computed, "C"}, {a.Sensitive, "S"}, {a.ForceNew, "F"}} {
			if f.on {
				got += f.l
			}
		}
		if got != c.want {
			t.Errorf("%s.%s flags = %s, want %s", c.typ, c.path, got, c.want)
		}
	}
	blocks := []struct {
		typ, name string
		nesting   configschema.NestingMode
		min, max  int
	}{
		{"aws_security_group", "ingress", configschema.NestingSet, 0, 0},
		{"aws_security_group", "egress", configschema.NestingSet, 0, 0},
		{"aws_instance", "root_block_device", configschema.NestingList, 0, 1},
		{"aws_instance", "ebs_block_device", configschema.NestingSet, 0, 0},
		{"aws_lb_listener", "default_action", configschema.NestingList, 1, 0},
		{"aws_dynamodb_table", "attribute", configschema.NestingSet, 0, 0},
		{"aws_elastic_beanstalk_environment", "setting", configschema.NestingSet, 0, 0},
		{"aws_eks_cluster", "vpc_config", configschema.NestingList, 1, 1},
	}
	for _, c := range blocks {
		nb := p.Resources[c.typ].Schema.BlockTypes[c.name]
		if nb == nil || nb.Nesting != c.nesting || nb.MinItems != c.min || nb.MaxItems != c.max {
			t.Errorf("%s block %s = %+v", c.typ, c.name, nb)
		}
	}
	for typ, v := range map[string]int64{"aws_instance": 1, "aws_db_instance": 2, "aws_route53_record": 2, "aws_s3_bucket": 0} {
		if got := p.Resources[typ].Version; got != v {
			t.Errorf("%s schema version %d, want %d", typ, got, v)
		}
	}
	cfg := p.Config
	if a := cfg.Attributes["secret_key"]; a == nil || !a.Sensitive || !a.Optional {
		t.Errorf("provider secret_key: %+v", a)
	}
	for _, name := range []string{"default_tags", "assume_role", "ignore_tags", "endpoints"} {
		if cfg.BlockTypes[name] == nil {
			t.Errorf("provider block %s is missing", name)
		}
	}
}

// dummy returns a plausible value for a required argument.
func dummy(path string, ty cty.Type) cty.Value {
	name := path[strings.LastIndex(path, ".")+1:]
	switch {
	case ty == cty.String:
		switch {
		case strings.Contains(name, "cidr"):
			return s("10.0.1.0/24")
		case strings.Contains(name, "policy") || name == "container_definitions":
			return s(`{"Version":"2012-10-17","Statement":[]}`)
		case strings.HasSuffix(name, "arn") || name == "role" && strings.Contains(path, "lambda"):
			return s("arn:aws:iam::123456789012:role/example")
		case name == "availability_zone":
			return s("us-east-1a")
		case name == "public_key":
			return s("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample example")
		}
		return s("example")
	case ty == cty.Number:
		return n(1)
	case ty == cty.Bool:
		return cty.True
	case ty.IsListType():
		return cty.ListVal([]cty.Value{dummy(path, ty.ElementType())})
	case ty.IsSetType():
		return cty.SetVal([]cty.Value{dummy(path, ty.ElementType())})
	case ty.IsMapType():
		return cty.MapVal(map[string]cty.Value{"key": dummy(path, ty.ElementType())})
	}
	return cty.NullVal(ty)
}

// minimalConfig builds a configuration value setting the required
// arguments and blocks of a schema, plus the arguments in extra.
func minimalConfig(b *configschema.Block, prefix string, extra map[string]bool) cty.Value {
	vals := map[string]cty.Value{}
	for name, a := range b.Attributes {
		path := joinPath(prefix, name)
		if a.Required || extra[path] {
			vals[name] = dummy(path, a.ImpliedType())
		} else {
			vals[name] = cty.NullVal(a.ImpliedType())
		}
	}
	for name, nb := range b.BlockTypes {
		path := joinPath(prefix, name)
		ety := nb.Block.ImpliedType()
		var elems []cty.Value
		if nb.MinItems > 0 || extra[path] {
			elems = append(elems, minimalConfig(&nb.Block, path, extra))
		}
		switch nb.Nesting {
		case configschema.NestingList:
			if len(elems) == 0 {
				vals[name] = cty.ListValEmpty(ety)
			} else {
				vals[name] = cty.ListVal(elems)
			}
		case configschema.NestingSet:
			if len(elems) == 0 {
				vals[name] = cty.SetValEmpty(ety)
			} else {
				vals[name] = cty.SetVal(elems)
			}
		default:
			if len(elems) == 0 {
				vals[name] = cty.NullVal(ety)
			} else {
				vals[name] = elems[0]
			}
		}
	}
	return cty.ObjectVal(vals)
}

// validConfig returns a minimal configuration of a type that passes
// validation, adding the arguments "one of" checks ask for.
func validConfig(t *testing.T, h *harness, typ string) cty.Value {
	t.Helper()
	schema := h.schema(typ)
	extra := map[string]bool{}
	for range 4 {
		cfg := minimalConfig(schema, "", extra)
		diags := h.p.ValidateResourceConfig(typ, cfg)
		if !diags.HasErrors() {
			return cfg
		}
		for _, d := range diags {
			path, ok := configschema.DiagnosticPath(d)
			if !ok || d.Summary != "Missing required argument" {
				t.Fatalf("%s: %s: %s", typ, d.Summary, d.Detail)
			}
			extra[pathKey(path)] = true
		}
	}
	t.Fatalf("%s: no valid minimal configuration", typ)
	return cty.NilVal
}

func TestEveryResourceTypeCreatesAndThenHasNoChanges(t *testing.T) {
	h := newHarness(t, "seed", `region = "eu-west-1"`)
	types := make([]string, 0)
	for typ := range h.p.Schema().ResourceTypes {
		types = append(types, typ)
	}
	sort.Strings(types)
	for _, typ := range types {
		t.Run(typ, func(t *testing.T) {
			h := &harness{t: t, p: h.p}
			cfg := validConfig(t, h, typ)
			planned := h.plan(typ, typ+".x", cty.NilVal, cfg).PlannedState
			state := h.apply(typ, typ+".x", cty.NilVal, planned, cfg)
			if !state.IsWhollyKnown() {
				t.Fatalf("unknown values after apply: %#v", state)
			}
			if id := state.GetAttr("id"); id.IsNull() || id.AsString() == "" {
				t.Errorf("empty id")
			}
			again := h.plan(typ, typ+".x", state, cfg)
			if !again.PlannedState.RawEquals(state) || len(again.RequiresReplace) > 0 {
				t.Errorf("re-plan is not empty (replace %v):\nstate   %#v\nplanned %#v", again.RequiresReplace, state, again.PlannedState)
			}
			imp := h.p.ImportResourceState(providers.ImportRequest{TypeName: typ, Addr: typ + ".x", ID: "imported-id"})
			if imp.Diagnostics.HasErrors() || !imp.State.IsWhollyKnown() {
				t.Errorf("import: %v %#v", imp.Diagnostics, imp.State)
			}
		})
	}
}

func TestEveryDataSourceReads(t *testing.T) {
	h := newHarness(t, "seed", `region = "eu-west-1"`)
	for typ, sch := range h.p.Schema().DataSources {
		t.Run(typ, func(t *testing.T) {
			cfg := minimalConfig(sch.Block, "", nil)
			if typ == "aws_ami" {
				cfg = minimalConfig(sch.Block, "", map[string]bool{"most_recent": true})
			}
			if diags := h.p.ValidateDataSourceConfig(typ, cfg); diags.HasErrors() {
				t.Fatal(diags.Error())
			}
			resp := h.p.ReadDataSource(providers.ReadDataRequest{TypeName: typ, Addr: "data." + typ + ".x", Config: cfg})
			if resp.Diagnostics.HasErrors() {
				t.Fatal(resp.Diagnostics.Error())
			}
			if !resp.State.IsWhollyKnown() || resp.State.GetAttr("id").IsNull() {
				t.Errorf("incomplete result: %#v", resp.State)
			}
		})
	}
}
