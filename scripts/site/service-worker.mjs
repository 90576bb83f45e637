// Bundles web/src/sw.ts into dist/sw.js with the lists of the site's files
// to cache (on install, or when first used) and a hash of their contents: a deploy that changes any file
// changes sw.js, which makes browsers install the new worker (and drop the
// old build's cache).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles, writeIfChanged } from "./files.mjs";

/** Files that are not cached: compressed copies, host settings, the worker itself, source maps, dotfiles. */
const skip = /(\.br|\.gz|\.map|^_headers|^_redirects|^sw\.js)$|(^|\/)\./;

/**
 * Files cached when first used rather than on install: what a page does
 * not need to start (the Graph tab's Graphviz, the widget and the iframe
 * embed, the docs pages). The pages, their bundles and the engine are
 * cached on install.
 */
const lazy = /^(graph\.js|widget\.js|embed\.js|embed\.html|docs\/.*)$/;

/** Pages that do not register the worker: the iframe embed lives inside other sites' pages. */
const notRegistering = new Set(["embed.html"]);

/**
 * Makes every page of the site register the worker: pages written by
 * other parts of the build (the workshops' pages) get the same external
 * script the generated pages load (no inline script, for the CSP).
 */
async function registerEverywhere(distDir, files) {
  for (const f of files) {
    if (!f.endsWith(".html") || notRegistering.has(f)) continue;
    const file = join(distDir, f);
    const html = await readFile(file, "utf8");
    if (html.includes("register-sw.js") || !html.includes("</head>")) continue;
    const up = "../".repeat(f.split("/").length - 1);
    await writeIfChanged(file, html.replace("</head>", `  <script type="module" src="${up}register-sw.js"></script>\n  </head>`));
  }
}

export async function buildServiceWorker({ distDir, root }) {
  await registerEverywhere(distDir, await listFiles(distDir));
  const files = (await listFiles(distDir)).filter((f) => !skip.test(f));
  const hash = createHash("sha256");
  for (const f of files) {
    hash.update(f + "\0");
    hash.update(await readFile(join(distDir, f)));
  }
  const build = hash.digest("hex").slice(0, 16);
  const esbuild = await import("esbuild");
  const out = await esbuild.build({
    entryPoints: [join(root, "web", "src", "sw.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
    legalComments: "none",
    define: {
      TFPLAY_BUILD: JSON.stringify(build),
      TFPLAY_FILES: JSON.stringify(files.filter((f) => !lazy.test(f))),
      TFPLAY_LAZY: JSON.stringify(files.filter((f) => lazy.test(f))),
    },
  });
  await writeIfChanged(join(distDir, "sw.js"), out.outputFiles[0].contents);
  return { build, files };
}
