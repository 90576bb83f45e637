/** One entry of the examples gallery: a small multi-file workspace. */
export interface Example {
  id: string;
  title: string;
  /** One line saying what it shows. */
  description: string;
  /** What `terraform plan` says of it on an empty state. */
  planSummary: string;
  files: Record<string, string>;
}
