import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { frontendConfig, FrontendConfigProvider, type EditorMode } from "../../config/frontend-config";
import { photoFeedConfigSchema } from "./photo-feed-config";
import { PhotoFeed } from "./photo-feed";

const settings = photoFeedConfigSchema.parse({ service: "flickr" });
const render = (mode: EditorMode, title?: string) =>
  renderToStaticMarkup(
    <FrontendConfigProvider value={frontendConfig({ mode })}>
      <PhotoFeed userId="12345678@N01" maxPhotos={6} settings={settings} title={title} label="Photos on Flickr" />
    </FrontendConfigProvider>,
  );

describe("PhotoFeed", () => {
  it("pre-renders, for visitors and in preview, an empty hidden container carrying what its enhancer needs", () => {
    for (const mode of ["static", "preview"] as const) {
      const html = render(mode, "Latest photos");
      expect(html).toContain('data-photo-feed=""');
      expect(html).toContain('data-user-id="12345678@N01"');
      expect(html).toContain('data-max-photos="6"');
      expect(html).toContain('data-feed-url="https://api.flickr.com/services/feeds/photos_public.gne"');
      expect(html).toContain('data-consent-category="marketing" data-consent-service="flickr"');
      expect(html).toContain('data-store-seconds="3600" data-timeout-ms="8000"');
      // The title hides with the photos: nothing shows until there are some.
      expect(html).toMatch(/<div class="photo-feed__content" hidden="">\s*<h2 class="photo-feed__title">Latest photos<\/h2><ul class="photo-feed__list" aria-label="Latest photos"><\/ul><\/div>/);
      expect(html).not.toContain("<img");
    }
  });

  it("in the editor's canvas is a visible placeholder that nothing will load into", () => {
    const html = render("edit");
    expect(html).toBe('<p class="photo-feed-placeholder">Photo feed: up to 6 photos of Flickr user 12345678@N01, shown to visitors who allow “marketing” content.</p>');
    expect(html).not.toContain("data-photo-feed");
  });
});
