// Package config loads a Terraform configuration from an io/fs.FS: it finds
// the files of each module directory, parses them with hcl/v2 (native and
// JSON syntax), decodes every top-level block into typed structures, merges
// override files and builds the tree of local module calls.
package config

import (
	"io/fs"
	"path"
	"sort"
	"strings"
)

// moduleFiles lists the configuration files of one module directory:
// primary files and override files, each sorted by name as Terraform loads
// them.
func moduleFiles(fsys fs.FS, dir string) (primary, override []string, err error) {
	entries, err := fs.ReadDir(fsys, cleanDir(dir))
	if err != nil {
		return nil, nil, err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || isIgnoredFile(name) {
			continue
		}
		ext := fileExt(name)
		if ext == "" {
			continue
		}
		full := path.Join(cleanDir(dir), name)
		if cleanDir(dir) == "." {
			full = name
		}
		base := strings.TrimSuffix(name, ext)
		if base == "override" || strings.HasSuffix(base, "_override") {
			override = append(override, full)
		} else {
			primary = append(primary, full)
		}
	}
	sort.Strings(primary)
	sort.Strings(override)
	return primary, override, nil
}

// fileExt returns ".tf" or ".tf.json" for configuration files, "" otherwise.
func fileExt(name string) string {
	switch {
	case strings.HasSuffix(name, ".tf.json"):
		return ".tf.json"
	case strings.HasSuffix(name, ".tf"):
		return ".tf"
	}
	return ""
}

// isIgnoredFile reports editor and hidden files Terraform skips.
func isIgnoredFile(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") ||
		(strings.HasPrefix(name, "#") && strings.HasSuffix(name, "#"))
}

func cleanDir(dir string) string {
	if dir == "" {
		return "."
	}
	return path.Clean(dir)
}

// IsDir reports whether dir exists as a directory of fsys.
func IsDir(fsys fs.FS, dir string) bool {
	st, err := fs.Stat(fsys, cleanDir(dir))
	return err == nil && st.IsDir()
}
