// Renders the language guide (docs/*.md) to HTML pages. Markdown goes
// through markdown-it with raw HTML off (so anything in the text is
// escaped); fenced code blocks are read as docs/README.md "How examples
// are marked" describes, and every runnable example becomes a live
// <tfplay-example> element (see web/src/widget/), holding its files, the
// commands run before it (setup), the command it shows and the output
// the test suite (docs/docs_test.go) checks.
import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";
import { esc, scriptData } from "./html.mjs";

/** What each expect= kind runs, and the widget view that shows it. */
const kinds = {
  init: { cmd: "terraform init", view: "terminal" },
  validate: { cmd: "terraform validate", view: "validate" },
  plan: { cmd: "terraform plan", view: "plan" },
  apply: { cmd: "terraform apply -auto-approve", view: "apply" },
  destroy: { cmd: "terraform destroy -auto-approve", view: "apply" },
  output: { cmd: "terraform output", view: "outputs" },
  show: { cmd: "terraform show", view: "state" },
  state: { cmd: "terraform state list", view: "state" },
  console: { cmd: "terraform console", view: "console" },
  graph: { cmd: "terraform graph", view: "graph" },
  cli: { cmd: "", view: "terminal" },
};

/**
 * Splits an info string at spaces outside double quotes, removing the
 * quotes (inside them \" is a quote and \\ a backslash), as
 * docs/docs_test.go does: "hcl run file=a.tf" → {lang, flags, attrs}.
 */
export function parseInfo(info) {
  const words = [];
  let cur = "";
  let inQuote = false;
  let started = false;
  let escaped = false;
  for (const ch of info) {
    if (escaped) {
      cur += ch;
      escaped = false;
    } else if (ch === "\\" && inQuote) escaped = true;
    else if (ch === '"') {
      inQuote = !inQuote;
      started = true;
    } else if (ch === " " && !inQuote) {
      if (started) words.push(cur);
      cur = "";
      started = false;
    } else {
      cur += ch;
      started = true;
    }
  }
  if (started) words.push(cur);
  const [lang = "", ...rest] = words;
  const flags = new Set();
  const attrs = new Map();
  for (const w of rest) {
    const eq = w.indexOf("=");
    if (eq < 0) flags.add(w);
    else attrs.set(w.slice(0, eq), w.slice(eq + 1));
  }
  return { lang, flags, attrs };
}

/**
 * Whether a terraform command line leaves the state and files as they
 * were, so that a later example need not replay it.
 */
function readOnly(cmd) {
  const w = cmd.split(/\s+/);
  const sub = w[1] ?? "";
  if (["init", "validate", "console", "output", "show", "graph", "fmt", "version", "providers", "metadata"].includes(sub)) return true;
  if (sub === "plan") return !w.some((x) => x.startsWith("-out"));
  if (sub === "state") return ["list", "show", "pull"].includes(w[2] ?? "");
  if (sub === "workspace") return ["list", "show"].includes(w[2] ?? "");
  return false;
}

/** The language of a file, for its <script type>: HCL or plain text. */
function scriptType(name) {
  return /\.(tf|tofu|tfvars|hcl)$/.test(name) ? "text/hcl" : "text/plain";
}

/** The HTML of a <tfplay-example> element (the contract with web/src/widget/). */
export function embedHTML(e, where) {
  const attrs = [`view="${esc(e.view)}"`];
  // Always both: the widget's defaults (an apply before outputs and state
  // views, `terraform show` for state) are not what the guide runs.
  attrs.push(`setup="${esc(e.setup.join("; "))}"`);
  if (e.cmd) attrs.push(`cmd="${esc(e.cmd)}"`);
  if (e.height) attrs.push(`height="${esc(e.height)}"`);
  if (e.readonly) attrs.push("readonly");
  if (e.autorun) attrs.push("autorun");
  if (e.flavor) attrs.push(`flavor="${esc(e.flavor)}"`);
  if (e.env) attrs.push(`env="${esc(e.env)}"`);
  const children = [];
  for (const stage of e.stages ?? []) {
    const staged = [...stage.files].map(([n, text]) => `<script type="${scriptType(n)}" data-file="${esc(n)}">${scriptData(text, where)}</script>`);
    children.push(`<tfplay-stage setup="${esc(stage.setup.join("; "))}">\n${staged.join("\n")}\n</tfplay-stage>`);
  }
  for (const [name, text] of e.files) {
    children.push(`<script type="${scriptType(name)}" data-file="${esc(name)}">${scriptData(text, where)}</script>`);
  }
  if (e.console) children.push(`<script type="text/plain" data-console>${scriptData(e.console, where)}</script>`);
  if (e.expect !== undefined) children.push(`<script type="text/plain" data-expect>${scriptData(e.expect, where)}</script>`);
  return `<tfplay-example ${attrs.join(" ")}>\n${children.join("\n")}\n</tfplay-example>\n`;
}

/** A code block; `partOfEmbed` marks a file or console input shown in the live example above it. */
function codeBlock(text, lang, caption = "", partOfEmbed = false) {
  const cap = caption ? `<figcaption>${esc(caption)}</figcaption>` : "";
  return `<figure class="code"${partOfEmbed ? " data-in-example" : ""}>${cap}<pre><code${lang ? ` class="language-${esc(lang)}"` : ""}>${esc(text)}</code></pre></figure>\n`;
}

function expectedBlock(text, label) {
  return `<details class="expected"><summary>${esc(label)}</summary><pre><code>${esc(text)}</code></pre></details>\n`;
}

/** A markdown-it instance for the guide: no raw HTML, .md links made .html. */
export function markdown() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const link = md.renderer.rules.link_open ?? ((tokens, idx, options, env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = tokens[idx].attrGet("href") ?? "";
    if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) {
      tokens[idx].attrSet("href", href.replace(/(^|\/)README\.md(?=$|#)/, "$1index.md").replace(/\.md(?=$|#)/, ".html"));
    }
    return link(tokens, idx, options, env, self);
  };
  md.renderer.rules.tfplay_html = (tokens, idx) => tokens[idx].meta.html();
  return md;
}

/**
 * Renders one chapter. Returns its title, its HTML, its table of contents
 * (the ## headings) and how many live examples it holds.
 */
export function renderChapter(md, name, src) {
  const tokens = md.parse(src, {});
  const slugger = new GithubSlugger();
  const toc = [];
  let title = name;
  let embeds = 0;

  // The example being read, as stages: the files of its working
  // directory and the commands run on them, a new stage starting when a
  // file changes after state-changing commands (the reader's edit). An
  // embed runs the earlier stages (<tfplay-stage>) and then the last
  // stage's commands (setup) on the files it shows, as the test does.
  /** @type {{files: Map<string, string>, cmds: string[]}[] | null} */
  let stages = null;
  /** A `run apply` example not applied yet: the test applies it before the first command or edit. */
  let pendingApply = false;
  let exampleLevel = 0;
  let level = 0;
  let flavor = "";
  /** The example is marked known-bug: its outputs are written by hand, not checked. */
  let knownBug = false;
  /** The embed still taking files/commands before its first result. */
  let open = null;

  const current = () => stages?.[stages.length - 1] ?? { files: new Map(), cmds: [] };
  const changesState = (stage) => stage.cmds.some((c) => !readOnly(c));
  /** The current stage's state-changing commands (an embed's setup). */
  const currentSetup = () => [...current().cmds.filter((c) => !readOnly(c)), ...(pendingApply ? ["terraform apply -auto-approve"] : [])];
  /** Applies a `run apply` example now, before a command or an edit. */
  const settle = () => {
    if (pendingApply) current().cmds.push("terraform apply -auto-approve");
    pendingApply = false;
  };
  /** Sets a file; true when that starts a new stage (an edit after state changed). */
  const changeFile = (file, body) => {
    stages ??= [{ files: new Map(), cmds: [] }];
    if (current().files.has(file)) settle();
    let staged = false;
    if (changesState(current())) {
      stages.push({ files: new Map(current().files), cmds: [] });
      staged = true;
    }
    current().files.set(file, body);
    return staged;
  };
  const newEmbed = (token) => {
    const e = {
      view: "plan",
      stages: (stages ?? []).slice(0, -1).map((st) => ({ files: new Map(st.files), setup: st.cmds.filter((c) => !readOnly(c)) })),
      setup: currentSetup(),
      cmd: "terraform plan",
      files: new Map(current().files),
      console: "",
      expect: undefined,
      flavor,
      env: "",
    };
    embeds++;
    token.type = "tfplay_html";
    token.meta = { html: () => embedHTML(e, `docs/${name}.md:${(token.map?.[0] ?? 0) + 1}`) };
    return e;
  };
  const closeExample = () => {
    stages = null;
    pendingApply = false;
    open = null;
    knownBug = false;
  };
  const replace = (token, html) => {
    token.type = "tfplay_html";
    token.meta = { html: () => html };
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === "heading_open") {
      level = Number(t.tag.slice(1));
      if (level <= exampleLevel) closeExample();
      const text = tokens[i + 1].content;
      const id = slugger.slug(text);
      t.attrSet("id", id);
      if (level === 1) title = text;
      if (level === 2) toc.push({ id, text });
      continue;
    }
    if (t.type !== "fence") continue;
    const { lang, flags, attrs } = parseInfo(t.info.trim());
    const body = t.content.replace(/\n$/, "");
    if (flags.has("run")) {
      closeExample();
      exampleLevel = level;
      const file = attrs.get("file") ?? "main.tf";
      stages = [{ files: new Map([[file, body]]), cmds: [] }];
      knownBug = attrs.has("known-bug");
      pendingApply = flags.has("apply");
      open = newEmbed(t);
    } else if (attrs.has("file")) {
      const file = attrs.get("file");
      const edit = current().files.has(file);
      const staged = changeFile(file, body);
      if (open && !edit && !staged) {
        open.files.set(file, body);
        open.setup = currentSetup();
        replace(t, codeBlock(body, lang, `${file} (in the live example above)`, true));
      } else {
        // An edit (or a file added after state changed) is an example of
        // its own: the reader's change, run against what came before.
        open = newEmbed(t);
      }
    } else if (lang === "console-expr") {
      settle();
      if (open && !open.console) {
        open.console = body;
        open.view = "console";
        open.cmd = "terraform console";
        open.setup = currentSetup();
        replace(t, codeBlock(body, "hcl", "terraform console (in the live example above)", true));
      } else {
        if (!stages) exampleLevel = level; // a console example of its own
        open = newEmbed(t);
        open.console = body;
        open.view = "console";
        open.cmd = "terraform console";
      }
    } else if (lang === "sh" && flags.has("exec")) {
      settle();
      const cmds = body.split("\n").map((l) => l.trim()).filter(Boolean);
      stages ??= [{ files: new Map(), cmds: [] }];
      current().cmds.push(...cmds);
      if (open) open.setup = currentSetup();
      replace(t, codeBlock(body, "sh"));
    } else if (attrs.has("expect")) {
      const kind = attrs.get("expect");
      const k = kinds[kind];
      const label = kind === "files" ? "The files" : "Expected output";
      if (!k) {
        replace(t, expectedBlock(body, label));
        continue;
      }
      settle();
      const cmd = attrs.get("cmd") ?? k.cmd;
      // An output written by hand is shown, not checked.
      const checked = !flags.has("excerpt") && !knownBug;
      if (open && (kind === "console") === (open.view === "console")) {
        open.setup = currentSetup();
      } else {
        const e = newEmbed(t);
        const html = t.meta.html;
        t.meta = { html: () => html() + expectedBlock(body, label) };
        open = e;
      }
      open.view = k.view;
      open.cmd = cmd;
      // The variables are the environment of every command of the embed;
      // the guide's env= outputs are of read-only commands (plans).
      open.env = attrs.get("env") ?? "";
      if (checked) open.expect = body;
      if (t.type === "fence") replace(t, expectedBlock(body, label));
      // Later embeds replay it (without its env=: see above).
      if (kind !== "console") {
        stages ??= [{ files: new Map(), cmds: [] }];
        current().cmds.push(cmd);
      }
      open = null;
    } else if (lang === "hcl" && flags.has("fragment")) {
      replace(t, codeBlock(body, "hcl"));
    }
  }
  return { title, html: md.renderer.render(tokens, md.options, {}), toc, embeds };
}
