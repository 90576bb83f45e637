package intel

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestSameContent(t *testing.T) {
	long := strings.Repeat("0123456789", 5000)
	fsys := fstest.MapFS{"a": {Data: []byte(long)}, "empty": {Data: nil}}
	for _, tt := range []struct {
		name, data string
		want       bool
	}{
		{"a", long, true},
		{"a", long[:len(long)-1], false},
		{"a", long + "x", false},
		{"a", long[:20000] + "X" + long[20001:], false},
		{"empty", "", true},
		{"empty", "x", false},
		{"missing", "", false},
	} {
		if got := sameContent(fsys, tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("sameContent(%s, %d bytes) = %v, want %v", tt.name, len(tt.data), got, tt.want)
		}
	}
}
