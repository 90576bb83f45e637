package render

import (
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/tfplay/tfplay/engine/states"
)

func TestOutputsText(t *testing.T) {
	outputs := map[string]*states.OutputValue{
		"zones": {Value: cty.ListVal([]cty.Value{str("a"), str("b")})},
		"pw":    {Value: secret(str("hunter2")), Sensitive: true},
		"cfg":   {Value: object(map[string]cty.Value{"port": num(80), "tags": cty.MapVal(map[string]cty.Value{"env": str("dev")})})},
		"motd":  {Value: str("hello\nworld\n")},
	}
	want := `cfg = {
  "port" = 80
  "tags" = tomap({
    "env" = "dev"
  })
}
motd = <<EOT
hello
world

EOT
pw = <sensitive>
zones = tolist([
  "a",
  "b",
])
`
	expectText(t, OutputList(outputs), want)
	expectText(t, ApplyOutputs(outputs, Options{}), "\nOutputs:\n\n"+want)
	expectText(t, ApplyOutputs(nil, Options{}), "")
	expectText(t, OutputList(nil), "")

	// `terraform output NAME` shows a sensitive value in full.
	expectText(t, OutputValue(outputs["pw"].Value), "\"hunter2\"\n")
	expectText(t, OutputValue(cty.NullVal(cty.String)), "tostring(null)\n")
	expectText(t, Value(secret(str("x"))), "(sensitive value)")
	expectText(t, Value(cty.UnknownVal(cty.String)), "(known after apply)")
}
