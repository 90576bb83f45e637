/**
 * Terraform's coloured output (ANSI SGR escape sequences) rendered as
 * DOM: runs of text in <span>s whose classes carry the style. Text is
 * set with textContent, never parsed as HTML. Other escape sequences are
 * dropped, and so are the control characters a terminal does not print
 * (BEL, backspace, a lone ESC, NUL…): only newline and tab reach the page.
 */

/** A run of text with one style. */
export interface Segment {
  text: string;
  bold: boolean;
  dim: boolean;
  italic: boolean;
  underline: boolean;
  /** "red", "bright-green"… or null for the default colour. */
  fg: string | null;
  bg: string | null;
}

const NAMES = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"];

// CSI … final byte; OSC … BEL/ST; other two-byte escapes.
const ESCAPE = /\x1b(?:\[([0-9;:?]*)([@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)|[@-Z\\-_])/g;

interface Style {
  bold: boolean;
  dim: boolean;
  italic: boolean;
  underline: boolean;
  fg: string | null;
  bg: string | null;
}

/** C0 controls and DEL but tab and newline: a terminal acts on them, it does not show them. */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

const plain = (): Style => ({ bold: false, dim: false, italic: false, underline: false, fg: null, bg: null });

/** Splits text with ANSI escapes into styled segments. */
export function parseAnsi(input: string): Segment[] {
  const out: Segment[] = [];
  let style = plain();
  let last = 0;
  const push = (raw: string) => {
    const text = raw.replace(CONTROL, "");
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev && sameStyle(prev, style)) prev.text += text;
    else out.push({ text, ...style });
  };
  for (const m of input.matchAll(ESCAPE)) {
    push(input.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2] === "m") style = applySGR(style, m[1] ?? "");
  }
  push(input.slice(last));
  return out;
}

function sameStyle(a: Style, b: Style): boolean {
  return a.bold === b.bold && a.dim === b.dim && a.italic === b.italic && a.underline === b.underline && a.fg === b.fg && a.bg === b.bg;
}

function applySGR(current: Style, params: string): Style {
  const s = { ...current };
  const codes = params === "" ? [0] : params.split(/[;:]/).map((p) => (p === "" ? 0 : Number(p)));
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!;
    if (c === 0) Object.assign(s, plain());
    else if (c === 1) s.bold = true;
    else if (c === 2) s.dim = true;
    else if (c === 3) s.italic = true;
    else if (c === 4) s.underline = true;
    else if (c === 22) s.bold = s.dim = false;
    else if (c === 23) s.italic = false;
    else if (c === 24) s.underline = false;
    else if (c >= 30 && c <= 37) s.fg = NAMES[c - 30]!;
    else if (c === 39) s.fg = null;
    else if (c >= 40 && c <= 47) s.bg = NAMES[c - 40]!;
    else if (c === 49) s.bg = null;
    else if (c >= 90 && c <= 97) s.fg = `bright-${NAMES[c - 90]}`;
    else if (c >= 100 && c <= 107) s.bg = `bright-${NAMES[c - 100]}`;
    else if (c === 38 || c === 48) {
      // 256-colour (5;n) and true-colour (2;r;g;b): mapped to the nearest
      // of the 16 named colours so the theme stays in charge.
      let colour: string | null = null;
      if (codes[i + 1] === 5) {
        colour = xterm256(codes[i + 2] ?? 0);
        i += 2;
      } else if (codes[i + 1] === 2) {
        colour = nearest(codes[i + 2] ?? 0, codes[i + 3] ?? 0, codes[i + 4] ?? 0);
        i += 4;
      }
      if (c === 38) s.fg = colour;
      else s.bg = colour;
    }
  }
  return s;
}

function xterm256(n: number): string {
  if (n < 8) return NAMES[n]!;
  if (n < 16) return `bright-${NAMES[n - 8]}`;
  if (n < 232) {
    const v = n - 16;
    const scale = (x: number) => (x === 0 ? 0 : 55 + x * 40);
    return nearest(scale(Math.floor(v / 36)), scale(Math.floor(v / 6) % 6), scale(v % 6));
  }
  const g = 8 + (n - 232) * 10;
  return nearest(g, g, g);
}

function nearest(r: number, g: number, b: number): string {
  const bright = Math.max(r, g, b) > 200;
  const bit = (x: number) => (x > 100 ? 1 : 0);
  const idx = bit(r) | (bit(g) << 1) | (bit(b) << 2);
  const name = NAMES[idx]!;
  return bright && idx !== 0 ? `bright-${name}` : name;
}

/** The text without any escape sequences. */
export function stripAnsi(input: string): string {
  return input.replace(ESCAPE, "");
}

/** What a terminal would print of `input`: no escape sequences, no control characters but newline and tab. */
export function printable(input: string): string {
  return input.replace(ESCAPE, "").replace(CONTROL, "");
}

/** Appends the rendered text to `parent` (a <pre> or similar). */
export function renderAnsi(input: string, parent: HTMLElement): void {
  const frag = document.createDocumentFragment();
  for (const seg of parseAnsi(input)) {
    const classes: string[] = [];
    if (seg.bold) classes.push("ansi-bold");
    if (seg.dim) classes.push("ansi-dim");
    if (seg.italic) classes.push("ansi-italic");
    if (seg.underline) classes.push("ansi-underline");
    if (seg.fg) classes.push(`ansi-fg-${seg.fg}`);
    if (seg.bg) classes.push(`ansi-bg-${seg.bg}`);
    if (classes.length === 0) {
      frag.append(document.createTextNode(seg.text));
      continue;
    }
    const span = document.createElement("span");
    span.className = classes.join(" ");
    span.textContent = seg.text;
    frag.append(span);
  }
  parent.append(frag);
}
