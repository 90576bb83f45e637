package builtin

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/mockproviders/mock"
	"github.com/zclconf/go-cty/cty"
)

// remoteStateSchema is terraform_remote_state's schema.
func remoteStateSchema() *configschema.Block {
	return &configschema.Block{
		Attributes: map[string]*configschema.Attribute{
			"backend":   {Type: cty.String, Required: true, Description: "The backend that holds the state (tfplay reads \"local\" state files)."},
			"config":    {Type: cty.DynamicPseudoType, Optional: true, Description: "The backend's configuration, as in a terraform backend block."},
			"defaults":  {Type: cty.DynamicPseudoType, Optional: true, Description: "Values for outputs the state lacks."},
			"outputs":   {Type: cty.DynamicPseudoType, Computed: true, Description: "Every root module output of the state."},
			"workspace": {Type: cty.String, Optional: true, Description: "The workspace whose state is read."},
		},
	}
}

// remoteStateDataSource is terraform_remote_state: it reads the root
// module outputs of another configuration's state. tfplay reads the
// states of the "local" backend from the working directory.
func remoteStateDataSource() *mock.DataSource {
	return &mock.DataSource{
		Schema:   remoteStateSchema(),
		Read:     readRemoteState,
		Validate: validateRemoteState,
	}
}

// backendNames are the backend types Terraform knows; only "local" can be
// read offline.
var backendNames = map[string]bool{
	"local": true, "remote": true, "azurerm": true, "consul": true, "cos": true,
	"gcs": true, "http": true, "inmem": true, "kubernetes": true, "oss": true,
	"pg": true, "s3": true, "oci": true, "cloud": true,
}

// validateRemoteState checks the backend configuration when it is known,
// else only the types of config and defaults.
func validateRemoteState(c *mock.Ctx, cfg cty.Value) hcl.Diagnostics {
	if cfg == cty.NilVal || cfg.IsNull() || !cfg.IsKnown() {
		return nil
	}
	var diags hcl.Diagnostics
	if cfg.GetAttr("config").IsWhollyKnown() && cfg.GetAttr("backend").IsKnown() {
		_, d := backendConfig(cfg)
		diags = append(diags, d...)
	} else if !objectLike(cfg.GetAttr("config").Type()) {
		diags = append(diags, configschema.PathDiagnostic(hcl.DiagError,
			"Invalid backend configuration", "The configuration must be an object value.", cty.GetAttrPath("config")))
	}
	if !objectLike(cfg.GetAttr("defaults").Type()) {
		diags = append(diags, configschema.PathDiagnostic(hcl.DiagError,
			"Invalid default values", "Defaults must be given in an object value.", cty.GetAttrPath("defaults")))
	}
	return diags
}

// objectLike reports whether a type can hold named values.
func objectLike(ty cty.Type) bool {
	return ty == cty.DynamicPseudoType || ty.IsObjectType() || ty.IsMapType()
}

// localConfig is the configuration of the local backend.
type localConfig struct {
	path, workspaceDir string
}

// backendConfig checks the backend type and decodes its configuration.
func backendConfig(cfg cty.Value) (localConfig, hcl.Diagnostics) {
	var lc localConfig
	backend := cfg.GetAttr("backend")
	if backend.IsNull() || !backend.IsKnown() {
		return lc, nil
	}
	name := backend.AsString()
	if name == "_local" {
		name = "local"
	}
	if !backendNames[name] {
		return lc, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError,
			"Invalid backend configuration", fmt.Sprintf("There is no backend type named %q.", name), cty.GetAttrPath("backend"))}
	}
	if name != "local" {
		return lc, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError,
			"Remote state not available",
			fmt.Sprintf("tfplay runs offline: it reads the state files of the \"local\" backend from the working directory, but cannot reach a %q backend.", name),
			cty.GetAttrPath("backend"))}
	}
	config := cfg.GetAttr("config")
	if config.IsNull() {
		return lc, nil
	}
	if !config.Type().IsObjectType() && !config.Type().IsMapType() {
		return lc, hcl.Diagnostics{configschema.PathDiagnostic(hcl.DiagError,
			"Invalid backend configuration", "The configuration must be an object value.", cty.GetAttrPath("config"))}
	}
	for it := config.ElementIterator(); it.Next(); {
		k, v := it.Element()
		key := k.AsString()
		var dst *string
		switch key {
		case "path":
			dst = &lc.path
		case "workspace_dir":
			dst = &lc.workspaceDir
		default:
			return lc, hcl.Diagnostics{invalidLocalConfig(fmt.Sprintf("unsupported attribute %q", key))}
		}
		if v.IsNull() {
			continue
		}
		s, err := toString(v)
		if err != nil {
			return lc, hcl.Diagnostics{invalidLocalConfig(fmt.Sprintf(".%s: %s", key, err))}
		}
		*dst = s
	}
	return lc, nil
}

// invalidLocalConfig is the error for a local backend configuration that
// does not fit its schema.
func invalidLocalConfig(msg string) *hcl.Diagnostic {
	return configschema.PathDiagnostic(hcl.DiagError, "Invalid backend configuration",
		fmt.Sprintf("The given configuration is not valid for backend %q: %s.", "local", msg), cty.GetAttrPath("config"))
}

// readRemoteState reads the outputs of the selected state.
func readRemoteState(c *mock.Ctx, cfg cty.Value) (cty.Value, hcl.Diagnostics) {
	if cfg == cty.NilVal || cfg.IsNull() {
		return cfg, nil
	}
	lc, diags := backendConfig(cfg)
	if diags.HasErrors() {
		return cty.NullVal(remoteStateSchema().ImpliedType()), diags
	}
	state := map[string]cty.Value{
		"backend":   cfg.GetAttr("backend"),
		"config":    cfg.GetAttr("config"),
		"workspace": cfg.GetAttr("workspace"),
		"defaults":  cty.NullVal(cty.DynamicPseudoType),
	}
	workspace := "default"
	if ws := cfg.GetAttr("workspace"); !ws.IsNull() {
		workspace = ws.AsString()
	}
	outputs := map[string]cty.Value{}
	if defaults := cfg.GetAttr("defaults"); !defaults.IsNull() {
		state["defaults"] = defaults
		for it := defaults.ElementIterator(); it.Next(); {
			k, v := it.Element()
			outputs[k.AsString()] = v
		}
	}
	stored, found, d := readLocalState(c.Env, lc, workspace)
	diags = append(diags, d...)
	if diags.HasErrors() {
		return cty.NullVal(remoteStateSchema().ImpliedType()), diags
	}
	if !found {
		state["outputs"] = cty.EmptyObjectVal
		diags = append(diags, configschema.PathDiagnostic(hcl.DiagError,
			"Unable to find remote state",
			"No stored state was found for the given workspace in the given backend.",
			cty.GetAttrPath("workspace")))
		return cty.ObjectVal(state), diags
	}
	for k, v := range stored {
		outputs[k] = v
	}
	state["outputs"] = cty.ObjectVal(outputs)
	return cty.ObjectVal(state), diags
}
