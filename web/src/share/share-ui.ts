/**
 * The Share button and opening share links: the link is copied to the
 * clipboard and shown in a dialog; a page opened with a `#v1.` hash (or
 * given one later) offers to load those files.
 */
import { promptDialog } from "../dialog";
import { decodeShare, encodeShare, isShareHash, MAX_LINK_CHARS, type SharePayload, WARN_LINK_CHARS } from "./codec";

export interface ShareControls {
  button: HTMLButtonElement;
  /** The files and flavor to share. */
  payload: () => SharePayload;
  /** Loads a shared workspace (asking the user first when needed); false when declined. */
  open: (payload: SharePayload) => Promise<boolean>;
  /** Offers a download instead of a link that is too long. */
  download: () => void;
  report: (text: string, kind: "" | "error" | "ok") => void;
}

/** The page address with `hash` in place of the current one. */
function linkFor(hash: string): string {
  const url = new URL(location.href);
  url.hash = "";
  return url.href.replace(/#$/, "") + hash;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function setupShare(c: ShareControls): { openFromLocation: () => Promise<void> } {
  c.button.addEventListener("click", async () => {
    const hash = await encodeShare(c.payload());
    const link = linkFor(hash);
    if (link.length > MAX_LINK_CHARS) {
      c.report(`This workspace is too large for a link (${link.length.toLocaleString("en")} characters, at most ${MAX_LINK_CHARS.toLocaleString("en")}). Download it as a .zip instead.`, "error");
      c.download();
      return;
    }
    const copied = await copy(link);
    const note = link.length > WARN_LINK_CHARS ? ` It is long (${link.length.toLocaleString("en")} characters); some sites cut such links.` : "";
    c.report((copied ? "Share link copied to the clipboard." : "Copy the share link from the dialog.") + note, copied ? "ok" : "");
    await promptDialog("Share this workspace", copied ? "Link (copied to the clipboard)" : "Link", link, "Done");
  });

  const openFromLocation = async () => {
    const hash = location.hash;
    if (!isShareHash(hash)) return;
    const res = await decodeShare(hash);
    // The hash is consumed either way: a reload must not ask again.
    history.replaceState(null, "", linkFor(""));
    if (!res.ok) {
      c.report(`${res.error} Your files are unchanged.`, "error");
      return;
    }
    const n = Object.keys(res.payload.files).length;
    if (await c.open(res.payload)) c.report(`Opened a shared workspace (${n} file${n === 1 ? "" : "s"}).`, "ok");
    else c.report("The shared workspace was not opened; your files are unchanged.", "");
  };
  addEventListener("hashchange", () => void openFromLocation());
  return { openFromLocation };
}
