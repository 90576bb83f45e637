/** One entry of the examples gallery: a small multi-file workspace. */
export interface Example {
  id: string;
  title: string;
  /** One line saying what it shows. */
  description: string;
  /** What `terraform plan` says of it on an empty state. */
  planSummary: string;
  files: Record<string, string>;
  /** The chapter of the gallery it belongs to (set by index.ts). */
  chapter?: string;
}

/** A chapter of the gallery: a heading and its examples, in order. */
export interface Chapter {
  title: string;
  examples: readonly Example[];
}
