package lockfile

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a provider version: major.minor.patch with an optional
// pre-release suffix. Build metadata is accepted and ignored, as provider
// installation does.
type Version struct {
	Major, Minor, Patch int
	Pre                 string
}

// ParseVersion reads "1.2.3", "1.2.3-beta1" or a shorter "1.2" / "1"
// (missing parts are zero).
func ParseVersion(s string) (Version, error) {
	b, err := parseBoundary(s)
	if err != nil {
		return Version{}, err
	}
	return b.version(), nil
}

// String renders the version in canonical form.
func (v Version) String() string {
	s := fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
	if v.Pre != "" {
		s += "-" + v.Pre
	}
	return s
}

// Compare orders versions by semantic-versioning precedence: -1, 0 or 1.
func (v Version) Compare(o Version) int {
	for _, d := range [3]int{v.Major - o.Major, v.Minor - o.Minor, v.Patch - o.Patch} {
		if d < 0 {
			return -1
		}
		if d > 0 {
			return 1
		}
	}
	switch {
	case v.Pre == o.Pre:
		return 0
	case v.Pre == "":
		return 1
	case o.Pre == "":
		return -1
	}
	return comparePre(v.Pre, o.Pre)
}

// comparePre compares dot-separated pre-release identifiers: numeric ones
// numerically and below alphanumeric ones, the shorter list first on a tie.
func comparePre(a, b string) int {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		an, aerr := strconv.Atoi(as[i])
		bn, berr := strconv.Atoi(bs[i])
		switch {
		case aerr == nil && berr == nil:
			if an != bn {
				if an < bn {
					return -1
				}
				return 1
			}
		case aerr == nil:
			return -1
		case berr == nil:
			return 1
		default:
			if c := strings.Compare(as[i], bs[i]); c != 0 {
				return c
			}
		}
	}
	switch {
	case len(as) < len(bs):
		return -1
	case len(as) > len(bs):
		return 1
	}
	return 0
}

// boundary is the version written in a constraint, remembering how many
// numeric parts were given ("~> 1.2" and "~> 1.2.0" differ).
type boundary struct {
	parts               int
	major, minor, patch int
	pre                 string
}

func (b boundary) version() Version {
	return Version{Major: b.major, Minor: b.minor, Patch: b.patch, Pre: b.pre}
}

func parseBoundary(s string) (boundary, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "v")
	if i := strings.IndexByte(s, '+'); i >= 0 {
		if i == len(s)-1 {
			return boundary{}, fmt.Errorf("invalid version %q", s)
		}
		s = s[:i]
	}
	var b boundary
	if i := strings.IndexByte(s, '-'); i >= 0 {
		b.pre = s[i+1:]
		s = s[:i]
		if b.pre == "" {
			return boundary{}, fmt.Errorf("invalid version %q: empty pre-release", s)
		}
	}
	parts := strings.Split(s, ".")
	if len(parts) > 3 || s == "" {
		return boundary{}, fmt.Errorf("invalid version %q", s)
	}
	nums := make([]int, 3)
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" || strings.HasPrefix(p, "+") {
			return boundary{}, fmt.Errorf("invalid version %q", s)
		}
		nums[i] = n
	}
	b.parts = len(parts)
	b.major, b.minor, b.patch = nums[0], nums[1], nums[2]
	return b, nil
}
