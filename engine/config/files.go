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
// them. With tofu, OpenTofu's .tofu and .tofu.json files are read too, and
// each shadows the .tf or .tf.json file of the same name.
func moduleFiles(fsys fs.FS, dir string, tofu bool) (primary, override []string, err error) {
	entries, err := fs.ReadDir(fsys, cleanDir(dir))
	if err != nil {
		return nil, nil, err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || isIgnoredFile(name) {
			continue
		}
		ext := fileExt(name, tofu)
		if ext == "" {
			continue
		}
		if tofu && (ext == ".tf" || ext == ".tf.json") {
			shadow := strings.TrimSuffix(name, ext) + strings.Replace(ext, ".tf", ".tofu", 1)
			if _, err := fs.Stat(fsys, path.Join(cleanDir(dir), shadow)); err == nil {
				continue
			}
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

// fileExt returns the extension of a configuration file (".tf",
// ".tf.json", and with tofu ".tofu", ".tofu.json"), "" for other files.
func fileExt(name string, tofu bool) string {
	switch {
	case tofu && strings.HasSuffix(name, ".tofu.json"):
		return ".tofu.json"
	case tofu && strings.HasSuffix(name, ".tofu"):
		return ".tofu"
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
