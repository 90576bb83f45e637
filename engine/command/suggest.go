package command

import (
	"sort"

	"github.com/agext/levenshtein"
)

// knownCommands lists terraform's top-level command names, used for "Did
// you mean" suggestions.
var knownCommands = []string{
	"apply", "console", "destroy", "fmt", "force-unlock", "get", "graph",
	"import", "init", "login", "logout", "metadata", "modules", "output",
	"plan", "providers", "refresh", "show", "state", "taint", "test",
	"untaint", "validate", "version", "workspace",
}

// suggestCommand returns the closest known command within a small edit
// distance, or "".
func suggestCommand(given string) string {
	names := append([]string{}, knownCommands...)
	sort.Strings(names)
	best, bestDist := "", 3
	for _, n := range names {
		if d := levenshtein.Distance(given, n, nil); d < bestDist {
			best, bestDist = n, d
		}
	}
	return best
}
