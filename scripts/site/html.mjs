// HTML helpers of the site's generator: escaping and the page layout
// shared by every generated page. Every text and attribute value goes
// through esc(); nothing from docs/ or the engine is inserted raw.

/** Escapes text for HTML content and double-quoted attribute values. */
export function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

/**
 * The body of a <script type="text/…"> data block: the HTML parser reads
 * it raw up to "</script", so text holding that (or "<!--", which changes
 * how the parser looks for the end) cannot be embedded: refuse it.
 */
export function scriptData(text, where) {
  if (/<\/script|<!--/i.test(text)) throw new Error(`${where}: a live example cannot hold "</script" or "<!--"`);
  return text;
}

/** The site's sections, for the header's navigation: [path from the root, label]. */
export const sections = [
  ["play/", "Playground"],
  ["docs/", "Docs"],
  ["docs/functions/", "Functions"],
  ["examples/", "Examples"],
  ["workshops/", "Workshops"],
];

/**
 * A whole page. `root` is the relative path from the page to the site's
 * root ("", "../", "../../"): every URL is relative, so the site works
 * under any sub-path. `section` is the header entry to mark current.
 */
export function page({ root, title, description = "", section = "", body, sidebar = "", widget = false, bodyClass = "" }) {
  const nav = sections
    .map(([path, label]) => `<a href="${root}${path}"${path === section ? ' aria-current="page"' : ""}>${esc(label)}</a>`)
    .join("\n        ");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <meta name="description" content="${esc(description)}" />
    <title>${esc(title)}</title>
    <link rel="icon" href="${root}favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${root}site.css" />
    <script type="module" src="${root}site.js"></script>
    <script type="module" src="${root}register-sw.js"></script>${widget ? `\n    <script src="${root}widget.js" defer></script>` : ""}
  </head>
  <body${bodyClass ? ` class="${esc(bodyClass)}"` : ""}>
    <a class="skip-link" href="#content">Skip to the content</a>
    <header class="site-header">
      <a class="brand" href="${root}">tfplay</a>
      <nav class="site-nav" aria-label="Site">
        ${nav}
      </nav>
    </header>
    <div class="site-body${sidebar ? " with-sidebar" : ""}">${sidebar ? `\n      ${sidebar}` : ""}
      <main id="content" class="content">
${body}
      </main>
    </div>
    <footer class="site-footer">
      <p>tfplay runs the Terraform language in your browser, against mock providers: nothing is created anywhere. Terraform is a trademark of HashiCorp; tfplay is not affiliated with HashiCorp or the OpenTofu project.</p>
    </footer>
  </body>
</html>
`;
}
