/**
 * Completion from the engine (engine/intel): block types and
 * meta-arguments, resource and data source types with their arguments
 * and nested blocks, functions with their signatures, and references
 * from the configuration. The engine filters by the typed prefix and
 * ranks; CodeMirror then narrows the list while the user types on.
 */
import {
  autocompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
  insertCompletionText,
  snippet,
} from "@codemirror/autocomplete";
import type { Extension } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { printable } from "../ansi";
import type { IntelClient } from "./client";
import { completionKeys } from "./keys";
import { ByteOffsetMapper, utf16ToByte } from "./positions";
import type { IntelItem, IntelKind } from "./types";

/** CodeMirror's completion types (they pick the icon) by kind. */
const TYPES: Record<IntelKind, string> = {
  block: "keyword",
  argument: "property",
  "meta-argument": "keyword",
  "resource-type": "class",
  "data-source": "class",
  provider: "namespace",
  function: "function",
  variable: "variable",
  local: "variable",
  module: "namespace",
  output: "property",
  resource: "variable",
  attribute: "property",
  keyword: "keyword",
  type: "type",
  value: "constant",
  file: "text",
};

/**
 * Whether typing up to `pos` is worth a question: after a word character,
 * a `.`, or the opening quote of a label or string (not a closing one).
 */
function worthAsking(ctx: CompletionContext): boolean {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const before = line.text.slice(0, ctx.pos - line.from);
  if (/[\w.]$/.test(before)) return true;
  return before.endsWith('"') && (before.match(/"/g)?.length ?? 0) % 2 === 1;
}

/** The completion list's entry for one engine item. */
export function toCompletion(item: IntelItem, index: number): Completion {
  const fn = item.kind === "function";
  const c: Completion = {
    // Functions read as what is inserted: `upper(`.
    label: fn ? `${item.label}(` : item.label,
    type: TYPES[item.kind] ?? "text",
    // The engine's order first (required arguments, then the rest), but
    // never above an exact match of the typed word.
    boost: Math.max(0, 20 - index) / 2 + (item.required ? 10 : 0),
    apply: (view: EditorView, _c: Completion, from: number, to: number) => {
      if (item.snippet) snippet(item.snippet)(view, _c, from, to);
      else view.dispatch(insertCompletionText(view.state, item.insertText, from, to));
    },
  };
  const detail = item.detail ?? "";
  if (detail) c.detail = item.required && !/required/.test(detail) ? `${detail}, required` : detail;
  if (item.documentation || detail) {
    c.info = () => {
      const dom = document.createElement("div");
      dom.className = "cm-intel-info";
      if (detail) {
        const sig = document.createElement("div");
        sig.className = "cm-intel-signature";
        sig.textContent = detail;
        dom.append(sig);
      }
      if (item.documentation) {
        const doc = document.createElement("div");
        doc.className = "cm-intel-doc";
        doc.textContent = printable(item.documentation); // a description's escapes and control characters never reach the page
        dom.append(doc);
      }
      return dom;
    };
  }
  return c;
}

/** The completion extension of the file at `path`. */
export function intelCompletion(client: IntelClient, path: string): Extension {
  const source = async (ctx: CompletionContext): Promise<CompletionResult | null> => {
    if (!ctx.explicit && !worthAsking(ctx)) return null;
    const text = ctx.state.doc.toString();
    const items = await client.complete(path, text, utf16ToByte(text, ctx.pos));
    if (!items || items.length === 0 || ctx.aborted) return null;
    // Items replace the same span (the word or quoted label around the cursor).
    const mapper = new ByteOffsetMapper(text);
    const start = items.reduce((m, i) => Math.min(m, i.range.start), Infinity);
    const end = items.reduce((m, i) => Math.max(m, i.range.end), 0);
    const from = Math.min(ctx.pos, mapper.toUtf16(start));
    const to = Math.max(ctx.pos, mapper.toUtf16(end));
    return {
      from,
      to,
      options: items.map(toCompletion),
      // Typing on within a word narrows this list without asking again.
      validFor: /^[\w-]*$/,
    };
  };
  return [autocompletion({ override: [source], icons: true, activateOnTypingDelay: 50, defaultKeymap: false }), completionKeys()];
}
