package intel

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// bigConfig generates a configuration of 100 resources (aws_instance,
// aws_s3_bucket, example_server with for_each, terraform_data with
// count) in ten files, with variables, locals, a data source and a
// module.
func bigConfig() map[string]string {
	files := map[string]string{
		"providers.tf": `terraform {
  required_providers {
    aws     = { source = "hashicorp/aws" }
    example = { source = "tfplay/example" }
  }
}

provider "aws" {
  region = var.region
}

data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]
}

module "network" {
  source = "./modules/network"
  cidr   = var.cidr
}
`,
		"modules/network/main.tf": workspace["modules/network/main.tf"],
	}
	var vars, locals strings.Builder
	vars.WriteString("variable \"region\" {\n  type    = string\n  default = \"eu-west-1\"\n}\n\nvariable \"cidr\" {\n  type    = string\n  default = \"10.0.0.0/16\"\n}\n")
	locals.WriteString("locals {\n")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&vars, "\nvariable \"name_%d\" {\n  type        = string\n  default     = \"app-%d\"\n  description = \"Name of application %d.\"\n}\n", i, i, i)
		fmt.Fprintf(&locals, "  tags_%d = { Name = var.name_%d, Env = \"dev\", Index = %d }\n", i, i, i)
	}
	locals.WriteString("}\n")
	files["variables.tf"], files["locals.tf"] = vars.String(), locals.String()
	for f := 0; f < 10; f++ {
		var b strings.Builder
		for r := 0; r < 10; r++ {
			n := f*10 + r
			switch r % 4 {
			case 0:
				fmt.Fprintf(&b, "resource \"aws_instance\" \"web_%d\" {\n  ami           = data.aws_ami.ubuntu.id\n  instance_type = \"t3.micro\"\n  tags          = local.tags_%d\n}\n\n", n, f)
			case 1:
				fmt.Fprintf(&b, "resource \"aws_s3_bucket\" \"logs_%d\" {\n  bucket = \"${var.name_%d}-logs-%d\"\n  tags   = local.tags_%d\n}\n\n", n, f, n, f)
			case 2:
				fmt.Fprintf(&b, "resource \"example_server\" \"app_%d\" {\n  for_each = toset([\"a\", \"b\"])\n  name     = \"${var.name_%d}-${each.key}\"\n  image_id = aws_instance.web_%d.id\n}\n\n", n, f, n-2)
			case 3:
				fmt.Fprintf(&b, "resource \"terraform_data\" \"step_%d\" {\n  count = 2\n  input = \"${aws_s3_bucket.logs_%d.bucket}-${count.index}\"\n}\n\n", n, n-2)
			}
		}
		files[fmt.Sprintf("res_%d.tf", f)] = b.String()
	}
	return files
}

// benchEdit is the edited file: the last of the generated files with a
// resource being written at its end.
const benchEdit = "res_9.tf"

func benchFS(tail string) (fstest.MapFS, string) {
	files := bigConfig()
	src := files[benchEdit] + tail
	files[benchEdit] = src
	return mapFS(files), src
}

// keystroke makes the edited file differ in each iteration, as typing
// does, so that the benchmark pays for parsing it.
func keystroke(fsys fstest.MapFS, src string, i int) {
	fsys[benchEdit].Data = []byte(fmt.Sprintf("# edit %d\n%s", i%2, src))
}

// reportCPU reports the CPU time per operation since start.
func reportCPU(b *testing.B, start time.Duration) {
	b.StopTimer()
	if start > 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	}
}

func benchComplete(b *testing.B, tail, wantLabel string, edit bool) {
	fsys, src := benchFS(tail)
	off := len(src)
	if items := Complete(fsys, benchEdit, off, Options{}); item(items, wantLabel) == nil {
		b.Fatalf("%q not offered: %v", wantLabel, labels(items))
	}
	b.ReportAllocs()
	b.ResetTimer()
	defer reportCPU(b, cpuTime())
	for i := 0; i < b.N; i++ {
		shift := 0
		if edit {
			keystroke(fsys, src, i)
			shift = len("# edit 0\n")
		}
		Complete(fsys, benchEdit, off+shift, Options{})
	}
}

func BenchmarkCompleteReference(b *testing.B) {
	benchComplete(b, "resource \"aws_instance\" \"new\" {\n  tags = var.", "name_3", true)
}

func BenchmarkCompleteResourceAttribute(b *testing.B) {
	benchComplete(b, "resource \"aws_instance\" \"new\" {\n  ami = aws_instance.web_90.", "private_ip", true)
}

func BenchmarkCompleteArguments(b *testing.B) {
	benchComplete(b, "resource \"aws_instance\" \"new\" {\n  ", "instance_type", true)
}

func BenchmarkCompleteResourceTypes(b *testing.B) {
	benchComplete(b, "resource \"", "aws_instance", true)
}

func BenchmarkCompleteFunctions(b *testing.B) {
	benchComplete(b, "locals {\n  x = ", "upper", true)
}

func BenchmarkCompleteUnchangedFile(b *testing.B) {
	benchComplete(b, "resource \"aws_instance\" \"new\" {\n  tags = var.", "name_3", false)
}

func benchHover(b *testing.B, fsys fstest.MapFS, opts Options, find string, n int, want string) {
	src := string(fsys[benchEdit].Data)
	off := strings.Index(src, find) + n
	if h := Hover(fsys, benchEdit, off, opts); h == nil || !strings.HasPrefix(h.Value, want) {
		b.Fatalf("hover %+v, want a value starting with %q", h, want)
	}
	b.ReportAllocs()
	b.ResetTimer()
	defer reportCPU(b, cpuTime())
	for i := 0; i < b.N; i++ {
		keystroke(fsys, src, i)
		Hover(fsys, benchEdit, off+len("# edit 0\n"), opts)
	}
}

func BenchmarkHoverVariable(b *testing.B) {
	fsys, _ := benchFS("")
	benchHover(b, fsys, Options{}, "var.name_9", 6, `"app-9"`)
}

func BenchmarkHoverResourceChain(b *testing.B) {
	// terraform_data.step_97 → aws_s3_bucket.logs_95 → var.name_9.
	fsys, _ := benchFS("output \"o\" {\n  value = terraform_data.step_97[1].input\n}\n")
	benchHover(b, fsys, Options{}, "step_97[1].input", 12, `"app-9-logs-95-1"`)
}

func BenchmarkHoverFunction(b *testing.B) {
	fsys, _ := benchFS("output \"o\" {\n  value = upper(var.name_9)\n}\n")
	benchHover(b, fsys, Options{}, "upper(", 1, `"APP-9"`)
}

func BenchmarkHoverWithState(b *testing.B) {
	fsys, _ := benchFS("output \"o\" {\n  value = aws_instance.web_90.id\n}\n")
	run(b, fsys, "init")
	run(b, fsys, "apply", "-auto-approve")
	benchHover(b, fsys, Options{}, "web_90.id", 8, `"i-`)
}

func BenchmarkHoverWithPlan(b *testing.B) {
	fsys, _ := benchFS("output \"o\" {\n  value = aws_instance.web_90.id\n}\n")
	run(b, fsys, "init")
	run(b, fsys, "plan", "-out=tfplan")
	benchHover(b, fsys, Options{PlanFile: fsys["tfplan"].Data}, "web_90.id", 8, "(known after apply)")
}

func BenchmarkDefinition(b *testing.B) {
	fsys, src := benchFS("")
	off := strings.Index(src, "aws_instance.web_90.id") + 15
	if locs := Definition(fsys, benchEdit, off); len(locs) != 1 {
		b.Fatalf("definition %+v", locs)
	}
	b.ReportAllocs()
	b.ResetTimer()
	defer reportCPU(b, cpuTime())
	for i := 0; i < b.N; i++ {
		keystroke(fsys, src, i)
		Definition(fsys, benchEdit, off+len("# edit 0\n"))
	}
}
