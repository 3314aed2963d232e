import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { authorErrorMap, describeValue, formatIssues } from "../lib/error-map";
import { contentDir } from "../source/content-dir.server";
import { parseYaml } from "../source/parse-source";

/**
 * Old addresses that lead on (docs/behaviour/content.md#redirects): a list in the content
 * folder, written by the studio when a category or tag is renamed (or by hand), checked
 * with the content and turned by the build into `_redirects` for the site's server and
 * static hosts (site/server/redirects-file.mjs).
 */
export const REDIRECTS_FILE = "settings/redirects.yaml";

const sitePath = z
  .string()
  .regex(/^\/[^\s?#*]*$/, { error: (issue) => `expected an address of this site starting with / (no spaces, ? or #), received ${describeValue(issue.input)}` })
  // `//host` and `/\host` are another site's address to a browser (docs/behaviour/content.md#redirects).
  .refine((p) => !/^\/[/\\]/.test(p), { error: (issue) => `an address of this site cannot start with // or /\\, which a browser reads as another site's address: received ${describeValue(issue.input)}`, abort: true });

const redirectsSchema = z
  .array(z.strictObject({ from: sitePath.refine((p) => p !== "/", "the home page cannot lead elsewhere"), to: sitePath }))
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, i) => {
      if (rule.from === rule.to) ctx.addIssue({ code: "custom", path: [i, "to"], message: `leads to itself (${rule.from})` });
      if (seen.has(rule.from)) ctx.addIssue({ code: "custom", path: [i, "from"], message: `${rule.from} is listed twice` });
      seen.add(rule.from);
    });
  });
export type Redirects = z.output<typeof redirectsSchema>;

/** The redirects and the problems of their file (none, and an empty list, without a file). */
export function readRedirects(root: string = contentDir()): { redirects: Redirects; problems: string[] } {
  const absolute = path.join(root, ...REDIRECTS_FILE.split("/"));
  if (!existsSync(absolute)) return { redirects: [], problems: [] };
  const file = `content/${REDIRECTS_FILE}`;
  const { data, problems } = parseYaml(file, readFileSync(absolute, "utf8"));
  if (problems.length > 0) return { redirects: [], problems };
  const result = redirectsSchema.safeParse(data ?? [], { error: authorErrorMap });
  return result.success ? { redirects: result.data, problems: [] } : { redirects: [], problems: formatIssues(file, result.error.issues) };
}
