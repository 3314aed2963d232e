import { describe, expect, it } from "vitest";
import siteConfig from "../../../site.config";
import { consentConfigSchema } from "../../config/consent-config";
import clarity from "./clarity.feature";
import { clarityCsp } from "./clarity-csp";
import { CLARITY_TAG_HOST } from "../../config/clarity-host";

const categories = [{ slug: "analytics", name: "Analytics" }];
const pages = { someInclude: () => false };

describe("Clarity's CSP origins", () => {
  it("from its own host: the tag's host and what the vendor's tag loads and sends to", () => {
    const consent = consentConfigSchema.parse({ analytics: { clarityProjectId: "abc123" }, categories });
    expect(clarityCsp(consent)).toEqual({
      script: ["https://www.clarity.ms", "https://*.clarity.ms"],
      connect: ["https://*.clarity.ms"],
      img: ["https://*.clarity.ms", "https://c.bing.com"],
    });
  });

  it("from another host: that host alone, for the script and what it sends", () => {
    const consent = consentConfigSchema.parse({ analytics: { clarityProjectId: "abc123", tagHost: "tags.example:8443" }, categories });
    expect(clarityCsp(consent)).toEqual({ script: ["https://tags.example:8443"], connect: ["https://tags.example:8443"] });
  });

  it("names nothing without a project, or with layer 1 off, and is the feature's", () => {
    expect(clarityCsp(consentConfigSchema.parse({}))).toEqual({});
    expect(clarityCsp(consentConfigSchema.parse({ enabled: false, analytics: { clarityProjectId: "x" }, categories }))).toEqual({});
    const consent = consentConfigSchema.parse({ analytics: { clarityProjectId: "abc123" }, categories });
    expect(clarity.csp!({ ...siteConfig, consent }, pages)).toEqual(clarityCsp(consent));
  });

  it("reads its host from one constant: the loader's default, the catalogue entry's and the CSP's", () => {
    const consent = consentConfigSchema.parse({ analytics: { clarityProjectId: "abc123" }, categories });
    expect(consent.analytics.tagHost).toBe(CLARITY_TAG_HOST);
    expect(clarity.services?.find((s) => s.slug === "clarity")?.reaches).toEqual([CLARITY_TAG_HOST]);
    expect(clarityCsp(consent).script?.[0]).toBe(`https://${CLARITY_TAG_HOST}`);
  });
});
