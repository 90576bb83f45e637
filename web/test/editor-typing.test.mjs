// End-to-end test of plain typing in the playground's editor, key by key as
// a person types (no paste, no fill): an Enter right after `{` starts a new,
// indented line, and a space typed before a closing `}`, `]`, `)` or `"`
// (typed after it, or typed in front of one already there) stays an
// ordinary space, never a no-break space (U+00A0). The document is exactly
// what was typed plus the editor's auto-indent, and it validates. Set-up:
// browser-harness.mjs.
import assert from "node:assert/strict";
import { test } from "node:test";
import { editorText, ENGINE_TIMEOUT, openPage } from "./browser-harness.mjs";

/** The active editor's document: CodeMirror's state, not the rendered DOM. */
function documentText(page) {
  return page.evaluate(() => {
    // CodeMirror keeps its view on the content element's tile.
    // @ts-ignore
    const view = document.querySelector(".cm-content")?.cmTile?.view;
    return view ? view.state.doc.toString() : null;
  });
}

// Keys as typed: a string is typed character by character; a key name
// in brackets is pressed.
const KEYS = [
  'resource "terraform_data" "x" {', "[Enter]",
  'input = [ "a", ( 1 + 2 ) ]', "[Enter]",
  'triggers_replace = { k = "v " }', "[Enter]",
  "}", "[Enter]",
  "locals {", "[Enter]",
  'a = ""', "[ArrowLeft]", " x ", "[End]", "[Enter]",
  "b = []", "[ArrowLeft]", " 1 ", "[End]", "[Enter]",
  "c = max()", "[ArrowLeft]", " 1 ", "[End]", "[Enter]",
  "d = {}", "[ArrowLeft]", " k = 1 ", "[End]", "[Enter]",
  "}", "[Enter]",
];

// What a person sees: each new line after `{` is indented by two spaces
// (CodeMirror's auto-indent; the HCL mode does not dedent a typed `}`).
const EXPECTED = `resource "terraform_data" "x" {
  input = [ "a", ( 1 + 2 ) ]
  triggers_replace = { k = "v " }
  }
locals {
  a = " x "
  b = [ 1 ]
  c = max( 1 )
  d = { k = 1 }
  }
`;

test("typing a configuration key by key gives exactly the text typed, and it validates", async () => {
  const { page, errors, close } = await openPage();
  try {
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    let first = true;
    for (const k of KEYS) {
      const key = /^\[(\w+)\]$/.exec(k)?.[1];
      if (key) await page.keyboard.press(key);
      else await page.keyboard.type(k);
      if (first && key === "Enter") {
        // An open block: the engine reports it (so the final "valid" below is fresh).
        await page.locator('#status[data-state="invalid"]').waitFor({ timeout: ENGINE_TIMEOUT });
        first = false;
      }
    }
    const doc = await documentText(page);
    assert.ok(!doc.includes("\u00a0"), "no no-break space in the document");
    assert.equal(doc, EXPECTED);
    assert.equal(await editorText(page), EXPECTED.replace(/\n$/, "\n"));
    await page.locator('#status[data-state="valid"]').waitFor({ timeout: ENGINE_TIMEOUT });
    assert.equal(await page.locator("#status").getAttribute("data-state"), "valid");
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
