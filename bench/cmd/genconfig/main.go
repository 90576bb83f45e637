// Command genconfig prints a generated benchmark configuration (see
// package bench) as a JSON object of path → content, or writes its files
// into a directory.
//
//	go run ./bench/cmd/genconfig -n 1000 > files.json
//	go run ./bench/cmd/genconfig -n 1000 -o /tmp/cfg1000
//	go run ./bench/cmd/genconfig -sizes 10,100 > all.json   # {"10": {...}, "100": {...}}
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tfplay/tfplay/bench"
)

func main() {
	n := flag.Int("n", 100, "number of resource instances")
	sizes := flag.String("sizes", "", "comma-separated sizes: print one object per size")
	out := flag.String("o", "", "write the files into this directory instead of printing JSON")
	noModules := flag.Bool("no-modules", false, "inline the local module")
	single := flag.Bool("single-file", false, "put the whole root module in main.tf")
	flag.Parse()

	opt := bench.Options{Resources: *n, NoModules: *noModules, SingleFile: *single}
	if *sizes != "" {
		all := map[string]map[string]string{}
		for _, s := range strings.Split(*sizes, ",") {
			v, err := strconv.Atoi(strings.TrimSpace(s))
			if err != nil || v <= 0 {
				fail(fmt.Errorf("bad size %q", s))
			}
			o := opt
			o.Resources = v
			all[strconv.Itoa(v)] = bench.Generate(o)
		}
		print(all)
		return
	}
	files := bench.Generate(opt)
	if *out == "" {
		print(files)
		return
	}
	for name, content := range files {
		p := filepath.Join(*out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fail(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			fail(err)
		}
	}
}

func print(v any) {
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(v); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "genconfig:", err)
	os.Exit(1)
}
