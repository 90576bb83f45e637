package aws_test

import (
	"encoding/json"
	"maps"
	"net/netip"
	"path"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// workdir is a working folder that commands run in, the files they
// write applied back between commands as a terminal session would.
type workdir struct {
	t     *testing.T
	files fstest.MapFS
}

func newWorkdir(t *testing.T, files map[string]string) *workdir {
	w := &workdir{t: t, files: fstest.MapFS{}}
	w.write(files)
	return w
}

// write replaces files of the folder.
func (w *workdir) write(files map[string]string) {
	for name, src := range files {
		w.files[name] = &fstest.MapFile{Data: []byte(src), Mode: 0o644}
	}
}

// run runs one command and applies the files it wrote.
func (w *workdir) run(args ...string) command.Result {
	w.t.Helper()
	res := command.Run(command.Request{Args: args, FS: maps.Clone(w.files), Dir: "/w", Env: map[string]string{"HOME": "/home/user"}})
	for name, data := range res.Files {
		name = path.Clean(name)
		if data == nil {
			delete(w.files, name)
			for p := range w.files {
				if strings.HasPrefix(p, name+"/") {
					delete(w.files, p)
				}
			}
			continue
		}
		w.files[name] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return res
}

// ok runs a command that must succeed and returns its output.
func (w *workdir) ok(args ...string) string {
	w.t.Helper()
	res := w.run(args...)
	if res.ExitCode != 0 {
		w.t.Fatalf("%v: exit %d\n%s\n%s", args, res.ExitCode, res.Stdout, res.Stderr)
	}
	return res.Stdout
}

// outputs returns the root module outputs, decoded from output -json.
func (w *workdir) outputs() map[string]any {
	w.t.Helper()
	var raw map[string]struct {
		Value any `json:"value"`
	}
	if err := json.Unmarshal([]byte(w.ok("output", "-json")), &raw); err != nil {
		w.t.Fatal(err)
	}
	ret := map[string]any{}
	for k, v := range raw {
		ret[k] = v.Value
	}
	return ret
}

// mustContain fails unless out holds every piece.
func mustContain(t *testing.T, what, out string, pieces ...string) {
	t.Helper()
	for _, p := range pieces {
		if !strings.Contains(out, p) {
			t.Errorf("%s lacks %q:\n%s", what, p, out)
		}
	}
}

const vpcTutorial = `
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

provider "aws" {
  region = "us-east-2"
}

variable "private_azs" {
  type    = list(number)
  default = [0, 1]
}

data "aws_availability_zones" "available" {
  state = "available"
}

data "aws_ami" "al2023" {
  most_recent = true
  owners      = ["amazon"]

  filter {
    name   = "name"
    values = ["al2023-ami-2023.*-x86_64"]
  }
}

resource "aws_vpc" "main" {
  cidr_block           = "10.0.0.0/16"
  enable_dns_hostnames = true

  tags = {
    Name = "tutorial"
  }
}

resource "aws_subnet" "public" {
  count                   = 2
  vpc_id                  = aws_vpc.main.id
  cidr_block              = cidrsubnet(aws_vpc.main.cidr_block, 8, count.index)
  availability_zone       = data.aws_availability_zones.available.names[count.index]
  map_public_ip_on_launch = true
}

resource "aws_subnet" "private" {
  count             = 2
  vpc_id            = aws_vpc.main.id
  cidr_block        = cidrsubnet(aws_vpc.main.cidr_block, 8, 10 + count.index)
  availability_zone = data.aws_availability_zones.available.names[var.private_azs[count.index]]
}

resource "aws_internet_gateway" "gw" {
  vpc_id = aws_vpc.main.id
}

resource "aws_eip" "nat" {
  domain = "vpc"
}

resource "aws_nat_gateway" "nat" {
  allocation_id = aws_eip.nat.id
  subnet_id     = aws_subnet.public[0].id
  depends_on    = [aws_internet_gateway.gw]
}

resource "aws_route_table" "public" {
  vpc_id = aws_vpc.main.id

  route {
    cidr_block = "0.0.0.0/0"
    gateway_id = aws_internet_gateway.gw.id
  }
}

resource "aws_route_table_association" "public" {
  count          = 2
  subnet_id      = aws_subnet.public[count.index].id
  route_table_id = aws_route_table.public.id
}

resource "aws_security_group" "web" {
  name   = "web"
  vpc_id = aws_vpc.main.id

  ingress {
    from_port   = 80
    to_port     = 80
    protocol    = "tcp"
    cidr_blocks = ["0.0.0.0/0"]
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}

resource "aws_instance" "web" {
  ami                    = data.aws_ami.al2023.id
  instance_type          = "t3.micro"
  subnet_id              = aws_subnet.public[0].id
  vpc_security_group_ids = [aws_security_group.web.id]
}

resource "aws_instance" "app" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.micro"
  subnet_id     = aws_subnet.private[0].id
}

output "web_ip" {
  value = aws_instance.web.private_ip
}

output "web_public_ip" {
  value = aws_instance.web.public_ip
}

output "app" {
  value = {
    ip  = aws_instance.app.private_ip
    az  = aws_instance.app.availability_zone
    arn = aws_instance.app.arn
  }
}
`

func TestVPCTutorialLifecycle(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": vpcTutorial})
	mustContain(t, "init", w.ok("init", "-no-color"), "- Installing hashicorp/aws v", "Terraform has been successfully initialized!")

	// A VPC, 4 subnets, gateway, EIP, NAT, route table, 2 associations, SG, 2 instances.
	plan := w.ok("plan", "-no-color")
	mustContain(t, "plan", plan,
		`  # aws_instance.web will be created`,
		`      + ami                                  = "ami-0`,
		`      + availability_zone                    = (known after apply)`,
		`      + password_data                        = (sensitive value)`,
		`      + root_block_device (known after apply)`,
		`      + ingress {`,
		`Plan: 14 to add, 0 to change, 0 to destroy.`)

	mustContain(t, "apply", w.ok("apply", "-auto-approve", "-no-color"),
		"aws_vpc.main: Creation complete after 0s [id=vpc-0",
		"aws_instance.web: Creation complete after 0s [id=i-0",
		"Apply complete! Resources: 14 added, 0 changed, 0 destroyed.")

	out := w.outputs()
	if ip := netip.MustParseAddr(out["web_ip"].(string)); !netip.MustParsePrefix("10.0.0.0/24").Contains(ip) {
		t.Errorf("web_ip %s is not in public subnet 10.0.0.0/24", ip)
	}
	if out["web_public_ip"].(string) == "" {
		t.Errorf("a public subnet's instance has a public IP")
	}
	app := out["app"].(map[string]any)
	if ip := netip.MustParseAddr(app["ip"].(string)); !netip.MustParsePrefix("10.0.10.0/24").Contains(ip) {
		t.Errorf("app ip %s is not in private subnet 10.0.10.0/24", ip)
	}
	if app["az"] != "us-east-2a" || !regexp.MustCompile(`^arn:aws:ec2:us-east-2:123456789012:instance/i-0[0-9a-f]{16}$`).MatchString(app["arn"].(string)) {
		t.Errorf("app %v", app)
	}

	mustContain(t, "re-plan", w.ok("plan", "-no-color"), "No changes. Your infrastructure matches the configuration.")

	// Moving the private subnet to another zone replaces it and the
	// instance in it.
	moved := w.ok("plan", "-no-color", "-var", "private_azs=[2, 1]")
	mustContain(t, "edit plan", moved,
		`  # aws_subnet.private[0] must be replaced`,
		`-/+ resource "aws_subnet" "private" {`,
		`      ~ availability_zone                              = "us-east-2a" -> "us-east-2c" # forces replacement`,
		`  # aws_instance.app must be replaced`,
		`      ~ subnet_id                            = "subnet-0`,
		`Plan: 2 to add, 0 to change, 2 to destroy.`)
	mustContain(t, "edit apply", w.ok("apply", "-auto-approve", "-no-color", "-var", "private_azs=[2, 1]"),
		"Apply complete! Resources: 2 added, 0 changed, 2 destroyed.")
	if az := w.outputs()["app"].(map[string]any)["az"]; az != "us-east-2c" {
		t.Errorf("the replaced instance follows its subnet: %v", az)
	}
	mustContain(t, "edit re-plan", w.ok("plan", "-no-color", "-var", "private_azs=[2, 1]"), "No changes.")
	mustContain(t, "destroy", w.ok("destroy", "-auto-approve", "-no-color", "-var", "private_azs=[2, 1]"),
		"Destroy complete! Resources: 14 destroyed.")
}

func TestForgettingTheAMI(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `provider "aws" {
  region = "us-east-1"
}

resource "aws_instance" "web" {
  instance_type = "t3.micro"
}
`})
	w.ok("init")
	res := w.run("plan", "-no-color")
	if res.ExitCode != 1 {
		t.Fatalf("exit %d", res.ExitCode)
	}
	// Terraform also names the instance ("with aws_instance.web,"): the
	// engine places provider plan diagnostics without it for now.
	mustContain(t, "plan", res.Stderr, "Error: Missing required argument\n", `
  on main.tf line 5, in resource "aws_instance" "web":
   5: resource "aws_instance" "web" {

"ami": one of `+"`ami,launch_template`"+` must be specified`)
}

func TestMisspelledArgument(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `resource "aws_instance" "web" {
  ami          = "ami-0123456789abcdef0"
  instance_typ = "t3.micro"
}
`})
	w.ok("init")
	res := w.run("validate", "-no-color")
	mustContain(t, "validate", res.Stderr, `Error: Unsupported argument

  on main.tf line 3, in resource "aws_instance" "web":
   3:   instance_typ = "t3.micro"

An argument named "instance_typ" is not expected here. Did you mean
"instance_type"?`)
	w.write(map[string]string{"main.tf": `resource "aws_subnet" "main" {
  cidr_block = "10.0.1.0/24"
}
`})
	res = w.run("validate", "-no-color")
	mustContain(t, "validate", res.Stderr, `Error: Missing required argument`, `The argument "vpc_id" is required, but no definition was found.`)
}

func TestProviderAliasesHaveTheirOwnRegions(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `provider "aws" {
  region = "us-east-1"
}

provider "aws" {
  alias  = "west"
  region = "us-west-2"
}

data "aws_availability_zones" "east" {}

data "aws_availability_zones" "west" {
  provider = aws.west
}

resource "aws_sns_topic" "east" {
  name = "alerts"
}

resource "aws_sns_topic" "west" {
  provider = aws.west
  name     = "alerts"
}

resource "aws_subnet" "west" {
  provider   = aws.west
  vpc_id     = "vpc-0123456789abcdef0"
  cidr_block = "10.1.0.0/24"
}

output "east" {
  value = [aws_sns_topic.east.arn, length(data.aws_availability_zones.east.names)]
}

output "west" {
  value = [aws_sns_topic.west.arn, length(data.aws_availability_zones.west.names), aws_subnet.west.availability_zone]
}
`})
	w.ok("init")
	w.ok("apply", "-auto-approve")
	out := w.outputs()
	east, west := out["east"].([]any), out["west"].([]any)
	if east[0] != "arn:aws:sns:us-east-1:123456789012:alerts" || east[1] != 6.0 {
		t.Errorf("east %v", east)
	}
	if west[0] != "arn:aws:sns:us-west-2:123456789012:alerts" || west[1] != 4.0 || !strings.HasPrefix(west[2].(string), "us-west-2") {
		t.Errorf("west %v", west)
	}
}

func TestSensitiveAndDynamicBlocks(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `variable "settings" {
  default = {
    "aws:autoscaling:asg:MinSize"                             = "2"
    "aws:autoscaling:asg:MaxSize"                             = "6"
    "aws:autoscaling:launchconfiguration:InstanceType"        = "t3.small"
  }
}

resource "aws_elastic_beanstalk_application" "app" {
  name = "shop"
}

resource "aws_elastic_beanstalk_environment" "prod" {
  name                = "shop-prod"
  application         = aws_elastic_beanstalk_application.app.name
  solution_stack_name = "64bit Amazon Linux 2023 v4.3.0 running Python 3.11"

  dynamic "setting" {
    for_each = var.settings
    content {
      namespace = join(":", slice(split(":", setting.key), 0, 3))
      name      = split(":", setting.key)[3]
      value     = setting.value
    }
  }
}

resource "aws_db_instance" "db" {
  allocated_storage   = 20
  engine              = "mysql"
  engine_version      = "8.0"
  instance_class      = "db.t3.micro"
  username            = "admin"
  password            = "correct-horse-battery"
  skip_final_snapshot = true
}

output "cname" {
  value = aws_elastic_beanstalk_environment.prod.cname
}
`})
	w.ok("init")
	plan := w.ok("plan", "-no-color")
	mustContain(t, "plan", plan,
		`      + password                              = (sensitive value)`,
		`      + setting {
          + name      = "MinSize"
          + namespace = "aws:autoscaling:asg"
          + value     = "2"
        }`,
		`Plan: 3 to add, 0 to change, 0 to destroy.`)
	if strings.Contains(plan, "correct-horse-battery") {
		t.Errorf("the password shows in the plan")
	}
	w.ok("apply", "-auto-approve")
	if cname := w.outputs()["cname"].(string); !regexp.MustCompile(`^shop-prod\.eba-[a-z0-9]{8}\.us-east-1\.elasticbeanstalk\.com$`).MatchString(cname) {
		t.Errorf("cname %q", cname)
	}
	mustContain(t, "re-plan", w.ok("plan", "-no-color"), "No changes.")
	show := w.ok("state", "show", "-no-color", "aws_db_instance.db")
	mustContain(t, "state show", show, `password                              = (sensitive value)`, `engine_version_actual                 = "8.0.39"`)
}

func TestProvidersSchemaDescribesAWS(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `provider "aws" {}
`})
	w.ok("init")
	var doc struct {
		Schemas map[string]struct {
			Resources map[string]struct {
				Block struct {
					Attributes map[string]map[string]any `json:"attributes"`
				} `json:"block"`
			} `json:"resource_schemas"`
		} `json:"provider_schemas"`
	}
	if err := json.Unmarshal([]byte(w.ok("providers", "schema", "-json")), &doc); err != nil {
		t.Fatal(err)
	}
	aws := doc.Schemas["registry.terraform.io/hashicorp/aws"]
	ami := aws.Resources["aws_instance"].Block.Attributes["ami"]
	if ami["optional"] != true || ami["computed"] != true || ami["description"] == "" {
		t.Errorf("aws_instance.ami: %v", ami)
	}
	if pw := aws.Resources["aws_db_instance"].Block.Attributes["password"]; pw["sensitive"] != true {
		t.Errorf("aws_db_instance.password: %v", pw)
	}
}

func TestMistypedRegion(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `provider "aws" {
  region = "us-east1"
}

resource "aws_sqs_queue" "jobs" {}
`})
	w.ok("init")
	res := w.run("plan", "-no-color")
	if res.ExitCode != 1 {
		t.Fatalf("exit %d", res.ExitCode)
	}
	mustContain(t, "plan", res.Stderr, "Error: Invalid AWS Region: us-east1")
	w.write(map[string]string{"main.tf": `provider "aws" {
  region = "ap-southeast-4"
}

resource "aws_sqs_queue" "jobs" {
  name = "jobs"
}

output "url" {
  value = aws_sqs_queue.jobs.url
}
`})
	w.ok("apply", "-auto-approve")
	if url := w.outputs()["url"]; url != "https://sqs.ap-southeast-4.amazonaws.com/123456789012/jobs" {
		t.Errorf("url %v", url)
	}
}

func TestCertificateValidatedThroughRoute53(t *testing.T) {
	w := newWorkdir(t, map[string]string{"main.tf": `resource "aws_route53_zone" "main" {
  name = "example.com"
}

resource "aws_acm_certificate" "site" {
  domain_name               = "example.com"
  subject_alternative_names = ["www.example.com"]
  validation_method         = "DNS"
}

resource "aws_route53_record" "validation" {
  for_each = {
    for dvo in aws_acm_certificate.site.domain_validation_options : dvo.domain_name => {
      name   = dvo.resource_record_name
      record = dvo.resource_record_value
      type   = dvo.resource_record_type
    }
  }

  allow_overwrite = true
  name            = each.value.name
  records         = [each.value.record]
  ttl             = 60
  type            = each.value.type
  zone_id         = aws_route53_zone.main.zone_id
}

resource "aws_acm_certificate_validation" "site" {
  certificate_arn         = aws_acm_certificate.site.arn
  validation_record_fqdns = [for record in aws_route53_record.validation : record.fqdn]
}

output "records" {
  value = { for k, r in aws_route53_record.validation : k => r.name }
}
`})
	w.ok("init")
	plan := w.ok("plan", "-no-color")
	mustContain(t, "plan", plan,
		`  # aws_route53_record.validation["example.com"] will be created`,
		`  # aws_route53_record.validation["www.example.com"] will be created`,
		`Plan: 5 to add, 0 to change, 0 to destroy.`)
	w.ok("apply", "-auto-approve")
	records := w.outputs()["records"].(map[string]any)
	for domain, name := range records {
		if !regexp.MustCompile(`^_[0-9a-f]{32}\.` + regexp.QuoteMeta(domain) + `\.$`).MatchString(name.(string)) {
			t.Errorf("validation record of %s: %v", domain, name)
		}
	}
	if len(records) != 2 {
		t.Errorf("records %v", records)
	}
	mustContain(t, "re-plan", w.ok("plan", "-no-color"), "No changes.")
}
