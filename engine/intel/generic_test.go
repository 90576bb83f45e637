package intel

import (
	"strings"
	"testing"
)

// TestCompleteGenericAttributes completes the attributes of a data source
// of a provider outside the catalog: the generic mock's schema, inferred
// from what the module reads and sets.
func TestCompleteGenericAttributes(t *testing.T) {
	src := `terraform {
  required_providers {
    ucloud = { source = "ucloud/ucloud" }
  }
}

data "ucloud_images" "default" {
  name_regex = "^CentOS"
}

resource "ucloud_instance" "web" {
  image_id = data.ucloud_images.default.images[0].id
  name     = data.ucloud_images.default.
}
`
	fsys := mapFS(map[string]string{"main.tf": src})
	typed := "name     = data.ucloud_images.default."
	off := strings.Index(src, typed) + len(typed)
	got := labels(Complete(fsys, "main.tf", off, Options{}))
	for _, want := range []string{"id", "images", "name_regex"} {
		if indexOf(got, want) < 0 {
			t.Errorf("data.ucloud_images.default. offers %v, want %s", got, want)
		}
	}
}
