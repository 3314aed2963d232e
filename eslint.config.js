// The project's lint (README "Tests"): ESLint's and typescript-eslint's recommended
// rules, React's rules of hooks, and Node or browser globals for plain JavaScript.
// Unused exports and files are knip's (knip.json).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
