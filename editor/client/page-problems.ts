import { siteWidgets } from "@vitrine/site/editor";
import type { Problem } from "../server/content/problems";
import { fieldLabel } from "./field-label";
import { plainProblem } from "./plain-words";
import { blockAt, type FieldsOf } from "./puck/page-data";

type Path = (string | number)[];

/** A save's problem as the page editor shows it: at its block, in plain words, the build's line kept for "Details". */
export type ShownProblem = Problem & { block?: string; where: string; plain: string };

const widgetLabel = (type: string) => siteWidgets?.get(type)?.label;

/** The build's problems for a page, each named by its block and field label (docs/behaviour/page-builder.md#messages). */
export function showProblems(problems: readonly Problem[], page: unknown, paths: Map<string, Path>, fields: FieldsOf): ShownProblem[] {
  return problems.map((problem) => {
    if (!problem.path) return { ...problem, where: "Page", plain: plainProblem("This page", problem.message) };
    const named = fieldLabel(fields, page, problem.path, widgetLabel);
    return { ...problem, block: blockAt(paths, problem.path), where: named.block, plain: plainProblem(named.field ?? named.block, problem.message) };
  });
}
