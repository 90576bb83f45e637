// The function reference (dist/docs/functions/): an index of every
// built-in function, then one page per family with each function's
// signature, description and a live console example. The data is
// docs/functions/reference.json, which `go test ./docs -update` writes
// from the engine's metadata and the examples in docs/functions/examples.json
// (the test checks both: every function has an example, every example's
// result is the engine's).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { embedHTML } from "./docs.mjs";
import { esc, page } from "./html.mjs";

export async function buildFunctionReference({ root, widget, sidebar, out }) {
  const file = join(root, "docs", "functions", "reference.json");
  const ref = JSON.parse(await readFile(file, "utf8").catch(() => '{"families":[]}'));
  const index = [];
  for (const fam of ref.families) {
    const sections = fam.functions.map((f) => functionSection(f, widget));
    index.push(`<section class="function-family"><h2><a href="${esc(fam.id)}.html">${esc(fam.title)}</a></h2><ul class="function-list">${fam.functions
      .map((f) => `<li><a href="${esc(fam.id)}.html#${esc(f.name)}"><code>${esc(f.name)}</code></a>${f.flavors.includes("terraform") ? "" : ' <span class="badge tofu" title="OpenTofu only">OpenTofu</span>'}</li>`)
      .join("")}</ul></section>`);
    const body = `<article class="doc functions" data-embeds="${fam.functions.length}">
<h1>${esc(fam.title)}</h1>
<p>${esc(fam.description)} Every example runs in place: change it and run it again.</p>
<nav class="toc" aria-label="On this page"><h2>On this page</h2><ul>${fam.functions.map((f) => `<li><a href="#${esc(f.name)}"><code>${esc(f.name)}</code></a></li>`).join("")}</ul></nav>
${sections.join("\n")}
</article>`;
    await out(
      `docs/functions/${fam.id}.html`,
      page({ root: "../../", title: `${fam.title} · tfplay docs`, description: fam.description, section: "docs/functions/", sidebar: sidebar("functions/"), body, widget, bodyClass: "docs" }),
    );
  }
  const count = ref.families.reduce((n, f) => n + f.functions.length, 0);
  const body = `<article class="doc">
<h1>Function reference</h1>
<p>The ${count} functions built into the Terraform language, by family, each with an example you can run and change. Functions marked <span class="badge tofu">OpenTofu</span> exist only in OpenTofu: their examples run with the OpenTofu flavor. For a tour, read <a href="../functions.html">the Functions chapter</a>.</p>
${index.join("\n")}
</article>`;
  await out(
    "docs/functions/index.html",
    page({ root: "../../", title: "Function reference · tfplay docs", description: "Every Terraform and OpenTofu built-in function, each with a runnable example.", section: "docs/functions/", sidebar: sidebar("functions/"), body, bodyClass: "docs" }),
  );
}

function functionSection(f, widget) {
  const flavor = f.flavors.includes("terraform") ? "" : "opentofu";
  const ex = f.example;
  const files = new Map(Object.entries(ex.files ?? {}).sort(([a], [b]) => a.localeCompare(b)));
  // A console example, or (for functions the console lacks) a command's output.
  const view = ex.cmd ? (/^terraform plan\b/.test(ex.cmd) ? "plan" : "terminal") : "console";
  const console = (ex.console ?? []).join("\n");
  const embed = embedHTML(
    // Console examples are cheap: each runs when it scrolls into view.
    { view, setup: [], cmd: ex.cmd || "terraform console", files, console, expect: ex.expect, flavor, height: "", autorun: true },
    `function ${f.name}`,
  );
  const shown = ex.cmd ? `$ ${ex.cmd}\n${ex.expect}` : `${(ex.console ?? []).map((l) => `> ${l}`).join("\n")}\n${ex.expect}`;
  const fileList = [...files].map(([name, text]) => `<figure class="code"><figcaption>${esc(name)}</figcaption><pre><code>${esc(text)}</code></pre></figure>`).join("");
  return `<section class="function" id="${esc(f.name)}">
<h2><code>${esc(f.name)}</code>${flavor ? ' <span class="badge tofu" title="OpenTofu only">OpenTofu only</span>' : ""}</h2>
<p class="signature"><code>${esc(f.signature)}</code></p>
<p>${esc(f.description)}</p>
${widget ? embed : `${fileList}<pre><code>${esc(shown)}</code></pre>`}
</section>`;
}
