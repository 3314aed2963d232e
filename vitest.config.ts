import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./site/app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "packages/*/src/**/*.test.{ts,tsx}", "site/**/*.test.{ts,tsx}", "editor/**/*.test.{ts,tsx}", "bench/**/*.test.{ts,mjs}"],
    exclude: ["**/node_modules/**", "site/build/**", "site/build-*/**", "editor/dist/**"],
    environment: "node",
  },
});
