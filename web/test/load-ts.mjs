// Loads a web/src TypeScript module in Node for unit tests: esbuild
// bundles it in memory and the result is imported from a data: URL.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

export async function loadTS(relativePath) {
  const entry = fileURLToPath(new URL(`../src/${relativePath}`, import.meta.url));
  const result = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", write: false, logLevel: "error" });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
