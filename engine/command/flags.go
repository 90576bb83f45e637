package command

import (
	"flag"
	"fmt"
	"io"
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
func (f *flagSet) parse(wd *workdir, args []string) bool {
	if err := f.Parse(args); err != nil {
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
