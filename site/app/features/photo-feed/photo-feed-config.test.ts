import { describe, expect, it } from "vitest";
import { defineSiteConfig, type SiteConfigInput } from "../../define-site-config";

const base: SiteConfigInput = { name: "Studio", url: "https://studio.example" };
const layer1 = { categories: [{ slug: "necessary", name: "Necessary", locked: true }, { slug: "advertisement", name: "Advertisement" }] };
const layer2 = {
  enabled: true,
  categories: [
    { slug: "essential", name: "Essential", locked: true },
    { slug: "marketing", name: "Marketing", services: [{ slug: "flickr", name: "Flickr" }] },
  ],
  categoryMap: { necessary: "essential", advertisement: "marketing" },
};

describe("photoFeed settings", () => {
  it("default to the provider's public feed, marketing consent and an hour's stored copy", () => {
    expect(defineSiteConfig(base).photoFeed).toEqual({
      url: "https://api.flickr.com/services/feeds/photos_public.gne",
      imageHosts: ["live.staticflickr.com"],
      category: "marketing",
      storeSeconds: 3600,
      timeoutMs: 8000,
    });
  });

  it("accept a category and service layer 2 has", () => {
    const config = defineSiteConfig({ ...base, consent: layer1, layer2: layer2, photoFeed: { service: "flickr" } });
    expect(config.photoFeed).toMatchObject({ category: "marketing", service: "flickr" });
  });

  it("name a category or service the deciding layer does not have", () => {
    expect(() => defineSiteConfig({ ...base, consent: layer1, layer2: layer2, photoFeed: { category: "statistics" } })).toThrow(
      `site.config.ts: photoFeed.category: "statistics" is not one of layer 2's categories (essential, marketing)`,
    );
    expect(() => defineSiteConfig({ ...base, consent: layer1, layer2: layer2, photoFeed: { service: "instagram" } })).toThrow(
      `site.config.ts: photoFeed.service: "instagram" is not one of the services of layer 2's "marketing" category (flickr)`,
    );
    expect(() => defineSiteConfig({ ...base, consent: layer1 })).toThrow(
      `site.config.ts: photoFeed.category: "marketing" is not one of the consent categories (necessary, advertisement)`,
    );
    expect(defineSiteConfig({ ...base, consent: layer1, photoFeed: { category: "advertisement" } }).photoFeed.category).toBe("advertisement");
  });

  it("refuse a feed that is not https, and a bad user id in a footer area", () => {
    expect(() => defineSiteConfig({ ...base, photoFeed: { url: "http://feeds.example/photos" } })).toThrow(/photoFeed\.url/);
    expect(() => defineSiteConfig({ ...base, footer: { widgets: [{ title: "Photos", photoFeed: { userId: "mira" } }] } })).toThrow(
      /footer\.widgets\[0\]\.photoFeed\.userId: must be a Flickr user id like 12345678@N01/,
    );
    expect(() => defineSiteConfig({ ...base, footer: { widgets: [{ title: "Photos", photoFeed: { userId: "1@N01", maxPhotos: 21 } }] } })).toThrow(
      /footer\.widgets\[0\]\.photoFeed\.maxPhotos/,
    );
  });
});
