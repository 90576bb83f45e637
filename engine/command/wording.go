package command

import (
	"regexp"
	"strings"
	"sync"
)

// OpenTofu's wording. Under TFPLAY_FLAVOR=opentofu the commands print what
// `tofu` prints: the sentences in which Terraform names itself
// ("Terraform will perform the following actions", "Terraform has been
// successfully initialized") and the commands it suggests ("Run
// \"terraform init\"", "Usage: terraform [global options] …") say
// OpenTofu and tofu. The messages are written once, in Terraform's words,
// and reworded here on their way out; file names such as
// terraform.tfstate and types such as terraform_data are left alone.
// Written here as no library holds OpenTofu's messages.

// tofuSelf is Terraform naming itself as the subject of a sentence; the
// first group is what comes before (a start, a non-word character other
// than a quote, which opens a value such as "Terraform will…", or a
// colour code), the second the verb.
var tofuSelf = lazyRegexp(`(^|[^\w"]|\x1b\[[0-9;]*m)Terraform( (?:will|has|used|encountered|could|cannot|can|must|may|does|did|is|was|needs|detected|planned|found|automatically|supports|tried|expected|requires|initiali[sz]ed|performed|uses|wants|tracks|stores|checks|console)\b)`)

// tofuCommand is `terraform` followed by one of its subcommands or usage's
// options.
var tofuCommand = lazyRegexp(`(^|\W|\x1b\[[0-9;]*m)terraform( \[global options\]| (?:-chdir|init|plan|apply|destroy|validate|show|output|console|graph|fmt|state|taint|untaint|import|workspace|providers|version|refresh|login|logout|metadata|test|get|force-unlock|modules)\b)`)

// tofuPhrases are the other phrases naming Terraform.
var tofuPhrases = lazyRegexp(`\b(?:The Terraform console|outside of Terraform|Initializing Terraform)\b`)

// lazyRegexp compiles a pattern on first use: most runs are Terraform's
// and never need these, and compiling at start-up costs the browser's
// first load (V8 optimises the regexp compiler it runs then).
func lazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}

// openTofuWords rewords a command's output as OpenTofu says it.
func openTofuWords(s string) string {
	s = tofuCommand().ReplaceAllString(s, "${1}tofu${2}")
	s = tofuSelf().ReplaceAllString(s, "${1}OpenTofu${2}")
	return tofuPhrases().ReplaceAllStringFunc(s, func(p string) string {
		return strings.Replace(p, "Terraform", "OpenTofu", 1)
	})
}
