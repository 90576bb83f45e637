/**
 * Saves the project in the browser's IndexedDB after every change and
 * loads it back on the next visit. One record, key "project".
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

export type SaveState = "saved" | "saving" | "error" | "unavailable";

export class Persistence {
  private db: Promise<IDBDatabase> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> = Promise.resolve();
  private dirty = false;

  /**
   * @param getData returns the record to save (called when saving)
   * @param onState told when a save starts, ends or fails
   */
  constructor(
    private readonly getData: () => ProjectData,
    private readonly onState: (state: SaveState, error?: string) => void,
    private readonly delayMs = 200,
  ) {}

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
      return upgradeProject(req.result);
    } catch (err) {
      this.onState("unavailable", err instanceof Error ? err.message : String(err));
      return null;
    }
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
    this.dirty = false;
    this.saving = this.saving.then(async () => {
      try {
        const db = await this.database();
        const tx = db.transaction(STORE, "readwrite");
        // structuredClone through IndexedDB: the live object may change later.
        tx.objectStore(STORE).put(this.getData(), KEY);
        await done(tx);
        if (!this.dirty) this.onState("saved");
      } catch (err) {
        this.onState("error", err instanceof Error ? err.message : String(err));
      }
    });
    return this.saving;
  }
}
