// Generates the site's pages into dist/ (the playground's own page is
// web/index.html, copied to dist/play/ by scripts/build.mjs):
//
//   index.html               the landing page, with a live example
//   docs/index.html          the guide's table of contents (docs/README.md)
//   docs/CHAPTER.html        one page per chapter of docs/*.md
//   docs/functions/…         the function reference (scripts/site/functions.mjs)
//   examples/index.html      the examples gallery, each opening the playground
//   workshops/index.html     a placeholder until the workshops' own build writes it
//   _headers                 Netlify/Cloudflare-style headers: wasm type, CSP
//
// Every URL is relative, so the folder deploys under any sub-path.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSecurityPolicy } from "../lib/csp.mjs";
import { markdown, renderChapter } from "./docs.mjs";
import { writeIfChanged } from "./files.mjs";
import { buildFunctionReference } from "./functions.mjs";
import { galleryPage } from "./gallery.mjs";
import { esc, page } from "./html.mjs";
import { landingPage } from "./landing.mjs";

/** Marks a page this generator wrote in place of another part's own (see workshopsPlaceholder). */
export const PLACEHOLDER = '<meta name="generator" content="tfplay-site-placeholder" />';

export async function buildSite({ distDir, root }) {
  const widget = existsSync(join(distDir, "widget.js"));
  const md = markdown();
  const chapters = await readChapters(root);
  // Pages of the guide outside the numbered chapters (e.g. embedding.md).
  const listed = new Set(chapters.map((c) => c.file));
  for (const f of (await readdir(join(root, "docs"))).sort()) {
    if (!f.endsWith(".md") || f === "README.md" || listed.has(f)) continue;
    const h1 = /^# (.+)$/m.exec(await readFile(join(root, "docs", f), "utf8"));
    chapters.push({ file: f, title: h1 ? h1[1] : f.replace(/\.md$/, ""), extra: true });
  }
  const out = (path, html) => writeIfChanged(join(distDir, path), html);

  await out("index.html", landingPage({ widget }));

  // The guide: its README is the index, each chapter a page.
  const readme = await readFile(join(root, "docs", "README.md"), "utf8");
  const rendered = new Map();
  for (const c of chapters) {
    rendered.set(c.file, renderChapter(md, c.file.replace(/\.md$/, ""), await readFile(join(root, "docs", c.file), "utf8")));
  }
  const index = renderChapter(md, "README", readme);
  await out("docs/index.html", docsPage({ chapters, current: "index.md", title: "The Terraform language, in tfplay", r: index, widget }));
  for (const c of chapters) {
    const r = rendered.get(c.file);
    await out(`docs/${c.file.replace(/\.md$/, ".html")}`, docsPage({ chapters, current: c.file, title: r.title, r, widget }));
  }

  await buildFunctionReference({ distDir, root, widget, sidebar: (current) => docsSidebar(chapters, current, "../"), out });
  await out("examples/index.html", await galleryPage({ root }));
  await workshopsPlaceholder(distDir, root);
  await out("_headers", headersFile());
}

/** The chapters in the order docs/README.md lists them: [{file, title}]. */
async function readChapters(root) {
  const readme = await readFile(join(root, "docs", "README.md"), "utf8");
  const list = readme.slice(readme.indexOf("## Chapters"));
  const chapters = [];
  for (const m of list.matchAll(/^\d+\.\s+\[([^\]]+)\]\(([\w-]+\.md)\)/gm)) chapters.push({ title: m[1], file: m[2] });
  if (chapters.length === 0) throw new Error("docs/README.md lists no chapters under ## Chapters");
  return chapters;
}

/** The guide's sidebar: every chapter, then the function reference. `up` leads from the page to docs/. */
export function docsSidebar(chapters, current, up = "") {
  const items = [
    `<li><a href="${up}index.html"${current === "index.md" ? ' aria-current="page"' : ""}>Introduction</a></li>`,
    ...chapters
      .filter((c) => !c.extra)
      .map(
        (c, i) =>
          `<li><a href="${up}${esc(c.file.replace(/\.md$/, ".html"))}"${c.file === current ? ' aria-current="page"' : ""}>${i + 1}. ${esc(c.title)}</a></li>`,
      ),
    `<li><a href="${up}functions/"${current === "functions/" ? ' aria-current="page"' : ""}>Function reference</a></li>`,
    ...chapters
      .filter((c) => c.extra)
      .map((c) => `<li><a href="${up}${esc(c.file.replace(/\.md$/, ".html"))}"${c.file === current ? ' aria-current="page"' : ""}>${esc(c.title)}</a></li>`),
  ];
  return `<nav class="sidebar" aria-label="The guide">
        <h2>The guide</h2>
        <ol>
          ${items.join("\n          ")}
        </ol>
      </nav>`;
}

function docsPage({ chapters, current, title, r, widget }) {
  const i = chapters.findIndex((c) => c.file === current);
  const prev = i > 0 ? chapters[i - 1] : i === 0 ? { file: "index.md", title: "Introduction" } : null;
  const next = i + 1 < chapters.length ? chapters[i + 1] : null;
  const link = (c, rel) => `<a rel="${rel}" href="${esc(c.file.replace(/\.md$/, ".html"))}">${rel === "prev" ? "← " : ""}${esc(c.title)}${rel === "next" ? " →" : ""}</a>`;
  const toc = r.toc.length
    ? `<nav class="toc" aria-label="On this page"><h2>On this page</h2><ul>${r.toc.map((h) => `<li><a href="#${esc(h.id)}">${esc(h.text)}</a></li>`).join("")}</ul></nav>\n`
    : "";
  // The table of contents goes under the chapter's title.
  const cut = r.html.indexOf("</h1>") + "</h1>".length;
  const html = cut >= "</h1>".length ? r.html.slice(0, cut) + "\n" + toc + r.html.slice(cut) : toc + r.html;
  const body = `<article class="doc" data-embeds="${r.embeds}">
${html}</article>
<nav class="pager" aria-label="Chapters">${prev ? link(prev, "prev") : "<span></span>"}${next ? link(next, "next") : ""}</nav>`;
  return page({
    root: "../",
    title: `${title} · tfplay docs`,
    description: `${title}: a chapter of tfplay's guide to the Terraform language, where every example runs in your browser.`,
    section: "docs/",
    sidebar: docsSidebar(chapters, current),
    body,
    widget: widget && r.embeds > 0,
    bodyClass: "docs",
  });
}

/**
 * The workshops have their own build (web/src/workshop/, workshops/),
 * which writes dist/workshops/. Until it has, this page keeps the link
 * from the site's header working and says so. It never replaces a page
 * the workshops' build wrote.
 */
async function workshopsPlaceholder(distDir, root) {
  const file = join(distDir, "workshops", "index.html");
  const current = await readFile(file, "utf8").catch(() => null);
  if (current !== null && !current.includes(PLACEHOLDER)) return;
  const body = `<h1>Workshops</h1>
<p>Hands-on workshops, step by step, with checks that tell you when a step is done. They are on their way.</p>
<p>Meanwhile, follow <a href="../docs/first-steps.html">the guide</a> or try <a href="../examples/">an example</a> in <a href="../play/">the playground</a>.</p>`;
  const html = page({ root: "../", title: "Workshops · tfplay", section: "workshops/", body }).replace("<head>", `<head>\n    ${PLACEHOLDER}`);
  await writeIfChanged(file, html);
}

/** Headers for hosts that read a `_headers` file (Netlify, Cloudflare Pages). */
function headersFile() {
  return `# Headers for static hosts that read this file (Netlify, Cloudflare Pages).
# Other hosts: serve *.wasm as application/wasm, send the same
# Content-Security-Policy, and serve the .br/.gz copies when the client
# accepts them (see README.md, "The site").
/*
  Content-Security-Policy: ${contentSecurityPolicy}
  X-Content-Type-Options: nosniff

/*.wasm
  Content-Type: application/wasm

/sw.js
  Cache-Control: no-cache
`;
}
