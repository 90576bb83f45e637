// Bundles web/src/sw.ts into dist/sw.js with the list of the site's files
// to cache and a hash of their contents: a deploy that changes any file
// changes sw.js, which makes browsers install the new worker (and drop the
// old build's cache).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { listFiles, writeIfChanged } from "./files.mjs";

/** Files that are not cached: compressed copies, host settings, the worker itself, source maps, dotfiles. */
const skip = /(\.br|\.gz|\.map|^_headers|^_redirects|^sw\.js)$|(^|\/)\./;

export async function buildServiceWorker({ distDir, root }) {
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
    define: { TFPLAY_BUILD: JSON.stringify(build), TFPLAY_FILES: JSON.stringify(files) },
  });
  await writeIfChanged(join(distDir, "sw.js"), out.outputFiles[0].contents);
  return { build, files };
}
