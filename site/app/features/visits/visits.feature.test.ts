import { describe, expect, it } from "vitest";
import demo from "../../../site.config";
import { defineSiteConfig } from "../../define-site-config";

describe("the visit count's setting (docs/behaviour/visits.md)", () => {
  it("is on by default and off when the site says so", () => {
    expect(defineSiteConfig(demo, {}).visits).toEqual({ enabled: true });
    expect(defineSiteConfig({ ...demo, visits: { enabled: false } }, {}).visits.enabled).toBe(false);
  });

  it("is off on a static host, which has no server to count", () => {
    expect(defineSiteConfig(demo, { VITRINE_STATIC_EXPORT: "1" }).visits.enabled).toBe(false);
  });

  it("names a field it does not know", () => {
    expect(() => defineSiteConfig({ ...demo, visits: { enable: false } as never }, {})).toThrow(/visits: .*enable/);
  });
});
