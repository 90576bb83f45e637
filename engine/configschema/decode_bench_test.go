package configschema

import "testing"

// BenchmarkDecode decodes a resource body with nested and dynamic blocks.
func BenchmarkDecode(b *testing.B) {
	body := parseResource(b, `  ami  = "ami-123"
  tags = { Name = "web" }
  meta = { name = "m" }
  ebs {
    size = 8
  }
  dynamic "ebs" {
    for_each = [16]
    content {
      size = ebs.value
    }
  }
  rule {
    port = 22
  }
`)
	schema := instanceSchema()
	b.ResetTimer()
	for range b.N {
		if _, diags := Decode(body, schema, nil); diags.HasErrors() {
			b.Fatal(diags.Error())
		}
	}
}

// BenchmarkDecodeDynamic decodes a body against a generic schema.
func BenchmarkDecodeDynamic(b *testing.B) {
	body := parseResource(b, `  name = "web"
  tags = { env = "dev" }
  disk {
    size = 10
  }
  disk {
    size = 20
  }
`)
	schema := genericSchema()
	b.ResetTimer()
	for range b.N {
		if _, diags := Decode(body, schema, nil); diags.HasErrors() {
			b.Fatal(diags.Error())
		}
	}
}
