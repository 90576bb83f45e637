/**
 * Turns Graphviz's SVG text into DOM nodes for the page. Graphviz escapes
 * the labels it draws, and the DOT it lays out is written with escaped
 * strings (layout-dot.ts); on top of that, only the elements and
 * attributes Graphviz draws with are kept, so nothing in the SVG can run
 * script or load anything.
 */

const ELEMENTS = new Set(["svg", "g", "title", "polygon", "polyline", "path", "ellipse", "circle", "rect", "line", "text", "tspan"]);
const ATTRIBUTES = new Set([
  "id", "class", "width", "height", "viewBox", "transform", "points", "d", "cx", "cy", "rx", "ry", "r", "x", "y", "x1", "y1", "x2", "y2",
  "fill", "stroke", "stroke-width", "stroke-dasharray", "fill-opacity", "stroke-opacity", "text-anchor", "font-family", "font-size",
  "font-weight", "font-style", "xml:space", "xmlns",
]);

/** Keeps only `ELEMENTS` and `ATTRIBUTES` under `el`. */
function clean(el: Element): void {
  for (const child of [...el.children]) {
    if (!ELEMENTS.has(child.localName)) child.remove();
    else clean(child);
  }
  for (const attr of [...el.attributes]) if (!ATTRIBUTES.has(attr.name)) el.removeAttributeNode(attr);
}

/** The <svg> element of `svgText`, cleaned and adopted by `doc`. */
export function importSVG(svgText: string, doc: Document = document): SVGSVGElement {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = parsed.documentElement;
  if (svg.localName !== "svg" || parsed.getElementsByTagName("parsererror").length) throw new Error("Graphviz returned no SVG");
  clean(svg);
  return doc.importNode(svg, true) as unknown as SVGSVGElement;
}
