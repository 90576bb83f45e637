// The site's Content-Security-Policy, in one place: scripts/serve.mjs and
// the `_headers` file of the static build (scripts/site/build-site.mjs)
// both send this string. 'wasm-unsafe-eval' lets the engine's WebAssembly
// compile; nothing else is loaded from anywhere but the site itself.
// Neither scripts nor styles may be inline: no <style> element, no style
// attribute. What the pages style at run time goes through the CSSOM,
// which the policy allows: CodeMirror's themes (style-mod) go to a
// constructed stylesheet (web/src/editor-styles.ts), the widget's too
// (web/src/widget/styles.ts), the Graph tab's SVG keeps no style
// attribute (web/src/graph/svg-safe.ts) and svg-pan-zoom's overflow is set
// through element.style (web/src/graph/graph-view.ts).
// web/test/security.test.mjs fails on any violation on any kind of page.
export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'";
