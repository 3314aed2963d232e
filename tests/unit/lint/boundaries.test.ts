import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lintConfig, { BOUNDARY_ZONES, SITE_APP_LAYERS, boundaryConfig, ignores } from "../../../eslint.config.js";

/**
 * The folders' boundaries hold (README "Layout", eslint.config.js `BOUNDARY_ZONES`): a
 * module placed at a path inside a zone that imports a real file across its boundary fails
 * lint with that boundary's message, by a relative path, the `~/` alias or a package name;
 * a module importing within its side passes; and no file of the repository is exempt from
 * the rule (the repository's own files are `npm run lint`'s to check). site/app's layers
 * (`SITE_APP_LAYERS`) hold the same way: a module of each part importing a part of the
 * layer above fails with the layer's message, one importing the layer below or its own
 * layer passes, and a debt's file may import what it lists and nothing else of that part.
 */
// No trailing separator: the import resolver then misses the `~/` alias.
const repo = path.resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const RULE = "import-x/no-restricted-paths: Unexpected path";

/** The first file (depth first, sorted) under a folder of the repository with one of the extensions. */
function firstFile(dir: string, ext = /\.tsx?$/): string {
  const entries = readdirSync(path.join(repo, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) if (e.isFile() && ext.test(e.name) && !e.name.includes(".test.")) return path.posix.join(dir, e.name);
  for (const e of entries) if (e.isDirectory() && !e.name.startsWith("__")) return firstFile(path.posix.join(dir, e.name), ext);
  throw new Error(`no ${ext} file under ${dir}`);
}

const importing = (spec: string) => `import * as probe from "${spec}";\nexport const seen = probe;\n`;
/** `import` of a repository file from a module at `from`, by a relative path. */
const relative = (from: string, target: string) => {
  const spec = path.posix.relative(path.posix.dirname(from), target).replace(/\.tsx?$/, "");
  return importing(spec.startsWith(".") ? spec : `./${spec}`);
};
/** The same through the site's `~/` alias. */
const aliased = (target: string) => importing(`~/${target.replace("site/app/", "").replace(/\.tsx?$/, "")}`);

const zone = (start: string) => {
  const found = BOUNDARY_ZONES.find((z) => z.message.startsWith(`Boundary: ${start}`));
  if (!found) throw new Error(`no boundary says "${start}"`);
  return found.message;
};

type Case = { boundary?: string; file: string; code: () => string };
const serverFile = () => firstFile("site/server", /\.mjs$/);
const breaking: Case[] = [
  { boundary: "nothing outside editor/", file: "site/app/probe.ts", code: () => relative("site/app/probe.ts", firstFile("editor/client")) },
  { boundary: "nothing outside editor/", file: "packages/consent/src/probe.ts", code: () => relative("packages/consent/src/probe.ts", firstFile("editor/server")) },
  { boundary: "nothing outside editor/", file: "site/scripts/probe.mjs", code: () => relative("site/scripts/probe.mjs", firstFile("editor/client")) },
  { boundary: "packages/* never import the site", file: "packages/consent/src/probe.ts", code: () => relative("packages/consent/src/probe.ts", "site/site.config.ts") },
  { boundary: "packages/* never import the site", file: "packages/focus-trap/src/probe.ts", code: () => importing("@vitrine/site/editor") },
  { boundary: "content imports no feature", file: "site/app/content/probe.ts", code: () => relative("site/app/content/probe.ts", featureFile) },
  { boundary: "content imports no feature", file: "site/app/content/probe.ts", code: () => aliased(featureFile) },
  { boundary: "content imports no media", file: "site/app/content/html-policy/probe.ts", code: () => relative("site/app/content/html-policy/probe.ts", firstFile("site/app/media")) },
  { boundary: "the theme imports no content", file: "site/app/theme/probe.tsx", code: () => aliased(firstFile("site/app/content")) },
  { boundary: "the theme imports no content", file: "site/app/theme/behaviours/probe.ts", code: () => relative("site/app/theme/behaviours/probe.ts", firstFile("site/app/content")) },
  { boundary: "features and widgets never import the server", file: "site/app/widgets/probe/probe.tsx", code: () => relative("site/app/widgets/probe/probe.tsx", serverFile()) },
  { boundary: "features and widgets never import the server", file: "site/app/features/map/probe.ts", code: () => relative("site/app/features/map/probe.ts", serverFile()) },
  { boundary: "the shop's server half", file: "site/server/probe.mjs", code: () => relative("site/server/probe.mjs", "site/server/shop/orders.mjs") },
  { boundary: "the shop's server half", file: "site/server/cli/probe.mjs", code: () => relative("site/server/cli/probe.mjs", "site/server/shop/order-book.mjs") },
  { boundary: "the shop's server half", file: "site/app/probe.server.ts", code: () => relative("site/app/probe.server.ts", "site/server/shop/orders.mjs") },
];
const keeping: Case[] = [
  { file: "site/app/theme/probe.tsx", code: () => relative("site/app/theme/probe.tsx", firstFile("site/app/islands")) },
  { file: "editor/client/probe.ts", code: () => importing("@vitrine/site/editor") },
  { file: "site/app/content/probe.ts", code: () => aliased("site/app/lib/error-map.ts") },
  { file: "site/app/features/map/probe.ts", code: () => aliased(firstFile("site/app/islands")) },
  { file: "site/server/probe.mjs", code: () => relative("site/server/probe.mjs", "site/app/lib/error-map.ts") },
  { file: "site/server/cli/probe.mjs", code: () => relative("site/server/cli/probe.mjs", "site/server/shop/shop.mjs") },
  { file: "site/server/shop/probe.mjs", code: () => relative("site/server/shop/probe.mjs", "site/server/shop/orders.mjs") },
];

/** site/app's layers, lowest first (`.`: the root files), and what a probe in a part imports of another. */
const appPath = (part: string) => (part === "." ? "site/app" : `site/app/${part}`);
const partName = (part: string) => (part === "." ? "site/app's root files" : part);
/** A module of the part to import (none where a part has no script module, as styles/). */
function moduleOf(part: string): string | undefined {
  if (part === ".") return "site/app/root.tsx";
  try {
    return firstFile(appPath(part));
  } catch {
    return undefined;
  }
}
const layerMessage = (low: string, high: string) => {
  const found = BOUNDARY_ZONES.find((z) => z.message.startsWith(`Layer: nothing in ${partName(low)} imports ${partName(high)},`));
  if (!found) throw new Error(`no layer zone for ${low} → ${high}`);
  return found.message;
};
type LayerCase = { file: string; code: () => string; fails?: string };
/** A probe module in a part importing a module of another, by a relative path, or through the `~/` alias every other time. */
const probing = (low: string, high: string, i: number): LayerCase | undefined => {
  const target = moduleOf(high);
  if (!target) return undefined;
  const file = low === "." ? "site/app/probe.ts" : `${appPath(low)}/probe.ts`;
  return { file, code: () => (i % 2 ? aliased(target) : relative(file, target)) };
};
const layered = SITE_APP_LAYERS.flatMap((parts, level) => parts.map((part) => ({ part, level })));
const layerCases: LayerCase[] = [
  // Up one layer, and up to the top: fails.
  ...layered.flatMap(({ part, level }, i) =>
    [SITE_APP_LAYERS[level + 1]?.[0], level + 1 < SITE_APP_LAYERS.length - 1 ? SITE_APP_LAYERS.at(-1)![0] : undefined]
      .filter((high): high is string => high !== undefined)
      .flatMap((high) => {
        const c = probing(part, high, i);
        return c ? [{ ...c, fails: high }] : [];
      }),
  ),
  // Down one layer, and within the layer: passes.
  ...layered.flatMap(({ part, level }, i) =>
    [...(SITE_APP_LAYERS[level - 1] ?? []), ...SITE_APP_LAYERS[level]!.filter((p) => p !== part)].flatMap((low) => {
      const c = probing(part, low, i);
      return c ? [c] : [];
    }),
  ),
];
const lowOf = (file: string) => {
  const part = path.posix.relative("site/app", file).split("/");
  return part.length > 1 ? part[0]! : ".";
};

// A feature folder may not exist yet: then one is laid down for the run, and removed.
const probeFeature = "site/app/features/__lint-probe__";
let featureFile = "";
let madeProbe = false;
let linted: { cases: string[][] };

/** The boundary rule alone, without type information: the same zones and resolver as `npm run lint`. */
async function lintBoundaries(cases: { filePath: string; code: string }[]) {
  const rules = boundaryConfig as unknown as Linter.Config[];
  const eslint = new ESLint({
    cwd: repo,
    overrideConfigFile: true,
    overrideConfig: [{ ignores }, { files: ["**/*.{ts,tsx,mts}"], languageOptions: { parser: tseslint.parser } }, ...rules],
  });
  const out: typeof linted = { cases: [] };
  for (const { filePath, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
    out.cases.push(result!.messages.map((m) => `${m.ruleId}: ${m.message}`));
  }
  // The tree itself is `npm run lint`'s to check (the first test holds that the rules are in it): linting it here again cost the suite up to 100 s.
  return out;
}

beforeAll(async () => {
  try {
    // A file in a feature's own folder: the registry beside the folders (features/*.ts) is how content reaches them.
    const folder = readdirSync(path.join(repo, "site/app/features"), { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith("__")).map((e) => e.name).sort()[0];
    featureFile = firstFile(`site/app/features/${folder}`);
  } catch {
    mkdirSync(path.join(repo, probeFeature), { recursive: true });
    writeFileSync(path.join(repo, probeFeature, "probe.ts"), "export const probe = 1;\n");
    featureFile = `${probeFeature}/probe.ts`;
    madeProbe = true;
  }
  linted = await lintBoundaries([...breaking, ...keeping, ...layerCases].map((c) => ({ filePath: c.file, code: c.code() })));
}, 180_000);
afterAll(() => {
  if (madeProbe) rmSync(path.join(repo, probeFeature), { recursive: true, force: true });
});

describe("lint's boundaries (eslint.config.js)", () => {
  it("are part of the lint `npm run lint` runs", () => {
    expect(boundaryConfig.length).toBeGreaterThan(0);
    for (const part of boundaryConfig) expect(lintConfig).toContain(part);
  });

  it("run beside the type-aware promise rules, with the repository's one TypeScript program", () => {
    const typed = (lintConfig as Linter.Config[]).filter((c) => c.rules?.["@typescript-eslint/no-floating-promises"] === "error" && c.rules?.["@typescript-eslint/no-misused-promises"] === "error");
    expect(typed).toHaveLength(1);
    expect((typed[0]!.languageOptions?.parserOptions as { project?: unknown } | undefined)?.project).toBe("./tsconfig.json");
  });

  breaking.forEach(({ boundary, file, code }, i) => {
    it(`${boundary}: ${file} importing across it fails (${i})`, () => {
      const messages = linted.cases[i]!;
      expect(messages, code()).toHaveLength(1);
      expect(messages[0]).toContain(RULE);
      expect(messages[0]).toContain(zone(boundary!));
    });
  });

  it("exempt no file: no part of the lint switches the boundary rule off or down", () => {
    const boundaryRule = (lintConfig as Linter.Config[]).flatMap((c) => (c.rules && "import-x/no-restricted-paths" in c.rules ? [c.rules["import-x/no-restricted-paths"]] : []));
    expect(boundaryRule.length).toBeGreaterThan(0);
    for (const setting of boundaryRule) expect(Array.isArray(setting) ? setting[0] : setting).toBe("error");
  });

  keeping.forEach(({ file, code }, i) => {
    it(`${file} importing within its side passes (${i})`, () => {
      expect(linted.cases[breaking.length + i], code()).toEqual([]);
    });
  });

  it("layer every part of site/app: each folder and the root files have their layer", () => {
    const folders = readdirSync(path.join(repo, "site/app"), { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith("+")).map((e) => e.name);
    expect([...folders, "."].sort()).toEqual(layered.map((l) => l.part).sort());
  });

  layerCases.forEach(({ file, code, fails }, i) => {
    const at = breaking.length + keeping.length + i;
    if (fails) {
      it(`layers: ${file} importing ${partName(fails)}, a higher layer, fails (${i})`, () => {
        const messages = linted.cases[at]!;
        expect(messages, code()).toHaveLength(1);
        expect(messages[0]).toContain(RULE);
        expect(messages[0]).toContain(layerMessage(lowOf(file), fails));
      });
    } else {
      // The layers let it through (a boundary of its own may still hold it: the theme imports no content).
      it(`layers: ${file} importing its own layer or the one below passes them (${i})`, () => {
        expect(linted.cases[at]!.filter((m) => m.includes("Layer:")), code()).toEqual([]);
      });
    }
  });
});
