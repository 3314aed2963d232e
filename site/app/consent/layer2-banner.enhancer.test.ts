// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

const triggerFor = async (marks: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(marks)) document.documentElement.setAttribute(name, value);
  return (await import("./layer2-banner.enhancer")).default.trigger;
};

afterEach(() => {
  for (const name of ["data-consent", "data-consent-gpc"]) document.documentElement.removeAttribute(name);
});

describe("layer 2's banner wakes", () => {
  it("at load while the question is open, and on a page view that shows the GPC notice", async () => {
    expect(await triggerFor({ "data-consent": "pending" })).toBe("load");
    expect(await triggerFor({ "data-consent": "given", "data-consent-gpc": "" })).toBe("load");
  });

  it("at the first idle moment once the visitor has answered: only the floating button shows", async () => {
    expect(await triggerFor({ "data-consent": "given" })).toBe("idle");
  });
});
