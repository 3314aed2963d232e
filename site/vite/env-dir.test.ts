import type { InlineConfig } from "vite";
import { describe, expect, it } from "vitest";
import { envDirInsteadOfEnvFile } from "./env-dir";

const run = (config: InlineConfig) => {
  const hook = envDirInsteadOfEnvFile().config as (config: InlineConfig) => void;
  hook(config);
  return config;
};

describe("envDirInsteadOfEnvFile", () => {
  it("turns the deprecated envFile: false into envDir: false, the same setting", () => {
    expect(run({ envFile: false, root: "/site" })).toEqual({ envDir: false, root: "/site" });
  });

  it("leaves a config without it as it is", () => {
    expect(run({ envDir: "/env", root: "/site" })).toEqual({ envDir: "/env", root: "/site" });
  });
});
