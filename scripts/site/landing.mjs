// The landing page (dist/index.html): what tfplay is, a live example
// above the fold, and the ways in.
import { page } from "./html.mjs";
import { embedHTML } from "./docs.mjs";

/** The landing page's live example: small, but with a variable, a for_each, a function and an output. */
const example = `variable "environments" {
  type    = set(string)
  default = ["dev", "prod"]
}

resource "terraform_data" "bucket" {
  for_each = var.environments
  input    = "logs-\${each.key}-\${length(each.key)}"
}

output "buckets" {
  value = sort([for b in terraform_data.bucket : b.input])
}
`;

export function landingPage({ widget }) {
  const live = widget
    ? embedHTML(
        { view: "plan", setup: [], cmd: "terraform plan", files: new Map([["main.tf", example]]), console: "", height: "420px", autorun: true },
        "landing page",
      )
    : `<pre><code class="language-hcl">${example.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c])}</code></pre>`;
  const body = `<section class="hero">
  <div class="hero-text">
    <h1>The Terraform language, running in your browser</h1>
    <p class="lead">tfplay loads a real Terraform configuration and validates, plans, applies and destroys it against mock providers inside this tab: Terraform's own diagnostics, plans and state, in milliseconds. Nothing to install, no cloud account, nothing created anywhere.</p>
    <p class="actions"><a class="button primary" href="play/">Open the playground</a> <a class="button" href="docs/">Read the guide</a></p>
    <p class="hint">Edit the example: the plan follows. Every example of the guide works like this one.</p>
  </div>
  <div class="hero-example" id="live-example">
${live}  </div>
</section>
<section class="ways">
  <article>
    <h2><a href="play/">Playground</a></h2>
    <p>Files, an editor with Terraform's diagnostics as you type, Plan, Apply and Destroy, state and its history, outputs, the console and a terminal that takes <code>terraform</code> and <code>tofu</code> commands.</p>
  </article>
  <article>
    <h2><a href="docs/">The language guide</a></h2>
    <p>Seventeen short chapters, from a first <code>terraform apply</code> to modules and refactoring, where every example runs in place. And <a href="docs/functions/">every built-in function</a>, each with an example.</p>
  </article>
  <article>
    <h2><a href="examples/">Examples</a></h2>
    <p>Small complete configurations to open in the playground: count and for_each, variables and validation, modules, a mock AWS network.</p>
  </article>
  <article>
    <h2><a href="workshops/">Workshops</a></h2>
    <p>Step-by-step exercises with checks that tell you when you got it right. Once loaded, the site keeps working offline.</p>
  </article>
</section>`;
  return page({
    root: "",
    title: "tfplay: the Terraform language in your browser",
    description: "Write, plan and apply Terraform configurations in your browser, against mock providers: a playground, a language guide whose examples run in place, and workshops.",
    body,
    widget,
    bodyClass: "landing",
  });
}
