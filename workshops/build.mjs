// Builds the workshops into the site (a page generator of scripts/build.mjs):
//
//   dist/workshops/index.html, view.html    the pages (web/workshops/)
//   dist/workshops/data/index.json          id, title, description and step titles of every workshop
//   dist/workshops/data/ID.json             one workshop: its steps with their text as HTML,
//                                           starting files, solution, checks and hint
//
// The folder format is described in workshops/workshops.go, which also
// checks it (go test ./workshops/). Step texts are Markdown rendered by
// markdown-it with raw HTML off: any HTML in a text is shown as text.
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Renders a step's Markdown to HTML (raw HTML escaped). */
export function renderMarkdown(text) {
  return md.render(text);
}

async function readTree(dir) {
  const out = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = join(e.parentPath ?? e.path, e.name);
    out[relative(dir, file).split("\\").join("/")] = await readFile(file, "utf8");
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** Loads every workshop folder (one with a workshop.json) under `dir`, sorted by order, then id. */
export async function loadWorkshops(dir) {
  const workshops = [];
  for (const e of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!e.isDirectory()) continue;
    const base = join(dir, e.name);
    const index = JSON.parse(await readFile(join(base, "workshop.json"), "utf8").catch(() => "null"));
    if (!index) continue;
    const steps = [];
    for (const id of index.steps) {
      const meta = JSON.parse(await readFile(join(base, id, "step.json"), "utf8"));
      steps.push({
        id,
        title: meta.title,
        html: renderMarkdown(await readFile(join(base, id, "step.md"), "utf8")),
        hint: meta.hint,
        ...(meta.setup ? { setup: meta.setup } : {}),
        files: await readTree(join(base, id, "files")),
        solution: await readTree(join(base, id, "solution")),
        checks: meta.checks,
      });
    }
    workshops.push({ id: e.name, title: index.title, description: index.description, order: index.order ?? 0, steps });
  }
  return workshops.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** The page generator: writes dist/workshops/. */
export async function buildWorkshops({ distDir, root }) {
  const { writeIfChanged } = await import("../scripts/site/files.mjs");
  const out = join(distDir, "workshops");
  await mkdir(join(out, "data"), { recursive: true });
  const workshops = await loadWorkshops(join(root, "workshops"));
  const index = workshops.map((w) => ({ id: w.id, title: w.title, description: w.description, steps: w.steps.map((s) => s.title) }));
  await writeIfChanged(join(out, "data", "index.json"), JSON.stringify(index));
  for (const w of workshops) await writeIfChanged(join(out, "data", `${w.id}.json`), JSON.stringify(w));
  await writeIfChanged(join(out, "index.html"), await listPage(index));
  for (const file of ["view.html", "workshop.css"]) {
    await writeIfChanged(join(out, file), await readFile(join(root, "web", "workshops", file)));
  }
}

/** The list of workshops, in the site's layout; list.js adds the learner's progress. */
async function listPage(index) {
  const { esc, page } = await import("../scripts/site/html.mjs");
  const items = index.map(
    (w) => `<li class="gallery-item" data-workshop="${esc(w.id)}">
  <h2><a href="view.html?w=${esc(w.id)}">${esc(w.title)}</a></h2>
  <p>${esc(w.description)}</p>
  <p class="meta workshop-progress">${w.steps.length} steps</p>
  <ol class="meta">
${w.steps.map((t) => `    <li>${esc(t)}</li>`).join("\n")}
  </ol>
</li>`,
  );
  const body = `<h1>Workshops</h1>
<p>Each workshop is a series of steps: read the step, write Terraform in the editor, plan and apply it against simulated clouds, then press <strong>Check</strong>. Your progress stays in this browser, and you can start at any step.</p>
<ul class="gallery" aria-label="Workshops">
${items.join("\n")}
</ul>`;
  return page({
    root: "../",
    title: "Workshops · tfplay",
    description: "Learn the Terraform language step by step, in your browser, with checks at every step.",
    section: "workshops/",
    body,
  }).replace("</head>", `  <script type="module" src="list.js"></script>\n  </head>`);
}
