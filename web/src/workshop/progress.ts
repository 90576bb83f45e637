/**
 * A learner's progress in one workshop, kept in localStorage under
 * "tfplay-workshop:ID": the step shown, the steps whose checks passed,
 * whether the workshop was finished, and the files (configuration and
 * state) of every step the learner worked on.
 */

export interface Progress {
  /** Index of the step shown. */
  step: number;
  /** Ids of the steps whose checks passed. */
  passed: string[];
  finished: boolean;
  /** Step id → the step's working directory as the learner left it. */
  work: Record<string, Record<string, string>>;
}

export function storageKey(workshopId: string): string {
  return `tfplay-workshop:${workshopId}`;
}

export function emptyProgress(): Progress {
  return { step: 0, passed: [], finished: false, work: {} };
}

export function loadProgress(workshopId: string): Progress {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(workshopId)) ?? "null") as Partial<Progress> | null;
    if (!raw || typeof raw !== "object") return emptyProgress();
    return {
      step: typeof raw.step === "number" && raw.step >= 0 ? raw.step : 0,
      passed: Array.isArray(raw.passed) ? raw.passed.filter((s) => typeof s === "string") : [],
      finished: raw.finished === true,
      work: raw.work && typeof raw.work === "object" ? raw.work : {},
    };
  } catch {
    return emptyProgress();
  }
}

/** Saves the progress; false when the browser refuses (storage full or disabled). */
export function saveProgress(workshopId: string, p: Progress): boolean {
  try {
    localStorage.setItem(storageKey(workshopId), JSON.stringify(p));
    return true;
  } catch {
    return false;
  }
}

export function clearProgress(workshopId: string): void {
  try {
    localStorage.removeItem(storageKey(workshopId));
  } catch {
    // nothing saved, nothing to clear
  }
}
