import { describe, expect, it } from "vitest";
import siteConfig from "../../site.config";
import { BUILD_ONLY, browserSiteConfig } from "./browser-site-config";

describe("the site config the browser receives", () => {
  it("has every part but the build-only ones, and leaves the build's config whole", () => {
    const sent = browserSiteConfig(siteConfig) as typeof siteConfig;
    expect(sent.consentWords.layer1).toEqual(siteConfig.consentWords.layer1);
    expect(sent.consentWords.layer2).toEqual(siteConfig.consentWords.layer2);
    expect(sent.header).toEqual(siteConfig.header);
    expect(sent.footer.style).toBe(siteConfig.footer.style);
    for (const path of BUILD_ONLY) {
      const [part, key] = path.split(".") as [keyof typeof siteConfig, string];
      expect(sent[part], path).not.toHaveProperty(key);
      expect(siteConfig[part], path).toHaveProperty(key);
    }
  });
});
