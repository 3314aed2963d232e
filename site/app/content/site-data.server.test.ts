import { describe, expect, it } from "vitest";
import { defineSiteConfig } from "../define-site-config";
import { siteData } from "./site-data.server";

/** Layer 1 beside layer 2, as `site.config.ts` sets them up, with the services given. */
const site = (services: { slug: string; name: string; hosts: string[] }[], more: Partial<Parameters<typeof defineSiteConfig>[0]> = {}) =>
  defineSiteConfig({
    ...more,
    name: "Ada's Pottery",
    url: "https://ada.example",
    consent: { categories: [{ slug: "necessary", name: "Necessary", locked: true }, { slug: "analytics", name: "Analytics" }, { slug: "advertisement", name: "Advertisement" }] },
    layer2: { enabled: true, categories: [{ slug: "essential", name: "Essential", locked: true }, { slug: "statistics", name: "Statistics" }, { slug: "marketing", name: "Marketing", services }] },
  });

describe("what the privacy page's widgets know of the consent layers", () => {
  it("lists no consent cookie and no consent id on a site with nothing to ask (docs/behaviour/consent-layer-1.md#nothing-to-ask)", () => {
    const data = siteData(site([]));
    expect(data.consentLog).toBe(false);
    expect(data.policyCategories.flatMap((c) => c.cookies.map((k) => k.name))).toEqual([]);
  });

  it("lists the consent layers' own cookies and the consent id, as before, once there is a service to ask about", () => {
    const data = siteData(site([{ slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com"] }]));
    expect(data.consentLog).toBe(true);
    expect(data.policyCategories[0]!.cookies.map((k) => k.name)).toEqual(expect.arrayContaining(["viewed_cookie_policy", "wpconsent_preferences"]));
  });

  it("lists the shop's cart in local storage last under the necessary cookies when the site sells, and not otherwise (docs/behaviour/shop.md#cart)", () => {
    const services = [{ slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com"] }];
    const names = (config: ReturnType<typeof site>) => siteData(config).policyCategories[0]!.cookies.map((k) => k.name);
    expect(names(site(services, { shop: { currency: "EUR", shipping: [{ name: "France", countries: ["FR"], rate: 10 }] } })).at(-1)).toBe("vitrine:cart");
    expect(names(site(services))).not.toContain("vitrine:cart");
  });
});
