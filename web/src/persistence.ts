/**
 * Saves the project in the browser's IndexedDB after every change and
 * loads it back on the next visit. One record, key "project". A saved
 * record that cannot be read is never dropped: it is kept under another
 * key ("corrupt-<time>") and offered for download (setAside).
 */
import { type ProjectData, upgradeProject } from "./workspace-store";

const DB_NAME = "tfplay";
const STORE = "projects";
const KEY = "project";

function openDB(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB could not be opened"));
    req.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });
}

/** What two tabs must not overwrite silently: files, variables, history, flavor. */
function contentSignature(d: ProjectData): string {
  return JSON.stringify([d.files, d.binaryFiles, d.folders, d.vars, d.history.length, d.flavor]);
}

export type SaveState = "saved" | "saving" | "error" | "unavailable";

export class Persistence {
  private db: Promise<IDBDatabase> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;
  /** Tells other tabs of this site that the project was saved. */
  private readonly channel: BroadcastChannel | null = typeof BroadcastChannel === "function" ? new BroadcastChannel("tfplay-project") : null;
  private readonly tabId = Math.random().toString(36).slice(2);
  /** contentSignature of the record last loaded or saved by this tab. */
  private lastSignature = "";
  /** Another tab saved the project since this tab last loaded or saved it. */
  private otherTabSaved = false;
  /**
   * Called when another tab saves the project: this tab then stops saving
   * (it would overwrite the other tab's work) until the user chooses
   * keepMine() or reloads the other tab's project with load().
   */
  onOtherTab: (() => void) | null = null;
  /** A saved record load() could not read, kept under `key`; null if none. */
  setAside: { key: string; json: string } | null = null;

  /**
   * @param getData returns the record to save (called when saving)
   * @param onState told when a save starts, ends or fails
   */
  constructor(
    private readonly getData: () => ProjectData,
    private readonly onState: (state: SaveState, error?: string) => void,
    private readonly delayMs = 200,
  ) {}

  /** Starts listening to other tabs' saves. */
  listen(): void {
    if (!this.channel) return;
    this.channel.onmessage = (e: MessageEvent<{ tab?: string }>) => {
      if (e.data?.tab === this.tabId) return;
      this.otherTabSaved = true;
      this.onOtherTab?.();
    };
  }

  /** True while another tab's save is unresolved (see onOtherTab). */
  get conflict(): boolean {
    return this.otherTabSaved;
  }

  /** The user chose this tab's project: save it over the other tab's. */
  keepMine(): Promise<void> {
    this.otherTabSaved = false;
    this.dirty = true;
    return this.flush();
  }

  private database(): Promise<IDBDatabase> {
    this.db ??= openDB();
    return this.db;
  }

  /** The saved project, or null when there is none (or storage is unavailable). */
  async load(): Promise<ProjectData | null> {
    try {
      const db = await this.database();
      const tx = db.transaction(STORE, "readonly");
      const req = tx.objectStore(STORE).get(KEY);
      await done(tx);
      this.otherTabSaved = false;
      const raw: unknown = req.result;
      if (raw === undefined) return null;
      const data = upgradeProject(raw);
      if (!data) await this.keepAside(db, raw);
      else this.lastSignature = contentSignature(data);
      return data;
    } catch (err) {
      this.onState("unavailable", err instanceof Error ? err.message : String(err));
      return null;
    }
  }

  /** Copies an unreadable record to a key of its own before anything overwrites it. */
  private async keepAside(db: IDBDatabase, raw: unknown): Promise<void> {
    const key = `corrupt-${Date.now()}`;
    let json: string;
    try {
      json = JSON.stringify(raw, null, 2) ?? String(raw);
    } catch {
      json = String(raw);
    }
    const tx = db.transaction(STORE, "readwrite");
    tx.objectStore(STORE).put(raw, key);
    await done(tx);
    this.setAside = { key, json };
  }

  /** Saves soon (changes within the delay are saved together). */
  schedule(): void {
    this.dirty = true;
    this.onState("saving");
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Saves now if anything changed; resolves once written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    if (!this.dirty) return this.saving;
    if (this.otherTabSaved) {
      // Not silently over another tab's work: wait for the user's choice.
      this.onState("error", "The project was changed in another tab");
      return this.saving;
    }
    this.dirty = false;
    this.saving = this.saving.then(async () => {
      try {
        const db = await this.database();
        const tx = db.transaction(STORE, "readwrite");
        const data = this.getData();
        // structuredClone through IndexedDB: the live object may change later.
        tx.objectStore(STORE).put(data, KEY);
        await done(tx);
        // Other tabs are told only when the work itself changed (not
        // which file is open, not a save of what was just loaded).
        const signature = contentSignature(data);
        if (signature !== this.lastSignature) this.channel?.postMessage({ tab: this.tabId });
        this.lastSignature = signature;
        if (!this.dirty) this.onState("saved");
      } catch (err) {
        this.onState("error", err instanceof Error ? err.message : String(err));
      }
    });
    return this.saving;
  }
}
