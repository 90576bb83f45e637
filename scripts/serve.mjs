// A small static server for dist/: application/wasm for the engine, and
// the pre-compressed .br/.gz copy of a file when the client accepts it.
//
//   node scripts/serve.mjs            # http://localhost:8080 (PORT overrides)
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer as createHTTPServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { contentSecurityPolicy } from "./lib/csp.mjs";
import { distDir, isMain } from "./lib/util.mjs";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** Content codings we have pre-compressed files for, best first. */
const encodings = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
];

/** The codings the Accept-Encoding header allows (q > 0). */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (coding && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(coding);
  }
  return accepted;
}

async function fileStat(path) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** Creates (without starting) an HTTP server for the files under `root`. */
export function createServer(root = distDir) {
  return createHTTPServer(async (req, res) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Security-Policy": contentSecurityPolicy }).end();
        return;
      }
      let pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      if (pathname.endsWith("/")) pathname += "index.html";
      const file = normalize(join(root, pathname));
      if (!file.startsWith(root + sep) || pathname.includes("\0")) {
        res.writeHead(403, { "Content-Security-Policy": contentSecurityPolicy }).end();
        return;
      }
      const base = await fileStat(file);
      if (!base && (await fileStat(join(file, "index.html")))) {
        // A folder asked for without its slash: as static hosts do, redirect
        // so that the page's relative URLs resolve inside the folder.
        const url = new URL(req.url ?? "/", "http://x");
        res.writeHead(301, { Location: url.pathname + "/" + url.search, "Content-Security-Policy": contentSecurityPolicy }).end();
        return;
      }
      if (!base) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": contentSecurityPolicy }).end("404 not found\n");
        return;
      }
      const headers = {
        "Content-Type": types[extname(file)] ?? "application/octet-stream",
        "Cache-Control": "no-cache",
        "X-Content-Type-Options": "nosniff",
        // The site's policy (scripts/lib/csp.mjs): no inline script, no
        // eval, WebAssembly compiled, nothing loaded from elsewhere.
        "Content-Security-Policy": contentSecurityPolicy,
        Vary: "Accept-Encoding",
      };
      let served = file;
      let size = base.size;
      const accepted = acceptedEncodings(req.headers["accept-encoding"]);
      for (const enc of encodings) {
        if (!accepted.has(enc.name)) continue;
        const s = await fileStat(file + enc.ext);
        if (s && s.mtimeMs >= base.mtimeMs) {
          served = file + enc.ext;
          size = s.size;
          headers["Content-Encoding"] = enc.name;
          break;
        }
      }
      const etag = `"${base.size.toString(16)}-${Math.floor(base.mtimeMs).toString(16)}-${headers["Content-Encoding"] ?? "identity"}"`;
      headers.ETag = etag;
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      headers["Content-Length"] = size;
      res.writeHead(200, headers);
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      createReadStream(served).pipe(res);
    } catch (err) {
      if (!res.headersSent) res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`${err instanceof Error ? err.message : err}\n`);
    }
  });
}

/** Serves dist/ on PORT (default 8080) and HOST (default localhost). */
export function serve({ port = Number(process.env.PORT || 8080), host = process.env.HOST || "localhost" } = {}) {
  const server = createServer();
  server.listen(port, host, () => {
    console.log(`\ntfplay is served at http://localhost:${port}/ (the playground: http://localhost:${port}/play/; Ctrl+C to stop)`);
  });
  return server;
}

if (isMain(import.meta.url)) serve();
