/** The examples gallery: small workspaces written for tfplay. */
import { awsVpc } from "./examples/aws-vpc";
import { basics } from "./examples/basics";
import type { Example } from "./example";
import { modules } from "./examples/modules";
import { randomTls } from "./examples/random-tls";
import { repetition } from "./examples/repetition";
import { variables } from "./examples/variables";

export type { Example } from "./example";

export const examples: readonly Example[] = [basics, repetition, variables, modules, randomTls, awsVpc];
