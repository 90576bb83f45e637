// The examples gallery page (dist/examples/index.html): every example of
// the playground's gallery (web/src/gallery/), each a link that opens it
// in the playground (a share link: #v1.… holding its files).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { esc, page } from "./html.mjs";

/** The gallery's examples and the share codec, bundled for Node from the playground's own sources. */
async function loadGallery(root) {
  const esbuild = await import("esbuild");
  const dir = await mkdtemp(join(tmpdir(), "tfplay-gallery-"));
  try {
    const entry = `export { examples } from ${JSON.stringify(join(root, "web/src/gallery/index.ts"))};
export { encodeShare } from ${JSON.stringify(join(root, "web/src/share/codec.ts"))};`;
    const outfile = join(dir, "gallery.mjs");
    await esbuild.build({ stdin: { contents: entry, resolveDir: root, loader: "ts" }, bundle: true, format: "esm", platform: "node", outfile, logLevel: "warning" });
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function galleryPage({ root }) {
  const { examples, encodeShare } = await loadGallery(root);
  const items = [];
  for (const ex of examples) {
    const hash = await encodeShare({ v: 1, files: ex.files, flavor: "terraform" });
    const files = Object.keys(ex.files).sort();
    items.push(`<li class="gallery-item" data-example="${esc(ex.id)}">
  <h2><a href="../play/${esc(hash)}">${esc(ex.title)}</a></h2>
  <p>${esc(ex.description)}</p>
  <p class="meta">${esc(files.join(", "))} · <span class="plan-summary">${esc(ex.planSummary)}</span></p>
</li>`);
  }
  const body = `<h1>Examples</h1>
<p>Small, complete configurations written for tfplay. Open one in the playground, press <strong>Plan</strong>, then change it.</p>
<ul class="gallery">
${items.join("\n")}
</ul>`;
  return page({ root: "../", title: "Examples · tfplay", description: "Example Terraform configurations to open in tfplay's playground.", section: "examples/", body });
}
