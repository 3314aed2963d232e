import { describe, expect, it } from "vitest";
import { consentConfigSchema } from "./consent-config";
import { clarityLoader, clarityScripts, clarityTag } from "./clarity-tag";

const categories = [{ slug: "analytics", name: "Analytics" }];

describe("Clarity's tag", () => {
  it("renders the vendor's standard loader for the configured project and host", () => {
    const js = clarityLoader("abc123", "tags.example");
    expect(js).toContain('"https://tags.example/tag/"+i');
    expect(js).toContain('"clarity","script","abc123"');
  });

  it("loads from its default host, held back in the head under its category", () => {
    const consent = consentConfigSchema.parse({ analytics: { clarityProjectId: "abc123" }, categories });
    expect(clarityScripts(consent.analytics)).toEqual([{ category: "analytics", position: "head", code: clarityLoader("abc123", "www.clarity.ms") }]);
  });

  it("runs only with a project and layer 1 on", () => {
    expect(clarityTag(consentConfigSchema.parse({}))).toBeUndefined();
    expect(clarityScripts(consentConfigSchema.parse({}).analytics)).toEqual([]);
    expect(clarityTag(consentConfigSchema.parse({ enabled: false, analytics: { clarityProjectId: "x" }, categories }))).toBeUndefined();
    expect(clarityTag(consentConfigSchema.parse({ analytics: { clarityProjectId: "x" }, categories }))).toMatchObject({ clarityProjectId: "x", tagHost: "www.clarity.ms" });
  });
});
