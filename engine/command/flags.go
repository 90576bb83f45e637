package command

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// flagSet parses a subcommand's options the way terraform does (Go flag
// syntax: -name, -name=value).
type flagSet struct {
	*flag.FlagSet
}

func newFlags(name string) *flagSet {
	fl := flag.NewFlagSet(name, flag.ContinueOnError)
	fl.SetOutput(io.Discard)
	return &flagSet{fl}
}

// parse reads args; on error it reports like terraform and returns false.
// -help (or -h) prints the command's help instead, and also returns false.
func (f *flagSet) parse(wd *workdir, args []string) bool {
	if err := f.Parse(args); errors.Is(err, flag.ErrHelp) {
		wd.stdout.WriteString(f.help())
		return false
	} else if err != nil {
		fmt.Fprintf(&wd.stderr, "\nError: Failed to parse command-line flags\n\n%s\n\nFor more help on using this command, run:\n  terraform %s -help\n", err, f.Name())
		wd.exit = 1
		return false
	}
	return true
}

// multiFlag collects a repeatable option such as -var.
type multiFlag struct {
	name   string
	values *[]flagValue
}

// flagValue is one occurrence of a repeatable option, in command-line
// order across options that share the slice (-var and -var-file).
type flagValue struct {
	Name  string
	Value string
}

func (m multiFlag) String() string { return "" }

func (m multiFlag) Set(v string) error {
	*m.values = append(*m.values, flagValue{Name: m.name, Value: v})
	return nil
}

// help is the command's help: its usage line, what it does (the line the
// global help gives it) and its options, as `terraform COMMAND -help`
// lays them out. The options are listed by name; their descriptions are
// not written out.
func (f *flagSet) help() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Usage: terraform [global options] %s [options]\n\n", f.Name())
	if what := commandSummary(f.Name()); what != "" {
		fmt.Fprintf(&b, "  %s.\n\n", what)
	}
	var opts []string
	// A switch is shown alone, or with its default when that is true;
	// any other option with its default, or "...".
	f.VisitAll(func(fl *flag.Flag) {
		opt := "-" + fl.Name
		bf, isBool := fl.Value.(interface{ IsBoolFlag() bool })
		switch {
		case isBool && bf.IsBoolFlag():
			if fl.DefValue == "true" {
				opt += "=true"
			}
		case fl.DefValue != "" && fl.DefValue != "[]":
			opt += "=" + fl.DefValue
		default:
			opt += "=..."
		}
		opts = append(opts, opt)
	})
	if len(opts) > 0 {
		b.WriteString("Options:\n\n")
		for _, o := range opts {
			fmt.Fprintf(&b, "  %s\n", o)
		}
	}
	return b.String()
}

// commandSummary is the line the global help (helpText) gives a command,
// or "".
func commandSummary(name string) string {
	for _, line := range strings.Split(helpText, "\n") {
		fields := strings.Fields(line)
		if len(fields) > 1 && fields[0] == name && strings.HasPrefix(line, "  ") && !strings.HasPrefix(fields[0], "-") {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), name))
		}
	}
	return ""
}
