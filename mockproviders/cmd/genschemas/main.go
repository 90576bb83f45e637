//go:build schemagen

// Command genschemas writes the schemas.json of the providers whose
// schemas are embedded as data (see package schemadata): it is built with
// the schemagen tag, which compiles the providers' schema code, and runs it.
//
//	go generate ./mockproviders/     # or:
//	go run -tags schemagen ./mockproviders/cmd/genschemas -dir mockproviders
//
// With -check it writes nothing and fails when a schemas.json differs from
// what it would write.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tfplay/tfplay/mockproviders/aws"
	"github.com/tfplay/tfplay/mockproviders/azurerm"
	"github.com/tfplay/tfplay/mockproviders/google"
	"github.com/tfplay/tfplay/mockproviders/kubernetes"
	"github.com/tfplay/tfplay/mockproviders/schemadata"
)

// providers are the packages with embedded schemas, by folder under
// mockproviders/.
var providers = map[string]func() map[string]schemadata.Entry{
	"aws":        aws.SchemaEntries,
	"azurerm":    azurerm.SchemaEntries,
	"google":     google.SchemaEntries,
	"kubernetes": kubernetes.SchemaEntries,
}

func main() {
	dir := flag.String("dir", ".", "the mockproviders folder")
	check := flag.Bool("check", false, "compare with the files instead of writing them")
	flag.Parse()
	stale := false
	for name, entries := range providers {
		data, err := schemadata.Encode(entries())
		if err != nil {
			fmt.Fprintf(os.Stderr, "genschemas: %s: %v\n", name, err)
			os.Exit(1)
		}
		path := filepath.Join(*dir, name, "schemas.json")
		if *check {
			old, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(old, data) {
				fmt.Fprintf(os.Stderr, "genschemas: %s is not up to date with the schema code: run go generate ./mockproviders/\n", path)
				stale = true
			}
			continue
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			fmt.Fprintf(os.Stderr, "genschemas: %v\n", err)
			os.Exit(1)
		}
	}
	if stale {
		os.Exit(1)
	}
}
