package configschema

import (
	"fmt"
	"reflect"
	"sort"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// traversalStrings renders traversals as "root.attr" paths with their
// start positions, sorted.
func traversalStrings(ts []hcl.Traversal) []string {
	var ret []string
	for _, t := range ts {
		s := t.RootName()
		for _, step := range t[1:] {
			if a, ok := step.(hcl.TraverseAttr); ok {
				s += "." + a.Name
			}
		}
		start := t.SourceRange().Start
		ret = append(ret, fmt.Sprintf("%s@%d:%d", s, start.Line, start.Column))
	}
	sort.Strings(ret)
	return ret
}

func TestVariables(t *testing.T) {
	src := `  ami  = var.ami
  tags = { Name = local.name }
  dynamic "ebs" {
    for_each = var.volumes
    iterator = vol
    content {
      size = vol.value.size
      key  = data.kms.k.arn
    }
  }
  root {
    size = var.root_size
  }
  dynamic "setting" {
    for_each = local.settings
    labels   = [setting.key]
    content {
      value = setting.value
    }
  }
`
	got := traversalStrings(Variables(parseResource(t, src), instanceSchema()))
	want := []string{
		"data.kms.k.arn@9:14",
		"local.name@3:19",
		"local.settings@16:16",
		"var.ami@2:10",
		"var.root_size@13:12",
		"var.volumes@5:16",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Variables\n got: %q\nwant: %q", got, want)
	}
}

func TestVariablesOfDynamicSchema(t *testing.T) {
	src := `  name = var.name
  rule {
    cidr = local.cidr
  }
  dynamic "port" {
    for_each = var.ports
    content {
      number = port.value
      proto  = var.proto
    }
  }
`
	got := traversalStrings(Variables(parseResource(t, src), &Block{Dynamic: true}))
	want := []string{
		"local.cidr@4:12",
		"var.name@2:10",
		"var.ports@7:16",
		"var.proto@10:16",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Variables\n got: %q\nwant: %q", got, want)
	}
}

func TestVariablesNilBody(t *testing.T) {
	if got := Variables(nil, instanceSchema()); got != nil {
		t.Errorf("Variables(nil) = %v", got)
	}
}
