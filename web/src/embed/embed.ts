/**
 * dist/embed.js, the script of dist/embed.html: the iframe embed for
 * sites that cannot load scripts. The files come from a share link's
 * payload in the hash (`embed.html#v2.…` as the playground's Share makes
 * it, or an older `#v1.…`); the options from the query or from the hash
 * after the payload: `embed.html?view=console&console=upper("x")#v2.…` or
 * `embed.html#v2.…&view=plan`. See docs/embedding.md.
 */
import { decodeShare } from "../share/codec";
import { defineWidget } from "../widget/element";
import { parseEmbedLocation } from "./location";

/** Attributes of <tfplay-example> an embed URL may set. */
const ATTRIBUTES = ["view", "setup", "cmd", "height", "flavor"] as const;
/** Boolean attributes: present unless the value is 0, false or no. */
const FLAGS = ["readonly", "autorun"] as const;

function fail(main: HTMLElement, message: string): void {
  const p = document.createElement("p");
  p.className = "embed-error";
  p.style.margin = "1rem";
  p.style.color = "#c4282b";
  p.textContent = message;
  main.replaceChildren(p);
}

async function start(): Promise<void> {
  defineWidget();
  // Styles set through the CSSOM: the site's policy (style-src 'self') refuses inline <style>.
  document.body.style.margin = "0";
  document.body.style.font = "14px/1.5 system-ui, sans-serif";
  const main = document.getElementById("embed") ?? document.body;
  const { payload, options } = parseEmbedLocation(location.search, location.hash);
  if (!payload) {
    fail(main, "No example here: the address of this page needs the part after the # of a share link (#v2.…, made by Share in the tfplay playground).");
    return;
  }
  const res = await decodeShare(payload);
  if (!res.ok) {
    fail(main, res.error);
    return;
  }
  const el = document.createElement("tfplay-example");
  el.style.margin = "0";
  el.setAttribute("flavor", res.payload.flavor);
  for (const name of ATTRIBUTES) {
    const v = options.get(name);
    if (v !== null) el.setAttribute(name, v);
  }
  // An embed runs when it comes into view unless told otherwise.
  if (!options.has("autorun")) el.setAttribute("autorun", "");
  for (const name of FLAGS) {
    const v = options.get(name);
    if (v !== null && !/^(0|false|no)$/i.test(v)) el.setAttribute(name, "");
  }
  for (const [path, text] of Object.entries(res.payload.files)) {
    const script = document.createElement("script");
    script.type = /\.(tf|tfvars|hcl)$/.test(path) ? "text/hcl" : "text/plain";
    script.dataset["file"] = path;
    script.textContent = text;
    el.append(script);
  }
  const lines = options.getAll("console").flatMap((v) => v.split("\n")).filter((l) => l.trim());
  if (lines.length) {
    const script = document.createElement("script");
    script.type = "text/plain";
    script.dataset["console"] = "";
    script.textContent = lines.join("\n");
    el.append(script);
  }
  main.replaceChildren(el);
}

void start();
addEventListener("hashchange", () => location.reload());
