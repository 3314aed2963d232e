import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bootBudgetWarning } from "./boot-budget";

const page = (script: string) => `<html><head><script data-consent-boot="">${script}</script></head><body></body></html>`;

describe("boot script budget", () => {
  it("says nothing for a page without the consent layer or a script within budget", () => {
    expect(bootBudgetWarning("<html><head></head></html>")).toBeUndefined();
    expect(bootBudgetWarning(page("x".repeat(20_000)))).toBeUndefined();
  });

  it("warns with the size and what to trim when the script is over 3 KB gzip", () => {
    const incompressible = randomBytes(4000).toString("base64");
    expect(bootBudgetWarning(page(incompressible))).toMatch(/^The inline consent boot script is \d{4} bytes gzip, over its 3072-byte budget; .*consent\.categories/);
  });
});
