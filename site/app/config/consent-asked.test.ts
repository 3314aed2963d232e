import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "../define-site-config";
import { consentAsked } from "./consent-asked";
import { layer1Shows } from "./layer1-ui-options";
import { layer2Shows } from "./layer2-ui-options";

/** The consent setup `site.config.ts` gives every site: layer 1's five categories and layer 2's three, with the services `consent.yaml` chose. */
function site({ services = [] as { slug: string; name: string; hosts: string[] }[], cookies = [] as { name: string; duration: string; description: string }[], layer2 = true, clarity = "" } = {}) {
  return defineSiteConfig({
    name: "Ada's Pottery",
    url: "https://ada.example",
    consent: {
      analytics: { clarityProjectId: clarity || undefined },
      categories: [
        { slug: "necessary", name: "Necessary", locked: true, defaultEnabled: true, cookies: [] },
        { slug: "functional", name: "Functional", cookies },
        { slug: "analytics", name: "Analytics", cookies: [] },
        { slug: "advertisement", name: "Advertisement", cookies: [] },
      ],
    },
    layer2: {
      enabled: layer2,
      primary: "layer1",
      categories: [
        { slug: "essential", name: "Essential", locked: true },
        { slug: "statistics", name: "Statistics" },
        { slug: "marketing", name: "Marketing", services },
      ],
    },
    ...(layer2 ? {} : { photoFeed: { category: "advertisement" } }),
  });
}

const youtube = { slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com"] };

describe("a site with nothing to ask its visitors (docs/behaviour/consent-layer-1.md#nothing-to-ask)", () => {
  it("shows no bar, tab or banner when no optional category has a cookie or a service", () => {
    const config = site();
    expect(consentAsked(config)).toBe(false);
    expect(layer1Shows(config)).toBe(false);
    expect(layer2Shows(config)).toBe(false);
  });

  it("asks, as before, once an optional category has a service, a cookie or a held-back script", () => {
    for (const config of [site({ services: [youtube] }), site({ cookies: [{ name: "yt-player-volume", duration: "session", description: "Volume" }] }), site({ clarity: "abc123def4" })]) {
      expect(consentAsked(config)).toBe(true);
      expect(layer1Shows(config)).toBe(true);
      expect(layer2Shows(config)).toBe(false);
    }
  });

  it("asks whenever layer 1 runs alone with an optional category: its videos wait for one", () => {
    expect(consentAsked(site({ layer2: false }))).toBe(true);
  });
});
