import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Whether a Playwright run includes a spec of `dir`, by Playwright's own reading of the
 * command line: no file filter, or one matching a spec there. Global setups use it to
 * build and serve what only those specs need (the consent variants, the static export).
 */
export function runsSpecIn(argv: readonly string[], dir: string): boolean {
  const withValue = new Set(["-c", "--config", "-g", "--grep", "-gv", "--grep-invert", "-j", "--workers", "--project", "--reporter", "--retries", "--timeout", "--global-timeout", "--max-failures", "--output", "--repeat-each", "--shard", "--trace", "--tsconfig"]);
  const start = argv.indexOf("test");
  const args = start < 0 ? [] : argv.slice(start + 1);
  const filters: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") break;
    if (arg.startsWith("-")) {
      if (withValue.has(arg)) i++;
      continue;
    }
    filters.push(arg.replace(/:\d+(:\d+)?$/, ""));
  }
  const specs = readdirSync(dir)
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => path.join(dir, file).split(path.sep).join("/"));
  return filters.length === 0 || filters.some((f) => specs.some((spec) => spec.includes(f) || safeRegExp(f)?.test(spec)));
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}
