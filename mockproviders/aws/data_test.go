package aws

import (
	"regexp"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

// strings of a list value.
func listStrings(v cty.Value) []string { return asStrings(v) }

func TestAvailabilityZonesAreTheRegions(t *testing.T) {
	for _, c := range []struct {
		region, src string
		names, ids  string
	}{
		{"us-east-1", ``, "us-east-1a us-east-1b us-east-1c us-east-1d us-east-1e us-east-1f", "use1-az1 use1-az2 use1-az3 use1-az4 use1-az5 use1-az6"},
		{"us-west-2", `state = "available"`, "us-west-2a us-west-2b us-west-2c us-west-2d", "usw2-az1 usw2-az2 usw2-az3 usw2-az4"},
		{"eu-west-1", `exclude_names = ["eu-west-1b"]`, "eu-west-1a eu-west-1c", "euw1-az1 euw1-az3"},
		{"ap-northeast-1", ``, "ap-northeast-1a ap-northeast-1c ap-northeast-1d", "apne1-az1 apne1-az2 apne1-az3"},
		{"eu-central-1", `
  filter {
    name   = "zone-name"
    values = ["*a", "*c"]
  }`, "eu-central-1a eu-central-1c", "euc1-az1 euc1-az3"},
	} {
		h := newHarness(t, "s", `region = "`+c.region+`"`)
		v := h.mustRead("aws_availability_zones", c.src)
		if got := strings.Join(listStrings(v.GetAttr("names")), " "); got != c.names {
			t.Errorf("%s names = %s, want %s", c.region, got, c.names)
		}
		if got := strings.Join(listStrings(v.GetAttr("zone_ids")), " "); got != c.ids {
			t.Errorf("%s zone_ids = %s, want %s", c.region, got, c.ids)
		}
		if got := attrString(t, v, "id"); got != c.region {
			t.Errorf("id = %s", got)
		}
	}
}

func TestAMIHonoursOwnersFiltersAndMostRecent(t *testing.T) {
	h := newHarness(t, "s", `region = "us-west-2"`)
	cases := []struct {
		src, name, arch string
	}{
		{`
  most_recent = true
  owners      = ["099720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
  filter {
    name   = "virtualization-type"
    values = ["hvm"]
  }`, "ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-20250128", "x86_64"},
		{`
  most_recent = true
  owners      = ["amazon"]
  filter {
    name   = "name"
    values = ["al2023-ami-2023.*-x86_64"]
  }`, "al2023-ami-2023.6.20250128.0-kernel-6.1-x86_64", "x86_64"},
		{`
  most_recent = true
  owners      = ["amazon"]
  filter {
    name   = "architecture"
    values = ["arm64"]
  }
  filter {
    name   = "name"
    values = ["al2023-ami-2023*"]
  }`, "al2023-ami-2023.6.20250128.0-kernel-6.1-arm64", "arm64"},
		{`
  most_recent = true
  owners      = ["amazon"]
  name_regex  = "^amzn2-ami-hvm-2\\.0\\.20250107.*x86_64"`, "amzn2-ami-hvm-2.0.20250107.0-x86_64-gp2", "x86_64"},
		{`
  owners = ["099720109477"]
  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-arm64-server-20241217"]
  }`, "ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-arm64-server-20241217", "arm64"},
	}
	for _, c := range cases {
		v := h.mustRead("aws_ami", c.src)
		if got := attrString(t, v, "name"); got != c.name {
			t.Errorf("name = %q, want %q", got, c.name)
		}
		if got := attrString(t, v, "architecture"); got != c.arch {
			t.Errorf("architecture = %q, want %q", got, c.arch)
		}
		id := attrString(t, v, "id")
		if !regexp.MustCompile(`^ami-0[0-9a-f]{16}$`).MatchString(id) || attrString(t, v, "image_id") != id {
			t.Errorf("id %q / image_id %q", id, attrString(t, v, "image_id"))
		}
		if got := attrString(t, v, "arn"); got != "arn:aws:ec2:us-west-2::image/"+id {
			t.Errorf("arn %q", got)
		}
	}
	// An image has the same id for everyone in a region, and another id
	// in another region.
	src := cases[0].src
	other := newHarness(t, "other-seed", `region = "us-west-2"`).mustRead("aws_ami", src)
	east := newHarness(t, "s", `region = "us-east-1"`).mustRead("aws_ami", src)
	if a, b, c := attrString(t, h.mustRead("aws_ami", src), "id"), attrString(t, other, "id"), attrString(t, east, "id"); a != b || a == c {
		t.Errorf("ids: %s (us-west-2), %s (us-west-2, other workspace), %s (us-east-1)", a, b, c)
	}
	for src, want := range map[string]string{
		`
  owners = ["amazon"]
  filter {
    name   = "name"
    values = ["al2023-ami-2023.*-x86_64"]
  }`: "Your query returned more than one result. Please try more specific search criteria, or set `most_recent` attribute to true.",
		`
  most_recent = true
  owners      = ["self"]`: "Your query returned no results. Please change your search criteria and try again.",
		`
  most_recent = true
  owners      = ["amazon"]
  name_regex  = "^windows-98"`: "Your query returned no results. Please change your search criteria and try again.",
	} {
		_, diags := h.read("aws_ami", src)
		if len(diags) != 1 || diags[0].Summary != want {
			t.Errorf("diagnostics %v, want %q", diags, want)
		}
	}
}

func TestPolicyDocumentJSON(t *testing.T) {
	h := newHarness(t, "s", ``)
	cases := []struct {
		name, src, want string
	}{
		{"assume role", `
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["lambda.amazonaws.com"]
    }
  }`, `{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "sts:AssumeRole",
      "Principal": {
        "Service": "lambda.amazonaws.com"
      }
    }
  ]
}`},
		{"several actions and conditions", `
  statement {
    actions = ["kms:Decrypt", "kms:GenerateDataKey"]
    resources = ["*"]
    condition {
      test     = "ForAnyValue:StringEquals"
      variable = "kms:EncryptionContext:service"
      values   = ["pi"]
    }
    condition {
      test     = "ForAnyValue:StringEquals"
      variable = "kms:EncryptionContext:aws:pi:service"
      values   = ["rds"]
    }
  }`, `{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": [
        "kms:GenerateDataKey",
        "kms:Decrypt"
      ],
      "Resource": "*",
      "Condition": {
        "ForAnyValue:StringEquals": {
          "kms:EncryptionContext:aws:pi:service": "rds",
          "kms:EncryptionContext:service": "pi"
        }
      }
    }
  ]
}`},
		{"sid, deny, wildcard principal, policy variables, condition values in order", `
  policy_id = "bucket-policy"
  statement {
    sid       = "DenyOthers"
    effect    = "Deny"
    actions   = ["s3:*"]
    resources = ["arn:aws:s3:::b/home/&{aws:username}", "arn:aws:s3:::b/home/&{aws:username}/*"]
    principals {
      type        = "*"
      identifiers = ["*"]
    }
    condition {
      test     = "StringNotLike"
      variable = "aws:userid"
      values   = ["AROA1", "AIDA2", "123"]
    }
  }`, `{
  "Version": "2012-10-17",
  "Id": "bucket-policy",
  "Statement": [
    {
      "Sid": "DenyOthers",
      "Effect": "Deny",
      "Action": "s3:*",
      "Resource": [
        "arn:aws:s3:::b/home/${aws:username}/*",
        "arn:aws:s3:::b/home/${aws:username}"
      ],
      "Principal": "*",
      "Condition": {
        "StringNotLike": {
          "aws:userid": [
            "AROA1",
            "AIDA2",
            "123"
          ]
        }
      }
    }
  ]
}`},
		{"source and override documents", `
  source_policy_documents = [<<-EOT
    {"Version": "2012-10-17", "Statement": [
      {"Effect": "Allow", "Action": "ec2:*", "Resource": "*"},
      {"Sid": "SidToOverride", "Effect": "Allow", "Action": "s3:*", "Resource": "*"}
    ]}
    EOT
  ]
  override_policy_documents = [<<-EOT
    {"Statement": [{"Sid": "Extra", "Effect": "Deny", "NotAction": ["iam:*"], "Resource": "*"}]}
    EOT
  ]
  statement {
    sid       = "SidToOverride"
    actions   = ["s3:*"]
    resources = ["arn:aws:s3:::somebucket", "arn:aws:s3:::somebucket/*"]
  }`, `{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "ec2:*",
      "Resource": "*"
    },
    {
      "Sid": "SidToOverride",
      "Effect": "Allow",
      "Action": "s3:*",
      "Resource": [
        "arn:aws:s3:::somebucket/*",
        "arn:aws:s3:::somebucket"
      ]
    },
    {
      "Sid": "Extra",
      "Effect": "Deny",
      "NotAction": [
        "iam:*"
      ],
      "Resource": "*"
    }
  ]
}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := &harness{t: t, p: h.p}
			v := h.mustRead("aws_iam_policy_document", c.src)
			if got := attrString(t, v, "json"); got != c.want {
				t.Errorf("json:\n%s\nwant:\n%s", got, c.want)
			}
			if got := attrString(t, v, "minified_json"); got != compactJSON(c.want) {
				t.Errorf("minified_json: %s", got)
			}
			if !regexp.MustCompile(`^[0-9]+$`).MatchString(attrString(t, v, "id")) {
				t.Errorf("id %q", attrString(t, v, "id"))
			}
		})
	}
}

// compactJSON removes the indentation of an indented JSON text.
func compactJSON(v string) string {
	var sb strings.Builder
	inString := false
	for i := 0; i < len(v); i++ {
		ch := v[i]
		switch {
		case ch == '"' && (i == 0 || v[i-1] != '\\'):
			inString = !inString
		case !inString && (ch == ' ' || ch == '\n'):
			continue
		}
		sb.WriteByte(ch)
	}
	return sb.String()
}

func TestCallerIdentityRegionAndPartition(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-west-3"`)
	id := h.mustRead("aws_caller_identity", ``)
	if attrString(t, id, "account_id") != "123456789012" || attrString(t, id, "arn") != "arn:aws:iam::123456789012:user/tfplay" ||
		!regexp.MustCompile(`^AIDA[0-9A-F]{17}$`).MatchString(attrString(t, id, "user_id")) {
		t.Errorf("caller identity %#v", id)
	}
	r := h.mustRead("aws_region", ``)
	if attrString(t, r, "name") != "eu-west-3" || attrString(t, r, "description") != "Europe (Paris)" || attrString(t, r, "endpoint") != "ec2.eu-west-3.amazonaws.com" {
		t.Errorf("region %#v", r)
	}
	named := h.mustRead("aws_region", `name = "ap-southeast-2"`)
	if attrString(t, named, "description") != "Asia Pacific (Sydney)" {
		t.Errorf("named region %#v", named)
	}
	cn := newHarness(t, "s", `region = "cn-northwest-1"`).mustRead("aws_partition", ``)
	if attrString(t, cn, "partition") != "aws-cn" || attrString(t, cn, "dns_suffix") != "amazonaws.com.cn" || attrString(t, cn, "reverse_dns_prefix") != "cn.com.amazonaws" {
		t.Errorf("partition %#v", cn)
	}
	role := newHarness(t, "s", `
  assume_role {
    role_arn     = "arn:aws:iam::123456789012:role/deployer"
    session_name = "ci"
  }`).mustRead("aws_caller_identity", ``)
	if got := attrString(t, role, "arn"); got != "arn:aws:sts::123456789012:assumed-role/deployer/ci" {
		t.Errorf("assumed role arn %q", got)
	}
}

func TestDefaultVPCLookups(t *testing.T) {
	h := newHarness(t, "s", `region = "us-west-2"`)
	vpc := h.mustRead("aws_vpc", `default = true`)
	if attrString(t, vpc, "cidr_block") != "172.31.0.0/16" || !vpc.GetAttr("default").True() {
		t.Errorf("default vpc %#v", vpc)
	}
	subnets := h.mustRead("aws_subnets", `
  filter {
    name   = "vpc-id"
    values = ["`+attrString(t, vpc, "id")+`"]
  }`)
	ids := listStrings(subnets.GetAttr("ids"))
	if len(ids) != 4 {
		t.Fatalf("ids %v", ids)
	}
	for i, id := range ids {
		sub := h.mustRead("aws_subnet", `id = "`+id+`"`)
		if attrString(t, sub, "vpc_id") != attrString(t, vpc, "id") || attrString(t, sub, "availability_zone") != zones("us-west-2")[i] ||
			!strings.HasPrefix(attrString(t, sub, "cidr_block"), "172.31.") || !sub.GetAttr("default_for_az").True() {
			t.Errorf("subnet %s: %#v", id, sub)
		}
	}
	sg := h.mustRead("aws_security_group", `name = "default"`)
	if attrString(t, sg, "vpc_id") != attrString(t, vpc, "id") || !regexp.MustCompile(`^sg-0[0-9a-f]{16}$`).MatchString(attrString(t, sg, "id")) {
		t.Errorf("security group %#v", sg)
	}
	inst := h.create("aws_instance", "aws_instance.web", `
  ami           = "ami-0123456789abcdef0"
  instance_type = "t3.micro"`)
	if !contains(ids, attrString(t, inst, "subnet_id")) || !contains(asStrings(inst.GetAttr("vpc_security_group_ids")), attrString(t, sg, "id")) {
		t.Errorf("an instance without subnet lands in a default subnet with the default group: %s %v", attrString(t, inst, "subnet_id"), inst.GetAttr("vpc_security_group_ids"))
	}
}

func TestSSMParameterNamesTheNewestAMI(t *testing.T) {
	h := newHarness(t, "s", `region = "eu-west-2"`)
	param := h.mustRead("aws_ssm_parameter", `name = "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64"`)
	ami := h.mustRead("aws_ami", `
  most_recent = true
  owners      = ["amazon"]
  filter {
    name   = "name"
    values = ["al2023-ami-2023.*-x86_64"]
  }`)
	if got, want := attrString(t, param, "value"), attrString(t, ami, "id"); got != want {
		t.Errorf("parameter %s, aws_ami %s", got, want)
	}
}
