package command

import (
	"encoding/json"
	"flag"
	"fmt"
	"github.com/tfplay/tfplay/engine/funcs"
	"io"

	"github.com/tfplay/tfplay/engine/version"
)

func runVersion(wd *workdir, args []string) {
	fl := flag.NewFlagSet("version", flag.ContinueOnError)
	fl.SetOutput(io.Discard)
	jsonOut := fl.Bool("json", false, "")
	if err := fl.Parse(args); err != nil {
		fmt.Fprintf(&wd.stderr, "Error parsing command-line flags: %s\n", err)
		wd.exit = 1
		return
	}
	if *jsonOut {
		doc := map[string]any{
			"terraform_version":   version.String(),
			"platform":            version.Platform(),
			"provider_selections": map[string]string{},
			"terraform_outdated":  false,
		}
		b, _ := json.MarshalIndent(doc, "", "  ")
		wd.stdout.Write(append(b, '\n'))
		return
	}
	if flavorOf(wd) == funcs.OpenTofu {
		fmt.Fprintf(&wd.stdout, "OpenTofu v%s\non %s\n", version.OpenTofu, version.Platform())
		return
	}
	fmt.Fprintf(&wd.stdout, "Terraform v%s\non %s\n", version.String(), version.Platform())
}
