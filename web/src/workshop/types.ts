/**
 * The workshops as the build writes them (workshops/build.mjs):
 * data/index.json lists them, data/ID.json holds one.
 */
import type { Check } from "./checks";

export interface StepData {
  /** The step folder's name, e.g. "01-first-resource". */
  id: string;
  title: string;
  /** step.md rendered to HTML at build time, raw HTML escaped. */
  html: string;
  hint: string;
  /** "apply": the step starts from the state its starting files apply to. */
  setup?: string;
  files: Record<string, string>;
  solution: Record<string, string>;
  checks: Check[];
}

export interface WorkshopData {
  id: string;
  title: string;
  description: string;
  /** Place in the list of workshops. */
  order: number;
  steps: StepData[];
}

export interface WorkshopSummary {
  id: string;
  title: string;
  description: string;
  /** The steps' titles. */
  steps: string[];
}
