package command

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/config"
	"github.com/tfplay/tfplay/engine/diagnostics"
	"github.com/tfplay/tfplay/engine/funcs"
	"github.com/tfplay/tfplay/engine/lockfile"
	"github.com/tfplay/tfplay/engine/workspaces"
	"github.com/zclconf/go-cty/cty"
)

func init() { register("init", runInit) }

// initConfigError heads the diagnostics of a configuration that init
// cannot work with.
const initConfigError = "Terraform encountered problems during initialisation, including problems\nwith the configuration, described below.\n\nThe Terraform configuration must be valid before initialization so that\nTerraform can determine which modules and providers need to be installed."

// initView prints init's progress as Terraform does: each message
// trimmed, coloured and on its own line.
type initView struct {
	wd      *workdir
	noColor bool
	src     diagnostics.Sources
}

func (v *initView) line(msg string) {
	v.wd.stdout.WriteString(colorize(msg, v.noColor) + "\n")
}

// diags prints warnings on standard output and errors on standard error.
func (v *initView) diags(d hcl.Diagnostics) {
	for _, diag := range d {
		text := diagnostics.HumanDiagnostic(diag, v.src, diagnostics.DefaultWidth)
		if diag.Severity == hcl.DiagError {
			v.wd.stderr.WriteString(text)
			v.wd.exit = 1
		} else {
			v.wd.stdout.WriteString(text)
		}
	}
}

// runInit prepares the working directory: the backend, local modules
// (recorded in .terraform/modules/modules.json) and providers (mock
// providers "installed" at a version meeting the constraints, recorded in
// .terraform.lock.hcl). Nothing is downloaded.
func runInit(wd *workdir, args []string) {
	fl := newFlags("init")
	noColor := fl.Bool("no-color", false, "")
	upgrade := fl.Bool("upgrade", false, "")
	withBackend := fl.Bool("backend", true, "")
	get := fl.Bool("get", true, "")
	for _, name := range []string{"input", "reconfigure", "migrate-state", "force-copy", "lock", "json"} {
		fl.Bool(name, name == "input" || name == "lock", "")
	}
	for _, name := range []string{"lock-timeout", "lockfile", "from-module", "test-directory"} {
		fl.String(name, "", "")
	}
	var ignored []flagValue
	fl.Var(multiFlag{name: "backend-config", values: &ignored}, "backend-config", "")
	fl.Var(multiFlag{name: "plugin-dir", values: &ignored}, "plugin-dir", "")
	if !fl.parse(wd, args) {
		return
	}
	v := &initView{wd: wd, noColor: *noColor}
	if fl.NArg() > 0 {
		v.diags(hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Too many command line arguments",
			Detail: "Did you mean to use -chdir?"}})
		return
	}
	if !hasConfigFiles(wd.FS(), ".") {
		v.line("[reset][bold]Terraform initialized in an empty directory![reset]\n\nThe directory has no Terraform configuration files. You may begin working\nwith Terraform immediately by creating Terraform configuration files.")
		return
	}
	parser := config.NewParser(wd.FS())
	parser.OpenTofu = flavorOf(wd) == funcs.OpenTofu
	v.src = parser.Sources()
	root, earlyDiags := parser.LoadModule(".")
	v.src = parser.Sources()
	if root == nil {
		initConfigFailed(v, earlyDiags, nil)
		return
	}
	if *withBackend {
		v.line("[reset][bold]Initializing the backend...")
		if !initBackend(v, root) {
			return
		}
	}
	if *get && len(root.ModuleCalls) > 0 {
		if *upgrade {
			v.line("\n[reset][bold]Upgrading modules...")
		} else {
			v.line("\n[reset][bold]Initializing modules...")
		}
		if !installModules(v, parser, *upgrade) {
			return
		}
	}
	cfg, confDiags := parser.LoadConfig(".")
	v.src = parser.Sources()
	if earlyDiags.HasErrors() {
		initConfigFailed(v, earlyDiags, confDiags)
		return
	}
	if confDiags.HasErrors() {
		v.diags(confDiags)
		return
	}
	warnings, ok := installProviders(v, cfg, *upgrade)
	if !ok {
		return
	}
	v.diags(append(earlyDiags, warnings...))
	v.line("\n[reset][bold][green]Terraform has been successfully initialized![reset][green]")
	if wd.env["TF_IN_AUTOMATION"] == "" {
		v.line("[reset][green]\nYou may now begin working with Terraform. Try running \"terraform plan\" to see\nany changes that are required for your infrastructure. All Terraform commands\nshould now work.\n\nIf you ever set or change modules or backend configuration for Terraform,\nrerun this command to reinitialize your working directory. If you forget, other\ncommands will detect it and remind you to do so if necessary.")
	}
}

// initConfigFailed reports a configuration init cannot use. Terraform
// reads the root module twice (before and after installing modules), so
// problems found while decoding it appear twice; syntax errors appear
// once, because the second read reuses the parsed files.
func initConfigFailed(v *initView, early, late hcl.Diagnostics) {
	all := hcl.Diagnostics{{Severity: hcl.DiagError, Summary: initConfigError}}
	all = append(all, early...)
	all = append(all, late...)
	diagnostics.Sort(all)
	v.wd.stdout.WriteString("\n")
	v.diags(all)
}

// backendStateFile is where init records the backend it configured.
const backendStateFile = workspaces.BackendFile

// initBackend configures the backend. tfplay keeps state locally whatever
// the configuration says: a "local" backend is recorded as Terraform does,
// other backends are reported as simulated locally.
func initBackend(v *initView, root *config.Module) bool {
	prev, _ := fs.ReadFile(v.wd.FS(), backendStateFile)
	if root.Backend == nil {
		if prev != nil {
			v.wd.RemoveFile(backendStateFile)
			v.line("[reset][green]\n\nSuccessfully unset the backend \"local\". Terraform will now operate locally.")
		}
		return true
	}
	typ := root.Backend.Type
	if typ != "local" {
		v.diags(hcl.Diagnostics{{
			Severity: hcl.DiagWarning,
			Summary:  fmt.Sprintf("Backend %q is simulated with local state", typ),
			Detail:   fmt.Sprintf("tfplay runs without network access, so it cannot reach a %q backend. State is kept in terraform.tfstate in this working directory instead, as the local backend would.", typ),
			Subject:  root.Backend.DeclRange.Ptr(),
		}})
	}
	record := workspaces.BackendRecord(typ, backendString(root.Backend, "path"), backendString(root.Backend, "workspace_dir"))
	if string(prev) != string(record) {
		v.wd.WriteFile(backendStateFile, record)
		v.line(fmt.Sprintf("[reset][green]\nSuccessfully configured the backend %q! Terraform will automatically\nuse this backend unless the backend configuration changes.", typ))
	}
	return true
}

// checkBackend reports, as Terraform does before a command that uses the
// backend, a root module whose backend block differs from the backend
// init last recorded (added, removed, another type or other arguments).
func checkBackend(wd *workdir, root *config.Module) hcl.Diagnostics {
	typ, statePath, workspaceDir, ok := workspaces.Recorded(wd.FS())
	// Terraform words the summary of a changed block with a colon, the
	// others with a comma (checked against terraform v1.5.7).
	summary, reason := `Backend initialization required, please run "terraform init"`, ""
	switch {
	case root.Backend == nil && typ == "" && ok:
		return nil
	case root.Backend == nil:
		reason = fmt.Sprintf("Unsetting the previously set backend %q", typ)
	case typ == "":
		reason = fmt.Sprintf("Initial configuration of the requested backend %q", root.Backend.Type)
	case typ != root.Backend.Type || typ == "local" && (statePath != backendString(root.Backend, "path") || workspaceDir != backendString(root.Backend, "workspace_dir")):
		summary, reason = `Backend initialization required: please run "terraform init"`, "Backend configuration block has changed"
	default:
		return nil
	}
	// Without a source range, as Terraform reports it.
	return hcl.Diagnostics{{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail:   "Reason: " + reason + "\n\nThe configuration's backend is not the one that init last set up for this working directory (recorded in " + backendStateFile + "), so where state is kept may have changed. Run \"terraform init\" to set up the backend as configured now (with -reconfigure, or -migrate-state to take the state along, when one was set up before). Nothing has been changed.",
	}}
}

// backendString is the string a backend block gives an argument, or "".
// (A backend's configuration takes no references: it is read before
// anything is evaluated.)
func backendString(b *config.Backend, name string) string {
	attrs, _ := b.Config.JustAttributes()
	attr, ok := attrs[name]
	if !ok {
		return ""
	}
	v, diags := attr.Expr.Value(nil)
	if diags.HasErrors() || !v.IsKnown() || v.IsNull() || v.Type() != cty.String {
		return ""
	}
	return v.AsString()
}

// installModules resolves the local module tree, printing "- KEY in DIR"
// for each module installed or whose source changed (all of them with
// -upgrade), and records it in the module manifest. Problems in the root
// module's declarations and in the installed modules stop init.
func installModules(v *initView, parser *config.Parser, upgrade bool) bool {
	prev, _, _ := workspaces.ReadManifest(v.wd.FS())
	root, diags := parser.LoadModule(".")
	manifest := workspaces.Manifest{"": {Key: "", Source: "", Dir: "."}}
	if root != nil {
		inst := &moduleInstaller{v: v, parser: parser, prev: prev, next: manifest, upgrade: upgrade}
		diags = append(diags, inst.install(root, nil, 0)...)
	}
	v.src = parser.Sources()
	if diags.HasErrors() {
		v.diags(diags)
		return false
	}
	old, _ := fs.ReadFile(v.wd.FS(), workspaces.ModulesManifest)
	if b := manifest.Bytes(); string(b) != string(old) {
		v.wd.WriteFile(workspaces.ModulesManifest, b)
	}
	return true
}

// moduleInstaller walks module calls, loading each local module.
type moduleInstaller struct {
	v          *initView
	parser     *config.Parser
	prev, next workspaces.Manifest
	upgrade    bool
}

func (in *moduleInstaller) install(mod *config.Module, prefix []string, depth int) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, name := range sortedKeys(mod.ModuleCalls) {
		call := mod.ModuleCalls[name]
		keyPath := append(append([]string{}, prefix...), name)
		key := strings.Join(keyPath, ".")
		if call.Source == "" {
			continue
		}
		if !config.IsLocalSource(call.Source) {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Module source not available in tfplay",
				Detail:   fmt.Sprintf("Module %q uses the source %q, but tfplay can only install local modules: a source that starts with \"./\" or \"../\" and names a directory of this workspace. Registry, Git, HTTP, S3 and other remote sources cannot be downloaded here.", key, call.Source),
				Subject:  call.SourceRange.Ptr(),
			})
			continue
		}
		dir := path.Join(mod.Dir, call.Source)
		if missing := missingPath(in.v.wd.FS(), dir); missing != "" {
			in.v.line("- " + key + " in")
			diags = append(diags,
				&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unreadable module directory",
					Detail: fmt.Sprintf("Unable to evaluate directory symlink: lstat %s: no such file or directory", missing)},
				&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unreadable module directory",
					Detail: fmt.Sprintf("The directory  could not be read for module %q at %s:%d.", name, call.DeclRange.Filename, call.DeclRange.Start.Line)})
			continue
		}
		if depth >= config.MaxModuleDepth {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Module nesting too deep",
				Detail:   fmt.Sprintf("Module %q would nest modules more than %d levels deep: this is likely a module that calls itself.", key, config.MaxModuleDepth),
				Subject:  call.SourceRange.Ptr(),
			})
			continue
		}
		if rec, ok := in.prev[key]; in.upgrade || !ok || rec.Source != call.Source || rec.Dir != dir {
			in.v.line("- " + key + " in " + dir)
		}
		in.next[key] = workspaces.ModuleRecord{Key: key, Source: call.Source, Dir: dir}
		child, d := in.parser.LoadModule(dir)
		diags = append(diags, d...)
		if child == nil {
			continue
		}
		diags = append(diags, checkModuleArguments(call, child)...)
		diags = append(diags, in.install(child, keyPath, depth+1)...)
	}
	return diags
}

// missingPath returns the first component of dir that does not exist (as
// a path from the working directory), or "" when dir is a directory.
// Paths above the working directory cannot be read in tfplay.
func missingPath(fsys fs.FS, dir string) string {
	if dir == ".." || strings.HasPrefix(dir, "../") {
		return dir
	}
	parts := strings.Split(dir, "/")
	for i := range parts {
		p := strings.Join(parts[:i+1], "/")
		st, err := fs.Stat(fsys, p)
		if err != nil || (i == len(parts)-1 && !st.IsDir()) {
			return p
		}
	}
	return ""
}

// checkModuleArguments reports module block arguments that the called
// module declares no variable for.
func checkModuleArguments(call *config.ModuleCall, child *config.Module) hcl.Diagnostics {
	if call.Config == nil {
		return nil
	}
	schema := &hcl.BodySchema{}
	for _, name := range sortedKeys(child.Variables) {
		schema.Attributes = append(schema.Attributes, hcl.AttributeSchema{Name: name})
	}
	_, diags := call.Config.Content(schema)
	return diags
}

// modulesInstalled reads the module manifest: the keys of the installed
// modules, and whether init has recorded any.
func modulesInstalled(wd *workdir) (map[string]bool, bool) {
	m, ok, err := workspaces.ReadManifest(wd.FS())
	if !ok || err != nil {
		return map[string]bool{}, false
	}
	keys := make(map[string]bool, len(m))
	for k := range m {
		keys[k] = true
	}
	return keys, true
}

// checkModulesInstalled reports the module calls of the configuration
// that init has not installed, or whose source changed since, as
// Terraform's validate and plan do ("Module not installed").
func checkModulesInstalled(wd *workdir, cfg *config.Config) hcl.Diagnostics {
	if cfg == nil {
		return nil
	}
	manifest, _, err := workspaces.ReadManifest(wd.FS())
	if err != nil {
		return hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Failed to read module manifest", Detail: err.Error()}}
	}
	var diags hcl.Diagnostics
	var walk func(c *config.Config)
	walk = func(c *config.Config) {
		for _, name := range sortedKeys(c.Module.ModuleCalls) {
			call := c.Module.ModuleCalls[name]
			key := strings.Join(append(append([]string{}, c.Path...), name), ".")
			rec, ok := manifest[key]
			switch {
			case !ok:
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Module not installed",
					Detail:   "This module is not yet installed. Run \"terraform init\" to install all modules required by this configuration.",
					Subject:  call.DeclRange.Ptr(),
				})
			case rec.Source != call.Source:
				diags = append(diags, &hcl.Diagnostic{
					Severity: hcl.DiagError,
					Summary:  "Module source has changed",
					Detail:   "The source address was changed since this module was installed. Run \"terraform init\" to install all modules required by this configuration.",
					Subject:  call.DeclRange.Ptr(),
				})
			default:
				if child := c.Children[name]; child != nil {
					walk(child)
				}
			}
		}
	}
	walk(cfg)
	return diags
}

// installProviders "installs" the mock providers the configuration and
// state require, choosing versions that meet the constraints (or the ones
// in the lock file), and writes the lock file. It returns warnings to
// print before the success message.
func installProviders(v *initView, cfg *config.Config, upgrade bool) (hcl.Diagnostics, bool) {
	reqs, diags := providerRequirements(cfg)
	if diags.HasErrors() {
		v.diags(diags)
		return nil, false
	}
	need := reqs.all()
	ws, _ := workspaces.Selected(v.wd.FS(), v.wd.env)
	if st, err := fs.ReadFile(v.wd.FS(), statePath(v.wd, ws)); err == nil {
		for _, src := range workspaces.StateProviders(st) {
			if _, ok := need[src]; !ok {
				need[src] = nil
			}
		}
	}
	oldLockSrc, lockErr := fs.ReadFile(v.wd.FS(), lockfile.Filename)
	locks := lockfile.Locks{}
	if lockErr == nil {
		var f *hcl.File
		var d hcl.Diagnostics
		locks, f, d = lockfile.Parse(oldLockSrc, lockfile.Filename)
		if f != nil {
			v.src[lockfile.Filename] = f
		}
		if d.HasErrors() {
			v.line("\n[reset][bold]Initializing provider plugins...")
			v.diags(d)
			return nil, false
		}
	}
	v.line("\n[reset][bold]Initializing provider plugins...")
	var errs, warnings hcl.Diagnostics
	var generic []string
	var external []string
	for _, src := range sortedKeys(need) {
		switch {
		case src == builtinProvider:
			v.line("- " + src + " is built in to Terraform")
		case strings.HasPrefix(src, "terraform.io/builtin/"):
			errs = append(errs, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid dependency on built-in provider",
				Detail: fmt.Sprintf("Cannot use %s: this Terraform release has no built-in provider named %q.", src, path.Base(src))})
		default:
			external = append(external, src)
		}
	}
	next := lockfile.Locks{}
	type choice struct {
		src     string
		version lockfile.Version
		reused  bool
		catalog bool
	}
	var chosen []choice
	for _, src := range external {
		cs := need[src]
		preferred, known := mockCatalog(src)
		c := choice{src: src, catalog: known}
		if lock, ok := locks[src]; ok && !upgrade {
			v.line(fmt.Sprintf("- Reusing version %s of %s from the dependency lock file", lock.Version, displaySource(src)))
			if !cs.Allows(lock.Version) {
				errs = append(errs, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Failed to query available provider packages",
					Detail: fmt.Sprintf("Could not retrieve the list of available versions for provider %s: locked provider %s %s does not match configured version constraint %s; must use terraform init -upgrade to allow selection of new versions", displaySource(src), src, lock.Version, cs)})
				continue
			}
			c.version, c.reused = lock.Version, true
		} else {
			if len(cs) > 0 {
				v.line(fmt.Sprintf("- Finding %s versions matching %q...", displaySource(src), cs.String()))
			} else {
				v.line(fmt.Sprintf("- Finding latest version of %s...", displaySource(src)))
			}
			ver, ok := lockfile.Select(cs, preferred)
			if !ok {
				errs = append(errs, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Failed to query available provider packages",
					Detail: fmt.Sprintf("Could not retrieve the list of available versions for provider %s: no available releases match the given constraints %s", displaySource(src), cs)})
				continue
			}
			c.version = ver
		}
		chosen = append(chosen, c)
	}
	for _, c := range chosen {
		kind := "tfplay mock"
		if !c.catalog {
			kind = "tfplay generic mock"
			generic = append(generic, displaySource(c.src))
		}
		if c.reused {
			v.line(fmt.Sprintf("- Using previously-installed %s v%s (%s)", displaySource(c.src), c.version, kind))
		} else {
			v.line(fmt.Sprintf("- Installing %s v%s (%s)...", displaySource(c.src), c.version, kind))
			v.line(fmt.Sprintf("- Installed %s v%s (%s, nothing downloaded)", displaySource(c.src), c.version, kind))
		}
		hashes := lockfile.MockHashes(c.src, c.version)
		if old, ok := locks[c.src]; ok && old.Version == c.version {
			hashes = append(hashes, old.Hashes...)
		}
		next[c.src] = &lockfile.Provider{Source: c.src, Version: c.version, Constraints: need[c.src], Hashes: hashes}
	}
	if len(errs) > 0 {
		v.diags(errs)
		return nil, false
	}
	if b := next.Bytes(); (lockErr == nil || len(next) > 0) && string(b) != string(oldLockSrc) {
		v.wd.WriteFile(lockfile.Filename, b)
		if lockErr != nil {
			v.line("\nTerraform has created a lock file [bold].terraform.lock.hcl[reset] to record the provider\nselections it made above. Include this file in your version control repository\nso that Terraform can guarantee to make the same selections by default when\nyou run \"terraform init\" in the future.")
		} else {
			v.line("\nTerraform has made some changes to the provider dependency selections recorded\nin the .terraform.lock.hcl file. Review those changes and commit them to your\nversion control system if they represent changes you intended to make.")
		}
	}
	if len(generic) > 0 {
		warnings = append(warnings, genericMockWarning(generic))
	}
	return warnings, true
}

// genericMockWarning names the providers tfplay stands in a generic mock
// for.
func genericMockWarning(names []string) *hcl.Diagnostic {
	sort.Strings(names)
	subject := "provider " + names[0] + " is"
	if len(names) > 1 {
		subject = "providers " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagWarning,
		Summary:  "Generic mock providers in use",
		Detail:   fmt.Sprintf("The %s not in tfplay's catalog of mock providers, so tfplay uses a generic mock in its place: every resource and data source type is accepted, arguments are stored as given, and each object gets a computed \"id\". Plans show what Terraform would do with this configuration, not what the real provider would validate or compute.", subject),
	}
}
