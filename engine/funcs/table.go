// Package funcs builds the table of built-in functions of the Terraform
// language (and OpenTofu's extras), with Terraform's exact semantics and
// error texts.
//
// Most functions come straight from the libraries Terraform itself uses
// (go-cty's function/stdlib, hcl's ext/tryfunc, go-cty-yaml, go-cty-funcs);
// the rest are written here, in files named after Terraform's function
// categories. The file functions read through an io/fs.FS, never the host
// filesystem, so the same table works natively and in the browser.
package funcs

import (
	"io/fs"
	"sort"
	"strings"
	"time"

	"github.com/hashicorp/hcl/v2/ext/tryfunc"
	ctyyaml "github.com/zclconf/go-cty-yaml"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// Flavor selects which language implementation the table imitates.
type Flavor int

const (
	// Terraform is HashiCorp Terraform (the default).
	Terraform Flavor = iota
	// OpenTofu adds base64gunzip, cidrcontains, urldecode and the
	// provider::NAME::ALIAS::FUNC call form.
	OpenTofu
)

// String returns the product name of the flavor, as it appears in some
// error messages.
func (f Flavor) String() string {
	if f == OpenTofu {
		return "OpenTofu"
	}
	return "Terraform"
}

// Options configures the function table of one evaluation scope.
type Options struct {
	// FS is the working directory tree; the file functions read through it.
	FS fs.FS
	// WorkDir is the absolute path FS stands for: abspath(".") == WorkDir,
	// and absolute paths under it map into FS.
	WorkDir string
	// BaseDir is the directory of the module being evaluated, relative to
	// WorkDir ("." or "" for the root module, "modules/x" for a local
	// child module). Relative paths given to the file functions are
	// resolved against it, as Terraform resolves them against the module's
	// source directory.
	BaseDir string
	// Home is the user's home directory, for pathexpand("~") (HOME).
	Home string
	// Pure is set during plan and validate: the impure functions (bcrypt,
	// timestamp, uuid) then return unknown values.
	Pure bool
	// Console selects the console scope: type() is available and
	// plantimestamp() is not.
	Console bool
	// PlanTimestamp is the value of plantimestamp(); unknown when zero.
	PlanTimestamp time.Time
	// Flavor selects Terraform or OpenTofu.
	Flavor Flavor
	// TerraformProviderNames are the local names in required_providers
	// whose source is terraform.io/builtin/terraform: each registers
	// provider::NAME::encode_tfvars, decode_tfvars and encode_expr.
	TerraformProviderNames []string
	// ChargeText, when set, is given the length of every string of
	// ChargedTextMin bytes or more a function returns, and reports
	// whether the operation's work budget still allows it; when it does
	// not, the call's result is unknown (the evaluator reports the
	// budget's diagnostic). Such strings built again in every iteration
	// of a for expression would otherwise take unbounded memory.
	ChargeText func(bytes int64) bool
	// ProviderAliases maps a provider local name to the aliases of its
	// provider configurations. Under OpenTofu the built-in terraform
	// provider's functions are then also callable as
	// provider::NAME::ALIAS::FUNC.
	ProviderAliases map[string][]string
}

// impureFunctions return a different result on every call; during plan and
// validate they are unknown so plan and apply cannot disagree.
var impureFunctions = []string{"bcrypt", "timestamp", "uuid"}

// Impure reports whether name (plain or "core::NAME") is an impure
// function, unknown during plan and validate (Options.Pure).
func Impure(name string) bool {
	name = strings.TrimPrefix(name, "core::")
	for _, f := range impureFunctions {
		if f == name {
			return true
		}
	}
	return false
}

// filesystemFunctions read files; templatestring templates may not call them.
var filesystemFunctions = map[string]bool{
	"file": true, "fileexists": true, "fileset": true, "filebase64": true,
	"filebase64sha256": true, "filebase64sha512": true, "filemd5": true,
	"filesha1": true, "filesha256": true, "filesha512": true,
	"templatefile": true,
}

// templateFunctions render nested templates; templates may not call them.
var templateFunctions = map[string]bool{"templatefile": true, "templatestring": true}

// Table returns the function table for a scope: every built-in function by
// its plain name and as "core::NAME", plus the built-in terraform
// provider's functions under the configured provider names.
func Table(opts Options) map[string]function.Function {
	files := newFileReader(opts)
	base := baseFunctions(opts, files)

	table := make(map[string]function.Function, 2*len(base)+16)
	for name, fn := range base {
		table[name] = fn
		table["core::"+name] = fn
	}

	// templatefile and templatestring evaluate templates with the whole
	// table except themselves; the table is complete by the time either
	// is called, so they read it through this closure.
	all := func() map[string]function.Function { return table }
	for name, fn := range map[string]function.Function{
		"templatefile":   makeTemplateFileFunc(files, all),
		"templatestring": makeTemplateStringFunc(all),
	} {
		table[name] = fn
		table["core::"+name] = fn
	}

	if opts.Console {
		table["type"] = TypeFunc
		table["core::type"] = TypeFunc
	} else {
		fn := makePlanTimestampFunc(opts.PlanTimestamp)
		table["plantimestamp"] = fn
		table["core::plantimestamp"] = fn
	}

	if opts.Pure {
		for _, name := range impureFunctions {
			fn := function.Unpredictable(table[name])
			table[name] = fn
			table["core::"+name] = fn
		}
	}

	for _, local := range opts.TerraformProviderNames {
		for fname, fn := range terraformProviderFunctions {
			table["provider::"+local+"::"+fname] = fn
			if opts.Flavor == OpenTofu {
				for _, alias := range opts.ProviderAliases[local] {
					table["provider::"+local+"::"+alias+"::"+fname] = fn
				}
			}
		}
	}
	limitTable(table, opts.ChargeText)
	return table
}

// baseFunctions returns every built-in function except the ones that depend
// on the table itself or on the kind of scope.
func baseFunctions(opts Options, files *fileReader) map[string]function.Function {
	fl := opts.Flavor
	m := map[string]function.Function{
		"abs":              stdlib.AbsoluteFunc,
		"abspath":          makeAbsPathFunc(opts.WorkDir),
		"alltrue":          AllTrueFunc,
		"anytrue":          AnyTrueFunc,
		"base64decode":     Base64DecodeFunc,
		"base64encode":     Base64EncodeFunc,
		"base64gzip":       Base64GzipFunc,
		"base64sha256":     Base64Sha256Func,
		"base64sha512":     Base64Sha512Func,
		"basename":         BasenameFunc,
		"bcrypt":           BcryptFunc,
		"can":              tryfunc.CanFunc,
		"ceil":             stdlib.CeilFunc,
		"chomp":            stdlib.ChompFunc,
		"chunklist":        stdlib.ChunklistFunc,
		"cidrhost":         CidrHostFunc,
		"cidrnetmask":      CidrNetmaskFunc,
		"cidrsubnet":       CidrSubnetFunc,
		"cidrsubnets":      CidrSubnetsFunc,
		"coalesce":         CoalesceFunc,
		"coalescelist":     stdlib.CoalesceListFunc,
		"compact":          stdlib.CompactFunc,
		"concat":           stdlib.ConcatFunc,
		"contains":         stdlib.ContainsFunc,
		"convert":          ConvertFunc,
		"csvdecode":        stdlib.CSVDecodeFunc,
		"dirname":          DirnameFunc,
		"distinct":         stdlib.DistinctFunc,
		"element":          stdlib.ElementFunc,
		"endswith":         EndsWithFunc,
		"ephemeralasnull":  EphemeralAsNullFunc,
		"file":             makeFileFunc(files, false),
		"filebase64":       makeFileFunc(files, true),
		"filebase64sha256": makeFileHashFunc(files, sha256Base64),
		"filebase64sha512": makeFileHashFunc(files, sha512Base64),
		"fileexists":       makeFileExistsFunc(files),
		"filemd5":          makeFileHashFunc(files, md5Hex),
		"fileset":          makeFileSetFunc(files),
		"filesha1":         makeFileHashFunc(files, sha1Hex),
		"filesha256":       makeFileHashFunc(files, sha256Hex),
		"filesha512":       makeFileHashFunc(files, sha512Hex),
		"flatten":          stdlib.FlattenFunc,
		"floor":            stdlib.FloorFunc,
		"format":           stdlib.FormatFunc,
		"formatdate":       stdlib.FormatDateFunc,
		"formatlist":       stdlib.FormatListFunc,
		"indent":           stdlib.IndentFunc,
		"index":            IndexFunc,
		"issensitive":      IsSensitiveFunc,
		"join":             stdlib.JoinFunc,
		"jsondecode":       stdlib.JSONDecodeFunc,
		"jsonencode":       stdlib.JSONEncodeFunc,
		"keys":             stdlib.KeysFunc,
		"length":           LengthFunc,
		"list":             ListFunc,
		"log":              LogFunc,
		"lookup":           LookupFunc,
		"lower":            stdlib.LowerFunc,
		"map":              MapFunc,
		"matchkeys":        MatchkeysFunc,
		"max":              stdlib.MaxFunc,
		"md5":              Md5Func,
		"merge":            stdlib.MergeFunc,
		"min":              stdlib.MinFunc,
		"nonsensitive":     NonsensitiveFunc,
		"one":              OneFunc,
		"parseint":         stdlib.ParseIntFunc,
		"pathexpand":       makePathExpandFunc(opts.Home),
		"pow":              PowFunc,
		"range":            memoizeRange(stdlib.RangeFunc),
		"regex":            stdlib.RegexFunc,
		"regexall":         stdlib.RegexAllFunc,
		"replace":          ReplaceFunc,
		"reverse":          stdlib.ReverseListFunc,
		"rsadecrypt":       RsaDecryptFunc,
		"sensitive":        SensitiveFunc,
		"setintersection":  stdlib.SetIntersectionFunc,
		"setproduct":       stdlib.SetProductFunc,
		"setsubtract":      stdlib.SetSubtractFunc,
		"setunion":         stdlib.SetUnionFunc,
		"sha1":             Sha1Func,
		"sha256":           Sha256Func,
		"sha512":           Sha512Func,
		"signum":           stdlib.SignumFunc,
		"slice":            stdlib.SliceFunc,
		"sort":             stdlib.SortFunc,
		"split":            stdlib.SplitFunc,
		"startswith":       StartsWithFunc,
		"strcontains":      StrContainsFunc,
		"strrev":           stdlib.ReverseFunc,
		"substr":           stdlib.SubstrFunc,
		"sum":              SumFunc,
		"textdecodebase64": makeTextDecodeBase64Func(fl),
		"textencodebase64": makeTextEncodeBase64Func(fl),
		"timeadd":          stdlib.TimeAddFunc,
		"timecmp":          TimeCmpFunc,
		"timestamp":        TimestampFunc,
		"title":            stdlib.TitleFunc,
		"tobool":           makeToFunc(cty.Bool),
		"tolist":           makeToFunc(cty.List(cty.DynamicPseudoType)),
		"tomap":            makeToFunc(cty.Map(cty.DynamicPseudoType)),
		"tonumber":         makeToFunc(cty.Number),
		"toset":            makeToFunc(cty.Set(cty.DynamicPseudoType)),
		"tostring":         makeToFunc(cty.String),
		"transpose":        TransposeFunc,
		"trim":             stdlib.TrimFunc,
		"trimprefix":       stdlib.TrimPrefixFunc,
		"trimspace":        stdlib.TrimSpaceFunc,
		"trimsuffix":       stdlib.TrimSuffixFunc,
		"try":              tryfunc.TryFunc,
		"upper":            stdlib.UpperFunc,
		"urlencode":        URLEncodeFunc,
		"uuid":             UUIDFunc,
		"uuidv5":           UUIDV5Func,
		"values":           stdlib.ValuesFunc,
		"yamldecode":       ctyyaml.YAMLDecodeFunc,
		"yamlencode":       ctyyaml.YAMLEncodeFunc,
		"zipmap":           stdlib.ZipmapFunc,
	}
	if fl == OpenTofu {
		for name, fn := range tofuFunctions {
			m[name] = fn
		}
	}
	return m
}

// Names returns the sorted plain names (without "core::") of the built-in
// functions available in a scope of the given kind.
func Names(opts Options) []string {
	var names []string
	for name := range Table(Options{Console: opts.Console, Flavor: opts.Flavor}) {
		if !strings.Contains(name, "::") {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// refineNotNull is the RefineResult of functions that never return null.
func refineNotNull(b *cty.RefinementBuilder) *cty.RefinementBuilder {
	return b.NotNull()
}
