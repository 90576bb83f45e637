// The site's Content-Security-Policy, in one place: scripts/serve.mjs and
// the `_headers` file of the static build (scripts/site/build-site.mjs)
// both send this string. 'wasm-unsafe-eval' lets the engine's WebAssembly
// compile; nothing else is loaded from anywhere but the site itself.
// Styles may be inline: CodeMirror injects its theme as <style> elements
// (style-mod) and the Graph tab's SVG carries style attributes; scripts
// may not.
export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'";
