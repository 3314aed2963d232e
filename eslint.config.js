// The project's lint (docs/testing.md#what-npm-test-runs): ESLint's and typescript-eslint's recommended
// rules, React's rules of hooks, and Node or browser globals for plain JavaScript.
// Unused exports and files are knip's (knip.json).
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A path into the site from the editor: relative (`../../site/app/…`), through the site's
 * `~` alias, or a part of the site package other than its three editor entries.
 */
const EDITOR_DEEP_SITE_IMPORT = String.raw`^(?:\.{1,2}/)+(?:[^/]+/)*site(?:/|$)|^~/|^@vitrine/site(?!/editor(?:/server|/start|/vite)?$)(?:/|$)`;

/** The TypeScript projects; lint resolves imports and reads types through them. */
const TS_PROJECTS = ["site/tsconfig.json", "editor/tsconfig.json", "tests/tsconfig.json", "packages/consent/tsconfig.json", "packages/focus-trap/tsconfig.json"];

/**
 * The folders' boundaries (README "Layout"; tested in tests/unit/lint/boundaries.test.ts).
 * Paths are the repository's, resolved through the TypeScript projects, so a relative path,
 * the `~/` alias and a workspace package name are all caught. Each zone's message names the
 * rule it keeps; globs cover feature folders that do not exist yet.
 */
/** The feature registry's modules, beside the feature folders (site/app/features). */
const FEATURE_REGISTRY = ["./define-feature.ts", "./feature-registry.ts", "./site-features.ts", "./site-features.server.ts", "./load-site-features.server.ts"];

/**
 * site/app's parts in layers, lowest first (README "Layout", docs/decisions/037-features.md#layers):
 * a part imports its own layer's parts and the layers below, never one above; the parts of one
 * layer may import each other. `.` is the root files (entry.*, root.tsx, routes.ts, editor-entry*).
 * Production modules only: a test (`*.test.*`) may import across the layers, as the widgets'
 * and features' tests run their module through the content pipeline.
 */
export const SITE_APP_LAYERS = [
  ["lib", "styles"],
  ["words"],
  ["source"],
  ["config"],
  ["islands"],
  ["search"],
  ["consent"],
  ["media"],
  ["widgets", "blocks"],
  ["features"],
  ["content"],
  ["theme"],
  ["routes", "."],
];

const layerOf = new Map(SITE_APP_LAYERS.flatMap((parts, level) => parts.map((part) => [part, level])));
/** A part's production modules, as a zone's target (the root files: site/app's own). */
const partFiles = (part) => `./site/app/${part === "." ? "" : `${part}/**/`}!(*.test.*)`;
/** What a zone's `from` names for a part: its folder, or site/app's own files. */
const partFrom = (part) => (part === "." ? "./site/app/*.{ts,tsx,mts,mjs,js}" : `./site/app/${part}`);
const partName = (part) => (part === "." ? "site/app's root files" : part);
const layerMessage = (low, high) =>
  `Layer: nothing in ${partName(low)} imports ${partName(high)}, a higher layer (README "Layout": ${SITE_APP_LAYERS.map((l) => l.join(" ")).join(" < ")}); move the module to where it belongs or pass the value in.`;

/** One zone per part and each part of a higher layer, generated from `SITE_APP_LAYERS`: no file is exempt. */
const LAYER_ZONES = [...layerOf].flatMap(([low, level]) =>
  [...layerOf].filter(([, above]) => above > level).map(([high]) => ({ target: partFiles(low), from: partFrom(high), message: layerMessage(low, high) })),
);

export const BOUNDARY_ZONES = [
  {
    // Tests and the bench exercise the editor: its browser specs read Puck's DOM from its one
    // pinned module, and the bench times its saves.
    target: ["./*", "./!(editor|tests|bench)/**"],
    from: "./editor",
    message: "Boundary: nothing outside editor/ imports the editor; the editor reaches the site, never the reverse.",
  },
  {
    target: "./packages/**",
    from: "./site",
    message: "Boundary: packages/* never import the site; pass what they need in as options.",
  },
  ...["features", "media"].map((folder) => ({
    target: "./site/app/content/**",
    from: `./site/app/${folder}`,
    // A feature's folder, not the registry beside the folders, which is how content reaches
    // the gates features register (docs/decisions/037-features.md).
    ...(folder === "features" ? { except: FEATURE_REGISTRY } : {}),
    message: `Boundary: content imports no ${folder === "features" ? "feature" : folder}; a feature registers its content gates with the content policy instead.`,
  })),
  ...LAYER_ZONES,
  {
    target: "./site/app/theme/**",
    from: "./site/app/content",
    message: "Boundary: the theme imports no content module; take the data as props or from the feature that owns it.",
  },
  {
    target: ["./site/app/features/**", "./site/app/widgets/**"],
    from: "./site/server",
    message: "Boundary: features and widgets never import the server; the server is reached over HTTP.",
  },
  {
    // The shop's server half is one folder with one entry (docs/decisions/036-selling.md); its tests sit beside its modules.
    target: ["./site/server/!(shop)/**", "./site/server/*", "./site/app/**", "./site/scripts/**", "./editor/**", "./tests/**", "./bench/**"],
    from: "./site/server/shop",
    except: ["./shop.mjs"],
    message: "Boundary: the shop's server half is reached through its one entry, site/server/shop/shop.mjs.",
  },
];

/** The boundary rule with its import resolver; no file is exempt from it. */
export const boundaryConfig = [
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
        createNodeResolver(),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: BOUNDARY_ZONES }] },
  },
];

/** What lint ignores: built and generated files, data, reports. */
export const ignores = [
  "**/node_modules/**",
  "site/build/**",
  "site/build-*/**",
  "site/.react-router/**",
  "editor/dist/**",
  "site/data/**",
  "**/*.generated.ts",
  "bench/.tmp/**",
  "test-results/**",
  "playwright-report/**",
];

export default tseslint.config(
  { ignores },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks and their dependencies; the React Compiler's stricter rules do
    // not fit hooks that hand their refs out in an object (use-desktop-menu.ts).
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // Type-aware rules: a promise is awaited, handled or marked `void` with a reason, and
    // never handed where a plain function or condition is expected. Types come from the
    // repository's one program (tsconfig.json at the root).
    files: ["**/*.{ts,tsx}"],
    // One program for the whole repository (tsconfig.json), built once, as the type check's is.
    languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-floating-promises": "error", "@typescript-eslint/no-misused-promises": "error" },
  },
  // Playwright fixtures call `use`, which is not React's.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  ...boundaryConfig,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    // The editor reaches the site through its entry modules only, never by a path into the
    // site's folders (docs/decisions/025-page-builder.md; tested in editor/site-entry.test.ts).
    files: ["editor/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: EDITOR_DEEP_SITE_IMPORT,
              message: "The editor reaches the site only through @vitrine/site/editor (its page), @vitrine/site/editor/server (its server, with /editor/start for what it sets before the site loads) or @vitrine/site/editor/vite (its Vite config): export what it needs there.",
            },
          ],
        },
      ],
    },
  },
);
