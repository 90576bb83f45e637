/**
 * CodeMirror's styles under the site's Content-Security-Policy, whose
 * style-src has no 'unsafe-inline' (scripts/lib/csp.mjs).
 *
 * CodeMirror mounts its themes with style-mod, which writes them into a
 * <style> element when the editor sits in a document — text the policy
 * refuses — and into a constructable stylesheet (document
 * .adoptedStyleSheets, filled through the CSSOM, which the policy allows)
 * when it sits in a shadow root. style-mod decides once per root, by
 * whether the root has a `head`. So before the first editor of the page is
 * made, the document's style set is created while `document.head` reads as
 * null: it takes the constructable stylesheet, and every later mount inserts
 * its rules there. A nonce (EditorView.cspNonce) is no answer for a static
 * site, which cannot make one per response. Written by hand: no library
 * does this. web/test/security.test.mjs fails on any CSP violation.
 *
 * Adopted sheets come after the page's own sheets in the cascade (a
 * <style> element came first): CodeMirror's rules are scoped by generated
 * classes, so only a page rule of the same specificity on the same
 * property could change; style.css has none. A browser without
 * constructable stylesheets on documents (Safari before 16.4) keeps
 * style-mod's <style> element, which the policy refuses there.
 */
import { StyleModule } from "style-mod";

let done = false;

/** Makes CodeMirror's styles go to a constructable stylesheet of the document. Idempotent. */
export function useConstructedEditorStyles(doc: Document = document): void {
  if (done || !("adoptedStyleSheets" in doc) || typeof CSSStyleSheet !== "function") return;
  done = true;
  Object.defineProperty(doc, "head", { configurable: true, get: () => null });
  try {
    StyleModule.mount(doc, []);
  } finally {
    delete (doc as { head?: unknown }).head;
  }
}
