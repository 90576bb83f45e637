package bench

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/tfplay/tfplay/engine/command"
)

// Sizes are the configuration sizes the benchmarks run on: numbers of
// resource instances.
var Sizes = []int{10, 100, 1000, 5000}

// fixture holds the working directories of one size, prepared once.
type fixture struct {
	initialized *Workdir // generated files + init's .terraform
	applied     *Workdir // the same after apply: terraform.tfstate
}

var fixtures = map[int]*fixture{}

// prepare generates, initializes and applies the configuration of n
// resources (once per size and test binary).
func prepare(tb testing.TB, n int) *fixture {
	tb.Helper()
	if f := fixtures[n]; f != nil {
		return f
	}
	w := NewWorkdir(Generate(Options{Resources: n}))
	if _, err := w.MustRun("", InitArgs); err != nil {
		tb.Fatal(err)
	}
	applied := w.Clone()
	res, err := applied.MustRun("", ApplyArgs)
	if err != nil {
		tb.Fatal(err)
	}
	want := fmt.Sprintf("Apply complete! Resources: %d added", Groups(n)*GroupSize)
	if !strings.Contains(res.Stdout, want) {
		tb.Fatalf("apply of %d resources: want %q in\n%s", n, want, tail(res.Stdout, 2000))
	}
	f := &fixture{initialized: w, applied: applied}
	fixtures[n] = f
	return f
}

// benchCommand runs one command per iteration on a fresh copy of dir
// (copying a map of a few dozen entries is noise next to any command).
func benchCommand(b *testing.B, dir func(*fixture) *Workdir, stdin string, args []string, check func(b *testing.B, n int, stdout string)) {
	for _, n := range Sizes {
		b.Run(fmt.Sprintf("resources=%d", n), func(b *testing.B) {
			f := prepare(b, n)
			w := dir(f)
			in := stdin
			if in == "\x00" { // console input depends on the size
				in = ConsoleInput(n)
			}
			res := w.Clone().Run(in, args...)
			if res.ExitCode != 0 {
				b.Fatalf("%s: exit code %d\n%s", strings.Join(args, " "), res.ExitCode, res.Stderr)
			}
			check(b, n, res.Stdout)
			b.ReportAllocs()
			cpu0, ok := cpuTime()
			for b.Loop() {
				w.Clone().Run(in, args...)
			}
			if cpu1, ok1 := cpuTime(); ok && ok1 {
				// All threads, the garbage collector's included.
				b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			}
		})
	}
}

func initialized(f *fixture) *Workdir { return f.initialized }
func applied(f *fixture) *Workdir     { return f.applied }

func wantIn(want func(n int) string) func(b *testing.B, n int, stdout string) {
	return func(b *testing.B, n int, stdout string) {
		if w := want(n); !strings.Contains(stdout, w) {
			b.Fatalf("want %q in the output:\n%s", w, tail(stdout, 2000))
		}
	}
}

// BenchmarkValidate is parse + validate: `terraform validate -json`, what
// the playground runs as the user types.
func BenchmarkValidate(b *testing.B) {
	benchCommand(b, initialized, "", ValidateArgs, wantIn(func(int) string { return `"valid": true` }))
}

// BenchmarkPlan is `terraform plan` of every resource from an empty state.
func BenchmarkPlan(b *testing.B) {
	benchCommand(b, initialized, "", PlanArgs, wantIn(func(n int) string {
		return fmt.Sprintf("Plan: %d to add, 0 to change, 0 to destroy.", Groups(n)*GroupSize)
	}))
}

// BenchmarkApply is `terraform apply -auto-approve` from an empty state
// (it plans, then applies, then writes the state).
func BenchmarkApply(b *testing.B) {
	benchCommand(b, initialized, "", ApplyArgs, wantIn(func(n int) string {
		return fmt.Sprintf("Apply complete! Resources: %d added", Groups(n)*GroupSize)
	}))
}

// BenchmarkReplan is `terraform plan` right after apply: no changes.
func BenchmarkReplan(b *testing.B) {
	benchCommand(b, applied, "", PlanArgs, wantIn(func(int) string { return "No changes." }))
}

// BenchmarkConsole is `terraform console` evaluating a few expressions
// (ConsoleInput) against the applied state.
func BenchmarkConsole(b *testing.B) {
	benchCommand(b, applied, "\x00", ConsoleArgs, wantIn(func(int) string { return "499500" }))
}

// BenchmarkKeystroke is what the playground's worker does on each
// keystroke: validate the 100-resource configuration after one file
// changed, in one long-lived process, so the unchanged files' parse trees
// can be reused. The edited file gets new content each time, as typing
// gives: the small main.tf, or group000.tf, which holds every resource
// (typing in the 100-resource configuration).
func BenchmarkKeystroke(b *testing.B) {
	for _, name := range []string{"main.tf", "group000.tf"} {
		b.Run("file="+name, func(b *testing.B) {
			w := prepare(b, 100).initialized.Clone()
			orig := w.FS[name]
			if orig == nil {
				b.Fatalf("no %s in the generated configuration", name)
			}
			keystroke := 0
			validate := func() command.Result {
				keystroke++
				data := append(append([]byte(nil), orig.Data...), fmt.Sprintf("\n# keystroke %d\n", keystroke)...)
				w.FS[name] = &fstest.MapFile{Data: data, Mode: 0o644}
				return w.Run("", ValidateArgs...)
			}
			if res := validate(); res.ExitCode != 0 || !strings.Contains(res.Stdout, `"valid": true`) {
				b.Fatalf("validate: exit code %d\n%s%s", res.ExitCode, res.Stdout, res.Stderr)
			}
			b.ReportAllocs()
			cpu0, ok := cpuTime()
			for b.Loop() {
				validate()
			}
			if cpu1, ok1 := cpuTime(); ok && ok1 {
				b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			}
		})
	}
}
