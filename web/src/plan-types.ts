/** The parts of `terraform show -json` (plan and state documents) the views read. */
import type { Json, Mask } from "./values";

export interface Change {
  actions: string[];
  before?: Json;
  after?: Json;
  after_unknown?: Mask;
  before_sensitive?: Mask;
  after_sensitive?: Mask;
  replace_paths?: (string | number)[][];
  importing?: { id?: string } | null;
}

export interface ResourceChange {
  address: string;
  previous_address?: string;
  module_address?: string;
  mode: "managed" | "data";
  type: string;
  name: string;
  index?: number | string;
  deposed?: string;
  change: Change;
  action_reason?: string;
}

export interface PlanDocument {
  format_version: string;
  terraform_version?: string;
  errored?: boolean;
  applyable?: boolean;
  resource_changes?: ResourceChange[];
  resource_drift?: ResourceChange[];
  output_changes?: Record<string, Change>;
  variables?: Record<string, { value: Json }>;
}

export interface StateResource {
  address: string;
  mode: "managed" | "data";
  type: string;
  name: string;
  index?: number | string;
  provider_name?: string;
  values?: Record<string, Json>;
  sensitive_values?: Mask;
  depends_on?: string[];
  tainted?: boolean;
  deposed_key?: string;
}

export interface StateModule {
  address?: string;
  resources?: StateResource[];
  child_modules?: StateModule[];
}

export interface StateDocument {
  format_version: string;
  terraform_version?: string;
  values?: {
    outputs?: Record<string, { value: Json; type?: Json; sensitive: boolean }>;
    root_module?: StateModule;
  };
}

/** Output values from `terraform output -json`. */
export type OutputsDocument = Record<string, { value: Json; type?: Json; sensitive: boolean }>;
