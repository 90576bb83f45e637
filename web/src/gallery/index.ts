/**
 * The examples gallery: small workspaces written for tfplay, one file
 * each in examples/, listed here in the order of the language's
 * chapters. Every example declares the summary its first plan prints;
 * web/test/gallery-plans.test.mjs plans each one through the engine and
 * web/test/gallery.test.mjs through the Examples menu in a browser.
 */
import type { Chapter, Example } from "./example";
import { awsVpc } from "./examples/aws-vpc";
import { azureVm } from "./examples/azure-vm";
import { basics } from "./examples/basics";
import { checkBlocks } from "./examples/check-blocks";
import { conditions } from "./examples/conditions";
import { count } from "./examples/count";
import { dataSources } from "./examples/data-sources";
import { dependencies } from "./examples/dependencies";
import { dynamicBlocks } from "./examples/dynamic-blocks";
import { expressions } from "./examples/expressions";
import { forEach } from "./examples/for-each";
import { functions } from "./examples/functions";
import { gcpGke } from "./examples/gcp-gke";
import { importRemoved } from "./examples/import-removed";
import { kubernetesApp } from "./examples/kubernetes-app";
import { lifecycle } from "./examples/lifecycle";
import { locals } from "./examples/locals";
import { moduleProviders } from "./examples/module-providers";
import { modules } from "./examples/modules";
import { moved } from "./examples/moved";
import { outputs } from "./examples/outputs";
import { overrideFiles } from "./examples/override-files";
import { provisioners } from "./examples/provisioners";
import { randomTls } from "./examples/random-tls";
import { templates } from "./examples/templates";
import { types } from "./examples/types";
import { ucloudMultiRegion } from "./examples/ucloud-multi-region";
import { variableValues } from "./examples/variable-values";
import { variables } from "./examples/variables";
import { workspaces } from "./examples/workspaces";

export type { Chapter, Example } from "./example";

/** The gallery's chapters, in the order of the language. */
export const chapters: readonly Chapter[] = [
  {
    title: "Values in and out",
    examples: [basics, types, variables, variableValues, outputs, locals],
  },
  {
    title: "Many of one thing",
    examples: [count, forEach],
  },
  {
    title: "Expressions and reading data",
    examples: [dataSources, expressions, templates, functions, dynamicBlocks, dependencies, overrideFiles],
  },
  {
    title: "Modules and providers",
    examples: [modules, moduleProviders],
  },
  {
    title: "Changing infrastructure safely",
    examples: [lifecycle, conditions, moved, importRemoved, checkBlocks, workspaces, provisioners],
  },
  {
    title: "Realistic configurations",
    examples: [randomTls, awsVpc, azureVm, gcpGke, kubernetesApp, ucloudMultiRegion],
  },
];

/** Every example, chapter after chapter, each knowing its chapter. */
export const examples: readonly Example[] = chapters.flatMap((c) => c.examples.map((e) => ({ ...e, chapter: c.title })));
