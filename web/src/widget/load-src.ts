/**
 * The `src` attribute: files loaded by URL. A JSON document
 * `{"files": {"main.tf": "…"}}` gives several files; anything else is
 * one file named after the URL's last part (main.tf when it has none).
 * The URL is fetched by the page embedding the widget, so a file on
 * another origin needs CORS (Access-Control-Allow-Origin) on its server.
 */
import { basename, cleanPath, isEngineFile } from "../paths";

export async function loadSrc(src: string, base: string): Promise<Record<string, string>> {
  const url = new URL(src, base);
  let response: Response;
  try {
    response = await fetch(url, { credentials: "omit" });
  } catch {
    throw new Error(`could not fetch ${url.href} (a file on another site needs CORS: Access-Control-Allow-Origin)`);
  }
  if (!response.ok) throw new Error(`could not fetch ${url.href}: HTTP ${response.status}`);
  const text = await response.text();
  const isJSON = /\.json$/.test(url.pathname) && !/\.tf\.json$/.test(url.pathname) || (response.headers.get("Content-Type") ?? "").includes("json") && !/\.tf\.json$/.test(url.pathname);
  if (isJSON) {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      throw new Error(`${url.href} is not valid JSON`);
    }
    const files = (doc as { files?: unknown } | null)?.files;
    if (!files || typeof files !== "object" || Array.isArray(files)) throw new Error(`${url.href} has no "files" object`);
    const out: Record<string, string> = {};
    for (const [name, content] of Object.entries(files as Record<string, unknown>)) {
      const path = cleanPath(name);
      if (!path || typeof content !== "string") throw new Error(`${url.href}: the file ${JSON.stringify(name)} is not a text file with a valid path`);
      if (!isEngineFile(path)) out[path] = content;
    }
    return out;
  }
  const name = cleanPath(basename(decodeURIComponent(url.pathname))) ?? "main.tf";
  return { [name.includes(".") ? name : "main.tf"]: text };
}
