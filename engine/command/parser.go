package command

import (
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/workspaces"
)

// newParser returns the configuration parser commands other than init
// use: module calls that init has not installed (or whose source changed
// since) are left unloaded, to be reported as "Module not installed".
func newParser(wd *workdir) *config.Parser {
	p := config.NewParser(wd.FS())
	p.OpenTofu = flavorOf(wd) == funcs.OpenTofu
	manifest, _, err := workspaces.ReadManifest(wd.FS())
	if err != nil {
		return p
	}
	p.SkipModule = func(key string, call *config.ModuleCall) bool {
		rec, ok := manifest[key]
		return !ok || rec.Source != call.Source
	}
	return p
}
