package aws

import (
	"net/netip"
	"regexp"
	"strings"
	"testing"

	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/providers"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

func TestMissingAMIIsAMissingRequiredArgument(t *testing.T) {
	h := newHarness(t, "s", ``)
	diags := h.validate("aws_instance", `tags = { Name = "web" }`)
	var got []string
	for _, d := range diags {
		path, _ := configschema.DiagnosticPath(d)
		got = append(got, d.Summary+": "+d.Detail+" @"+pathKey(path))
	}
	want := []string{
		"Missing required argument: \"ami\": one of `ami,launch_template` must be specified @ami",
		"Missing required argument: \"instance_type\": one of `instance_type,launch_template` must be specified @instance_type",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if diags := h.validate("aws_instance", `
  launch_template {
    name = "web"
  }`); diags.HasErrors() {
		t.Errorf("a launch template stands in for ami and instance_type: %s", diags.Error())
	}
	if diags := h.validate("aws_instance", `
  ami           = "ami-0123456789abcdef0"
  instance_type = "t3.micro"`); diags.HasErrors() {
		t.Errorf("unexpected: %s", diags.Error())
	}
}

func TestConflictingAndUnconfigurableArguments(t *testing.T) {
	h := newHarness(t, "s", ``)
	diags := h.validate("aws_security_group", `
  name        = "web"
  name_prefix = "web-"`)
	if len(diags) != 2 || diags[0].Summary != "Conflicting configuration arguments" || diags[0].Detail != `"name": conflicts with name_prefix` {
		t.Errorf("conflict: %v", diags)
	}
	diags = h.validate("aws_vpc", `
  cidr_block = "10.0.0.0/16"
  arn        = "arn:aws:ec2:us-east-1:123456789012:vpc/vpc-1"`)
	if len(diags) != 1 || diags[0].Summary != "Value for unconfigurable attribute" {
		t.Errorf("computed-only argument: %v", diags)
	}
}

// vpcSetup creates a subnet of 10.0.1.0/24 in the provider's second zone.
func vpcSetup(t *testing.T, h *harness) (vpc, subnet cty.Value) {
	t.Helper()
	vpc = h.create("aws_vpc", "aws_vpc.main", `cidr_block = "10.0.0.0/16"`)
	subnet = h.create("aws_subnet", "aws_subnet.public", `
  vpc_id                  = "`+attrString(t, vpc, "id")+`"
  cidr_block              = "10.0.1.0/24"
  availability_zone       = "eu-central-1b"
  map_public_ip_on_launch = true`)
	return vpc, subnet
}

func TestComputedValuesLookReal(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-central-1"`)
	vpc, subnet := vpcSetup(t, h)
	inst := h.create("aws_instance", "aws_instance.web", `
  ami           = "ami-0123456789abcdef0"
  instance_type = "t3.micro"
  subnet_id     = "`+attrString(t, subnet, "id")+`"`)
	formats := []struct {
		obj  cty.Value
		attr string
		re   string
	}{
		{vpc, "id", `^vpc-0[0-9a-f]{16}$`},
		{vpc, "arn", `^arn:aws:ec2:eu-central-1:123456789012:vpc/vpc-0[0-9a-f]{16}$`},
		{vpc, "main_route_table_id", `^rtb-0[0-9a-f]{16}$`},
		{vpc, "default_security_group_id", `^sg-0[0-9a-f]{16}$`},
		{vpc, "owner_id", `^123456789012$`},
		{subnet, "id", `^subnet-0[0-9a-f]{16}$`},
		{subnet, "availability_zone_id", `^euc1-az2$`},
		{inst, "id", `^i-0[0-9a-f]{16}$`},
		{inst, "arn", `^arn:aws:ec2:eu-central-1:123456789012:instance/i-0[0-9a-f]{16}$`},
		{inst, "availability_zone", `^eu-central-1b$`},
		{inst, "private_dns", `^ip-10-0-1-[0-9]+\.eu-central-1\.compute\.internal$`},
		{inst, "public_dns", `^ec2-[0-9]+-[0-9]+-[0-9]+-[0-9]+\.eu-central-1\.compute\.amazonaws\.com$`},
		{inst, "primary_network_interface_id", `^eni-0[0-9a-f]{16}$`},
		{inst, "instance_state", `^running$`},
	}
	for _, f := range formats {
		if v := attrString(t, f.obj, f.attr); !regexp.MustCompile(f.re).MatchString(v) {
			t.Errorf("%s = %q, want /%s/", f.attr, v, f.re)
		}
	}
	if vpc.GetAttr("main_route_table_id").AsString() != vpc.GetAttr("default_route_table_id").AsString() {
		t.Errorf("the main route table is the default one")
	}
	ip := netip.MustParseAddr(attrString(t, inst, "private_ip"))
	if !netip.MustParsePrefix("10.0.1.0/24").Contains(ip) {
		t.Errorf("private_ip %s is outside the subnet", ip)
	}
	if !strings.HasPrefix(attrString(t, inst, "private_dns"), "ip-"+strings.ReplaceAll(ip.String(), ".", "-")+".") {
		t.Errorf("private_dns does not name the private IP")
	}
	if attrString(t, inst, "public_ip") == "" || !inst.GetAttr("associate_public_ip_address").True() {
		t.Errorf("a subnet that maps public IPs gives the instance one")
	}
	root := inst.GetAttr("root_block_device").Index(cty.Zero)
	if !regexp.MustCompile(`^vol-0[0-9a-f]{16}$`).MatchString(attrString(t, root, "volume_id")) || root.GetAttr("volume_size").AsBigFloat().String() != "8" {
		t.Errorf("root volume: %#v", root)
	}
}

func TestInstanceWithoutSubnetLandsInTheDefaultVPC(t *testing.T) {
	h := newHarness(t, "s", ``)
	inst := h.create("aws_instance", "aws_instance.web", `
  ami           = "ami-0123456789abcdef0"
  instance_type = "t2.micro"`)
	ip := netip.MustParseAddr(attrString(t, inst, "private_ip"))
	if !defaultVPCCIDR.Contains(ip) {
		t.Errorf("private_ip %s is outside the default VPC", ip)
	}
	subnet := attrString(t, inst, "subnet_id")
	found := false
	for _, id := range defaultSubnets(&mock.Ctx{Env: mock.Env{Seed: "s", Workspace: "default"}, Provider: cty.NullVal(cty.DynamicPseudoType)}) {
		found = found || id == subnet
	}
	if !found {
		t.Errorf("subnet %s is not a default subnet", subnet)
	}
	if !strings.HasPrefix(attrString(t, inst, "availability_zone"), "us-east-1") || !strings.HasSuffix(attrString(t, inst, "private_dns"), ".ec2.internal") {
		t.Errorf("us-east-1 names: %s %s", attrString(t, inst, "availability_zone"), attrString(t, inst, "private_dns"))
	}
	if c := inst.GetAttr("cpu_core_count").AsBigFloat().String(); c != "1" {
		t.Errorf("t2.micro has 1 core, got %s", c)
	}
}

func TestGeneratedValuesAreDeterministic(t *testing.T) {
	src := `
  ami           = "ami-0123456789abcdef0"
  instance_type = "t3.micro"
  tags          = { Name = "web" }`
	a := newHarness(t, "seed-1", ``).create("aws_instance", "aws_instance.web", src)
	b := newHarness(t, "seed-1", ``).create("aws_instance", "aws_instance.web", src)
	if !a.RawEquals(b) {
		t.Errorf("two runs differ:\n%#v\n%#v", a, b)
	}
	c := newHarness(t, "seed-2", ``).create("aws_instance", "aws_instance.web", src)
	d := newHarness(t, "seed-1", ``).create("aws_instance", "aws_instance.other", src)
	if attrString(t, a, "id") == attrString(t, c, "id") || attrString(t, a, "id") == attrString(t, d, "id") {
		t.Errorf("ids do not depend on the seed and address: %s %s %s", attrString(t, a, "id"), attrString(t, c, "id"), attrString(t, d, "id"))
	}
}

func TestEachProviderConfigurationHasItsRegion(t *testing.T) {
	east := newHarness(t, "s", `region = "us-east-1"`)
	west := newHarness(t, "s", `region = "us-west-2"`)
	cn := newHarness(t, "s", `region = "cn-north-1"`)
	src := `name = "jobs"`
	for _, c := range []struct {
		h    *harness
		want string
	}{
		{east, "arn:aws:sqs:us-east-1:123456789012:jobs"},
		{west, "arn:aws:sqs:us-west-2:123456789012:jobs"},
		{cn, "arn:aws-cn:sqs:cn-north-1:123456789012:jobs"},
	} {
		q := c.h.create("aws_sqs_queue", "aws_sqs_queue.jobs", src)
		if got := attrString(t, q, "arn"); got != c.want {
			t.Errorf("arn = %q, want %q", got, c.want)
		}
	}
	if got := attrString(t, west.create("aws_sqs_queue", "aws_sqs_queue.jobs", src), "url"); got != "https://sqs.us-west-2.amazonaws.com/123456789012/jobs" {
		t.Errorf("url = %q", got)
	}
	sub := west.create("aws_subnet", "aws_subnet.a", `
  vpc_id     = "vpc-0123456789abcdef0"
  cidr_block = "10.0.3.0/24"`)
	if az := attrString(t, sub, "availability_zone"); !regexp.MustCompile(`^us-west-2[a-d]$`).MatchString(az) {
		t.Errorf("availability_zone %q is not in us-west-2", az)
	}
}

func TestForceNewArgumentsRequireReplacement(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-central-1"`)
	src := `
  ami               = "ami-0123456789abcdef0"
  instance_type     = "t3.micro"
  availability_zone = "eu-central-1a"`
	state := h.create("aws_instance", "aws_instance.web", src)
	moved := h.plan("aws_instance", "aws_instance.web", state, h.config("aws_instance", strings.Replace(src, "1a", "1b", 1)))
	if len(moved.RequiresReplace) != 1 || pathKey(moved.RequiresReplace[0]) != "availability_zone" {
		t.Errorf("changing availability_zone: replace paths %#v", moved.RequiresReplace)
	}
	resized := h.plan("aws_instance", "aws_instance.web", state, h.config("aws_instance", strings.Replace(src, "t3.micro", "t3.large", 1)))
	if len(resized.RequiresReplace) != 0 {
		t.Errorf("changing instance_type is an update, got replace paths %#v", resized.RequiresReplace)
	}
	if got := attrString(t, resized.PlannedState, "instance_type"); got != "t3.large" {
		t.Errorf("planned instance_type %q", got)
	}
	withScript := src + "\n  user_data = \"echo hi\"\n  user_data_replace_on_change = true"
	state = h.create("aws_instance", "aws_instance.web", withScript)
	if got := attrString(t, state, "user_data"); got != userDataHash("echo hi") {
		t.Errorf("user_data is stored as its hash, got %q", got)
	}
	rescripted := h.plan("aws_instance", "aws_instance.web", state, h.config("aws_instance", strings.Replace(withScript, "echo hi", "echo bye", 1)))
	if len(rescripted.RequiresReplace) != 1 || pathKey(rescripted.RequiresReplace[0]) != "user_data" {
		t.Errorf("user_data_replace_on_change: replace paths %#v", rescripted.RequiresReplace)
	}
}

func TestTagsAllMergesDefaultTags(t *testing.T) {
	h := newHarness(t, "s", `
  default_tags {
    tags = { Team = "platform", Env = "dev" }
  }`)
	cfg := h.config("aws_vpc", `
  cidr_block = "10.0.0.0/16"
  tags       = { Name = "main", Env = "prod" }`)
	planned := h.plan("aws_vpc", "aws_vpc.main", cty.NilVal, cfg).PlannedState
	want := cty.MapVal(map[string]cty.Value{"Name": s("main"), "Env": s("prod"), "Team": s("platform")})
	if got := planned.GetAttr("tags_all"); !got.RawEquals(want) {
		t.Errorf("tags_all = %#v", got)
	}
	bare := newHarness(t, "s", ``)
	planned = bare.plan("aws_vpc", "aws_vpc.main", cty.NilVal, bare.config("aws_vpc", `cidr_block = "10.0.0.0/16"`)).PlannedState
	if planned.GetAttr("tags_all").IsKnown() {
		t.Errorf("without any tag, tags_all is known after apply")
	}
	state := bare.create("aws_vpc", "aws_vpc.main", `cidr_block = "10.0.0.0/16"`)
	if got := state.GetAttr("tags_all"); !got.RawEquals(cty.MapValEmpty(cty.String)) {
		t.Errorf("tags_all after apply = %#v", got)
	}
	tagged := bare.plan("aws_vpc", "aws_vpc.main", state, bare.config("aws_vpc", `
  cidr_block = "10.0.0.0/16"
  tags       = { Name = "main" }`)).PlannedState
	if got := tagged.GetAttr("tags_all"); !got.RawEquals(cty.MapVal(map[string]cty.Value{"Name": s("main")})) {
		t.Errorf("tags_all after adding a tag = %#v", got)
	}
}

func TestSensitiveAttributes(t *testing.T) {
	h := newHarness(t, "s", ``)
	sch := h.schema("aws_db_instance")
	cfg := h.config("aws_db_instance", `
  instance_class = "db.t3.micro"
  engine         = "postgres"
  username       = "app"
  password       = "hunter2hunter2"`)
	paths := sch.SensitivePaths(cfg)
	if len(paths) != 1 || pathKey(paths[0]) != "password" {
		t.Errorf("sensitive paths %#v", paths)
	}
	db := h.create("aws_db_instance", "aws_db_instance.db", `
  instance_class = "db.t3.micro"
  engine         = "postgres"
  username       = "app"
  password       = "hunter2hunter2"`)
	if got := attrString(t, db, "endpoint"); !regexp.MustCompile(`^terraform-[0-9]{18}[0-9a-f]{8}\.c[a-z0-9]{11}\.us-east-1\.rds\.amazonaws\.com:5432$`).MatchString(got) {
		t.Errorf("endpoint %q", got)
	}
	if got := attrString(t, db, "parameter_group_name"); got != "default.postgres16" {
		t.Errorf("parameter_group_name %q", got)
	}
}

func TestGeneratedNames(t *testing.T) {
	h := newHarness(t, "s", ``)
	sg := h.create("aws_security_group", "aws_security_group.web", `vpc_id = "vpc-0123456789abcdef0"`)
	if got := attrString(t, sg, "name"); !regexp.MustCompile(`^terraform-20[0-9]{16}[0-9a-f]{8}$`).MatchString(got) {
		t.Errorf("generated name %q", got)
	}
	if got := attrString(t, sg, "description"); got != "Managed by Terraform" {
		t.Errorf("description %q", got)
	}
	prefixed := h.create("aws_iam_role", "aws_iam_role.r", `
  name_prefix        = "app-"
  assume_role_policy = "{}"`)
	if got := attrString(t, prefixed, "name"); !regexp.MustCompile(`^app-20[0-9]{16}[0-9a-f]{8}$`).MatchString(got) {
		t.Errorf("prefixed name %q", got)
	}
	if got := attrString(t, prefixed, "arn"); got != "arn:aws:iam::123456789012:role/"+attrString(t, prefixed, "name") {
		t.Errorf("role arn %q", got)
	}
	bucket := h.create("aws_s3_bucket", "aws_s3_bucket.b", `bucket = "my-site"`)
	for attr, want := range map[string]string{
		"arn": "arn:aws:s3:::my-site", "bucket_domain_name": "my-site.s3.amazonaws.com",
		"bucket_regional_domain_name": "my-site.s3.us-east-1.amazonaws.com", "hosted_zone_id": "Z3AQBSTGFYJSTF", "region": "us-east-1",
	} {
		if got := attrString(t, bucket, attr); got != want {
			t.Errorf("bucket %s = %q, want %q", attr, got, want)
		}
	}
}

func TestSubnetIDsCarryTheirPlacement(t *testing.T) {
	ctx := &mock.Ctx{Env: mock.Env{Seed: "s"}, Provider: cty.NullVal(cty.DynamicPseudoType), TypeName: "aws_subnet", Addr: "aws_subnet.x"}
	for i, c := range []subnetInfo{
		{CIDR: netip.MustParsePrefix("10.0.1.0/24"), Zone: 1, Public: true},
		{CIDR: netip.MustParsePrefix("172.16.32.0/20"), Zone: 5},
		{CIDR: netip.MustParsePrefix("192.168.0.16/28"), Zone: 0, Public: true},
	} {
		id := encodeSubnetID(ctx.Generator(cty.GetAttrPath("id"), n(i)), c)
		got, ok := decodeSubnetID(id)
		if !ok || got != c {
			t.Errorf("%s decodes to %+v, %v; want %+v", id, got, ok, c)
		}
	}
	if _, ok := decodeSubnetID("subnet-0123456789abcdef0"); ok {
		t.Errorf("a foreign id decodes")
	}
	if id := encodeSubnetID(ctx.Generator(cty.GetAttrPath("id"), n(9)), subnetInfo{CIDR: netip.MustParsePrefix("10.0.0.0/8")}); !regexp.MustCompile(`^subnet-0[0-9a-f]{16}$`).MatchString(id) {
		t.Errorf("an unencodable block still gets an id: %q", id)
	}
}

func TestErrorsAWSWouldAnswer(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-west-1"`)
	apply := func(typ, src string) string {
		t.Helper()
		cfg := h.config(typ, src)
		planned := h.plan(typ, typ+".x", cty.NilVal, cfg).PlannedState
		resp := h.p.ApplyResourceChange(providers.ApplyRequest{TypeName: typ, Addr: typ + ".x",
			PriorState: cty.NullVal(cfg.Type()), PlannedState: planned, Config: cfg})
		if !resp.Diagnostics.HasErrors() {
			return ""
		}
		return resp.Diagnostics[0].Summary
	}
	if got := apply("aws_s3_bucket", `bucket = "My_Bucket"`); got != `validating S3 Bucket (My_Bucket) name: only lowercase alphanumeric characters and hyphens allowed in "My_Bucket"` {
		t.Errorf("bucket name: %q", got)
	}
	if got := apply("aws_s3_bucket", `bucket = "my-bucket"`); got != "" {
		t.Errorf("a valid name fails: %q", got)
	}
	if got := apply("aws_security_group", `
  vpc_id = "vpc-0123456789abcdef0"
  egress {
    protocol    = "-1"
    from_port   = 0
    to_port     = 65535
    cidr_blocks = ["0.0.0.0/0"]
  }`); got != `from_port (0) and to_port (65535) must both be 0 to use the 'ALL' "-1" protocol!` {
		t.Errorf("all-protocol ports: %q", got)
	}
	cfg := h.config("aws_dynamodb_table", `
  name     = "scores"
  hash_key = "UserId"
  attribute {
    name = "UserId"
    type = "S"
  }
  attribute {
    name = "Score"
    type = "N"
  }`)
	resp := h.p.PlanResourceChange(providers.PlanRequest{TypeName: "aws_dynamodb_table", Addr: "aws_dynamodb_table.x",
		PriorState: cty.NullVal(cfg.Type()), ProposedNewState: cfg, Config: cfg})
	if len(resp.Diagnostics) != 1 || resp.Diagnostics[0].Summary != `all attributes must be indexed. Unused attributes: ["Score"]` {
		t.Errorf("unindexed attribute: %v", resp.Diagnostics)
	}
}

func TestNATGatewayUsesItsElasticIP(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-central-1"`)
	_, subnet := vpcSetup(t, h)
	eip := h.create("aws_eip", "aws_eip.nat", `domain = "vpc"`)
	if !regexp.MustCompile(`^eipalloc-0[0-9a-f]{16}$`).MatchString(attrString(t, eip, "id")) || attrString(t, eip, "id") != attrString(t, eip, "allocation_id") {
		t.Errorf("eip id %q allocation_id %q", attrString(t, eip, "id"), attrString(t, eip, "allocation_id"))
	}
	nat := h.create("aws_nat_gateway", "aws_nat_gateway.nat", `
  allocation_id = "`+attrString(t, eip, "id")+`"
  subnet_id     = "`+attrString(t, subnet, "id")+`"`)
	if got, want := attrString(t, nat, "public_ip"), attrString(t, eip, "public_ip"); got != want {
		t.Errorf("nat public_ip %q, eip public_ip %q", got, want)
	}
	if ip := netip.MustParseAddr(attrString(t, nat, "private_ip")); !netip.MustParsePrefix("10.0.1.0/24").Contains(ip) {
		t.Errorf("nat private_ip %s outside its subnet", ip)
	}
	if _, ok := decodeAllocationID("eipalloc-0123456789abcdef0"); ok {
		t.Errorf("a foreign allocation id decodes")
	}
}

func TestHTTPAPIForALambdaFunction(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-west-1"`)
	api := h.create("aws_apigatewayv2_api", "aws_apigatewayv2_api.http", `
  name          = "notes"
  protocol_type = "HTTP"`)
	id := attrString(t, api, "id")
	if !regexp.MustCompile(`^[a-z0-9]{10}$`).MatchString(id) ||
		attrString(t, api, "api_endpoint") != "https://"+id+".execute-api.eu-west-1.amazonaws.com" ||
		attrString(t, api, "execution_arn") != "arn:aws:execute-api:eu-west-1:123456789012:"+id {
		t.Errorf("api %#v", api)
	}
	stage := h.create("aws_apigatewayv2_stage", "aws_apigatewayv2_stage.default", `
  api_id      = "`+id+`"
  name        = "$default"
  auto_deploy = true`)
	if got := attrString(t, stage, "invoke_url"); got != "https://"+id+".execute-api.eu-west-1.amazonaws.com/" {
		t.Errorf("invoke_url %q", got)
	}
	fn := h.create("aws_lambda_function", "aws_lambda_function.notes", `
  function_name = "notes"
  role          = "arn:aws:iam::123456789012:role/notes"
  filename      = "notes.zip"
  handler       = "index.handler"
  runtime       = "nodejs20.x"`)
	if got := attrString(t, fn, "invoke_arn"); got != "arn:aws:apigateway:eu-west-1:lambda:path/2015-03-31/functions/arn:aws:lambda:eu-west-1:123456789012:function:notes/invocations" {
		t.Errorf("invoke_arn %q", got)
	}
	if attrString(t, fn, "qualified_arn") != "arn:aws:lambda:eu-west-1:123456789012:function:notes:$LATEST" || attrString(t, fn, "version") != "$LATEST" {
		t.Errorf("qualified_arn %q version %q", attrString(t, fn, "qualified_arn"), attrString(t, fn, "version"))
	}
}

func TestCloudFrontInFrontOfABucket(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-west-1"`)
	oac := h.create("aws_cloudfront_origin_access_control", "aws_cloudfront_origin_access_control.site", `
  name                              = "site"
  origin_access_control_origin_type = "s3"
  signing_behavior                  = "always"
  signing_protocol                  = "sigv4"`)
	cdn := h.create("aws_cloudfront_distribution", "aws_cloudfront_distribution.site", `
  enabled             = true
  default_root_object = "index.html"
  origin {
    domain_name              = "site.s3.eu-west-1.amazonaws.com"
    origin_id                = "s3-site"
    origin_access_control_id = "`+attrString(t, oac, "id")+`"
  }
  default_cache_behavior {
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
    target_origin_id       = "s3-site"
    viewer_protocol_policy = "redirect-to-https"
    cache_policy_id        = "658327ea-f89d-4fab-a63d-7e88639e58f6"
  }
  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }
  viewer_certificate {
    cloudfront_default_certificate = true
  }`)
	id := attrString(t, cdn, "id")
	if !regexp.MustCompile(`^E[A-Z0-9]{13}$`).MatchString(id) ||
		!regexp.MustCompile(`^d[a-z0-9]{13}\.cloudfront\.net$`).MatchString(attrString(t, cdn, "domain_name")) ||
		attrString(t, cdn, "arn") != "arn:aws:cloudfront::123456789012:distribution/"+id ||
		attrString(t, cdn, "hosted_zone_id") != "Z2FDTNDATAQYW2" || attrString(t, cdn, "status") != "Deployed" {
		t.Errorf("distribution %#v", cdn)
	}
	behavior := cdn.GetAttr("default_cache_behavior").Index(cty.Zero)
	if behavior.GetAttr("max_ttl").AsBigFloat().String() != "0" {
		t.Errorf("a cache policy leaves the legacy TTLs at 0: %#v", behavior)
	}
}
