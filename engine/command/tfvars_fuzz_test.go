package command

import (
	"testing"
	"testing/fstest"
)

// tfvarsConfig declares a variable of every kind of type constraint, with
// defaults so that a tfvars file may set any subset of them.
const tfvarsConfig = `
variable "s" {
  type    = string
  default = "d"
}
variable "n" {
  type    = number
  default = 0
}
variable "b" {
  type    = bool
  default = false
}
variable "l" {
  type    = list(string)
  default = []
}
variable "m" {
  type    = map(number)
  default = {}
}
variable "st" {
  type    = set(string)
  default = []
}
variable "t" {
  type    = tuple([string, number])
  default = ["a", 1]
}
variable "o" {
  type = object({
    a = string
    b = optional(list(number), [1])
    c = optional(object({ d = optional(bool, true) }))
  })
  default = { a = "x" }
}
variable "u" {
  default = null
}
variable "a" {
  type    = any
  default = null
}
variable "secret" {
  type      = string
  default   = "s"
  sensitive = true
}
variable "nn" {
  type     = string
  nullable = false
  default  = "x"
}
variable "v" {
  type    = string
  default = "ok"
  validation {
    condition     = length(var.v) < 10
    error_message = "The value is too long."
  }
}
output "values" {
  value = [var.s, var.n, var.b, var.l, var.m, var.st, var.t, var.o, var.u, var.a, var.nn, var.v]
}
output "secret" {
  value     = var.secret
  sensitive = true
}
`

// tfvarsSeeds set the variables of tfvarsConfig, in HCL.
var tfvarsSeeds = []string{
	"",
	"s = \"hello\"\nn = 1.5\nb = true\n",
	"l = [\"a\", \"b\"]\nm = { x = 1, y = 2 }\nst = [\"a\", \"a\"]\n",
	"t = [\"z\", 9]\no = { a = \"y\", c = {} }\n",
	"u = { any = [\"thing\", 1] }\na = [1, \"two\", { three = 3 }]\n",
	"secret = \"shh\"\nnn = null\nv = \"much too long\"\n",
	"undeclared = 1\n",
	"s = var.n\n",
	"s = upper(\"x\")\n",
	"n = \"not a number\"\n",
	"s = <<EOT\nheredoc\nEOT\n",
	"s = \"${1 + 1}\"\n",
	"block {\n}\n",
	"s = 1\ns = 2\n",
}

// tfvarsJSONSeeds set the variables of tfvarsConfig, in JSON.
var tfvarsJSONSeeds = []string{
	"{}",
	"{\"s\": \"hello\", \"n\": 1.5, \"b\": true}",
	"{\"l\": [\"a\"], \"m\": {\"x\": 1}, \"st\": [\"a\", \"a\"], \"t\": [\"z\", 9]}",
	"{\"o\": {\"a\": \"y\", \"c\": {\"d\": false}}, \"u\": [1, {}], \"a\": null}",
	"{\"s\": \"${1 + 1}\", \"nn\": null, \"v\": \"much too long\"}",
	"{\"undeclared\": 1}",
	"[]",
	"{\"n\": 1e999}",
	"{\"s\": ",
}

// FuzzTfvars reads arbitrary bytes as terraform.tfvars for a fixed
// configuration and plans it.
func FuzzTfvars(f *testing.F) {
	for _, s := range tfvarsSeeds {
		f.Add([]byte(s))
	}
	for _, b := range corpusFiles(f, ".tfvars") {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkTfvars(t, "terraform.tfvars", data)
	})
}

// FuzzTfvarsJSON reads arbitrary bytes as terraform.tfvars.json for a
// fixed configuration and plans it.
func FuzzTfvarsJSON(f *testing.F) {
	for _, s := range tfvarsJSONSeeds {
		f.Add([]byte(s))
	}
	for _, b := range corpusFiles(f, ".tfvars.json") {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkTfvars(t, "terraform.tfvars.json", data)
	})
}

// checkTfvars plans tfvarsConfig with name holding data, then evaluates
// the variables in the console.
func checkTfvars(t *testing.T, name string, data []byte) {
	t.Helper()
	work := fstest.MapFS{
		"main.tf": {Data: []byte(tfvarsConfig), Mode: 0o644},
		name:      {Data: data, Mode: 0o644},
	}
	fuzzRun(t, work, "", "plan", "-input=false", "-no-color")
	fuzzRun(t, work, "var.o\nvar.secret\n", "console", "-no-color")
}
