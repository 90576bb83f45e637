/**
 * The examples gallery: small workspaces written for tfplay, in the order
 * of the language's chapters. Each example lives in examples/<id>.ts;
 * web/test/gallery-plans.test.mjs plans every one of them.
 */
import type { Example } from "./example";
import { awsVpc } from "./examples/aws-vpc";
import { basics } from "./examples/basics";
import { modules } from "./examples/modules";
import { randomTls } from "./examples/random-tls";
import { count } from "./examples/count";
import { dataSources } from "./examples/data-sources";
import { dynamicBlocks } from "./examples/dynamic-blocks";
import { expressions } from "./examples/expressions";
import { functions } from "./examples/functions";
import { templates } from "./examples/templates";
import { forEach } from "./examples/for-each";
import { locals } from "./examples/locals";
import { outputs } from "./examples/outputs";
import { types } from "./examples/types";
import { variableValues } from "./examples/variable-values";
import { variables } from "./examples/variables";

import { conditions } from "./examples/conditions";
import { lifecycle } from "./examples/lifecycle";
import { moduleProviders } from "./examples/module-providers";
import { overrideFiles } from "./examples/override-files";
export type { Example } from "./example";

export const examples: readonly Example[] = [
  basics,
  types,
  variables,
  variableValues,
  outputs,
  locals,
  count,
  forEach,
  dataSources,
  expressions,
  templates,
  functions,
  dynamicBlocks,
  overrideFiles,
  modules,
  moduleProviders,
  lifecycle,
  conditions,
  randomTls,
  awsVpc,
];
