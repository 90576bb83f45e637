package funcs

// Date and time functions. From go-cty's stdlib (used directly in
// table.go): formatdate timeadd. Written here: timestamp, plantimestamp and
// timecmp (no library has them).

import (
	"fmt"
	"time"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// now is the clock of timestamp(); tests replace it.
var now = time.Now

// TimestampFunc returns the current time in RFC 3339 form, in UTC. It is
// impure: Table makes it unknown during plan.
var TimestampFunc = function.New(&function.Spec{
	Type:         function.StaticReturnType(cty.String),
	RefineResult: refineNotNull,
	Impl: func([]cty.Value, cty.Type) (cty.Value, error) {
		return cty.StringVal(now().UTC().Format(time.RFC3339)), nil
	},
})

// makePlanTimestampFunc builds plantimestamp, which returns the time the
// plan started; before there is a plan (zero time) it is unknown.
func makePlanTimestampFunc(at time.Time) function.Function {
	return function.New(&function.Spec{
		Type:         function.StaticReturnType(cty.String),
		RefineResult: refineNotNull,
		Impl: func([]cty.Value, cty.Type) (cty.Value, error) {
			if at.IsZero() {
				return cty.UnknownVal(cty.String), nil
			}
			return cty.StringVal(at.UTC().Format(time.RFC3339)), nil
		},
	})
}

// TimeCmpFunc compares two RFC 3339 timestamps: -1, 0 or 1.
var TimeCmpFunc = function.New(&function.Spec{
	Params: []function.Parameter{
		{Name: "timestamp_a", Type: cty.String},
		{Name: "timestamp_b", Type: cty.String},
	},
	Type:         function.StaticReturnType(cty.Number),
	RefineResult: refineNotNull,
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		a, err := parseTimestamp(args[0].AsString())
		if err != nil {
			return cty.UnknownVal(cty.Number), function.NewArgError(0, err)
		}
		b, err := parseTimestamp(args[1].AsString())
		if err != nil {
			return cty.UnknownVal(cty.Number), function.NewArgError(1, err)
		}
		return cty.NumberIntVal(int64(a.Compare(b))), nil
	},
})

// timestampParts names the pieces of Go's RFC 3339 layout in errors.
var timestampParts = map[string]string{
	"2006": "year", "01": "month", "02": "day of month",
	"15": "hour", "04": "minute", "05": "second", "Z07:00": "UTC offset",
}

// parseTimestamp parses an RFC 3339 timestamp, turning Go's parse errors
// (which quote Go's reference layout) into messages that name the part of
// the timestamp that is wrong.
func parseTimestamp(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339, s)
	if err == nil {
		return t, nil
	}
	perr, ok := err.(*time.ParseError)
	if !ok {
		return time.Time{}, err
	}
	const prefix = "not a valid RFC3339 timestamp"
	if perr.LayoutElem == "" && perr.ValueElem == "" && perr.Message != "" {
		// Message already starts with ": ".
		return time.Time{}, fmt.Errorf("%s%s", prefix, perr.Message)
	}
	switch perr.LayoutElem {
	case "T":
		return time.Time{}, fmt.Errorf("%s: missing required time introducer 'T'", prefix)
	case ":", "-":
		if perr.ValueElem == "" {
			return time.Time{}, fmt.Errorf("%s: end of string where %q is expected", prefix, perr.LayoutElem)
		}
		return time.Time{}, fmt.Errorf("%s: found %q where %q is expected", prefix, perr.ValueElem, perr.LayoutElem)
	}
	what, ok := timestampParts[perr.LayoutElem]
	if !ok {
		what = "timestamp segment"
	}
	if perr.ValueElem == "" {
		return time.Time{}, fmt.Errorf("%s: end of string before %s", prefix, what)
	}
	return time.Time{}, fmt.Errorf("%s: cannot use %q as %s", prefix, perr.ValueElem, what)
}
