// The project's lint (README "Tests"): ESLint's and typescript-eslint's recommended
// rules, React's rules of hooks, and Node or browser globals for plain JavaScript.
// Unused exports and files are knip's (knip.json).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A path into the site from the editor: relative (`../../site/app/…`), through the site's
 * `~` alias, or a part of the site package other than its three editor entries.
 */
const EDITOR_DEEP_SITE_IMPORT = String.raw`^(?:\.{1,2}/)+(?:[^/]+/)*site(?:/|$)|^~/|^@vitrine/site(?!/editor(?:/server|/vite)?$)(?:/|$)`;

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "site/build/**",
      "site/build-*/**",
      "site/.react-router/**",
      "site/data/**",
      "**/*.generated.ts",
      "bench/.tmp/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks and their dependencies; the React Compiler's stricter rules do
    // not fit hooks that hand their refs out in an object (use-desktop-menu.ts).
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  // Playwright fixtures call `use`, which is not React's.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
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
              message: "The editor reaches the site only through @vitrine/site/editor (its page), @vitrine/site/editor/server (its server) or @vitrine/site/editor/vite (its Vite config): export what it needs there.",
            },
          ],
        },
      ],
    },
  },
);
