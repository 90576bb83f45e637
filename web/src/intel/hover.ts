/**
 * Hover tooltips from the engine (engine/intel): a function's signature
 * and description, a resource type's or argument's documentation, and the
 * evaluated value of the reference or expression under the mouse, from
 * the last plan or the state. Everything is rendered as text.
 */
import type { Extension } from "@codemirror/state";
import { hoverTooltip, type Tooltip } from "@codemirror/view";
import { printable } from "../ansi";
import type { IntelClient } from "./client";
import { ByteOffsetMapper, utf16ToByte } from "./positions";
import type { IntelInfo } from "./types";

/** Where a hover's values come from, as the tooltip says it. */
const SOURCES: Record<string, string> = {
  plan: "from the last plan",
  state: "from the state",
  configuration: "from the configuration",
};

function el(tag: string, className: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = printable(text); // a description's escapes and control characters never reach the page
  return e;
}

/** The tooltip's content for a hover. */
export function renderInfo(info: IntelInfo): HTMLElement {
  const dom = el("div", "cm-intel-hover");
  dom.append(el("div", "cm-intel-title", info.title));
  if (info.detail) dom.append(el("div", "cm-intel-detail", info.detail));
  if (info.documentation) dom.append(el("div", "cm-intel-doc", info.documentation));
  const hasValue = info.value !== undefined && info.value !== "";
  if (hasValue || info.values?.length) {
    const source = info.valueSource ? SOURCES[info.valueSource] ?? `from the ${info.valueSource}` : "";
    dom.append(el("div", "cm-intel-label", source ? `Value, ${source}:` : "Value:"));
    if (hasValue) dom.append(el("pre", "cm-intel-value", info.value));
    for (const v of info.values ?? []) {
      const row = el("div", "cm-intel-instance");
      row.append(el("span", "cm-intel-instance-name", v.instance), el("pre", "cm-intel-value", v.value));
      dom.append(row);
    }
  }
  if (info.error) dom.append(el("div", "cm-intel-error", info.error));
  return dom;
}

/** The hover extension of the file at `path`. */
export function intelHover(client: IntelClient, path: string): Extension {
  return hoverTooltip(
    async (view, pos, side): Promise<Tooltip | null> => {
      const text = view.state.doc.toString();
      // Hovering the right half of the last character of a word still means that word.
      const at = side < 0 && pos > 0 ? pos - 1 : pos;
      const info = await client.hover(path, text, utf16ToByte(text, at));
      if (!info || view.state.doc.toString() !== text) return null;
      const mapper = new ByteOffsetMapper(text);
      const from = mapper.toUtf16(info.range.start);
      const to = Math.max(from, mapper.toUtf16(info.range.end));
      return { pos: from, end: to, above: true, create: () => ({ dom: renderInfo(info) }) };
    },
    { hoverTime: 250 },
  );
}
