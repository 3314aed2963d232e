import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FrontendConfigProvider, frontendConfig } from "../../config/frontend-config";
import { siteData } from "../../content/site-data.server";
import lazyVideo from "./lazy-video.widget";

const view = lazyVideo.resolveData(lazyVideo.schema.parse({ type: "lazy-video", video: "https://youtu.be/dQw4w9WgXcQ", title: "Throwing" }), { site: siteData() } as never);

describe("the lazy-video widget", () => {
  it("refuses an address that is not a YouTube or Vimeo video, naming the forms it takes", () => {
    const result = lazyVideo.schema.safeParse({ type: "lazy-video", video: "https://example.com/film.mp4", title: "A film" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^must be a YouTube or Vimeo video address/);
  });

  it("is a poster the video enhancer wakes on a published page, at the shape chosen", () => {
    const html = renderToStaticMarkup(lazyVideo.render(view));
    expect(html).toContain("data-lazy-video=");
    expect(html).toContain("aspect-ratio:1280 / 720");
    // Without JavaScript nothing wakes the button: the poster links to the video on its site.
    expect(html).toContain('<noscript><a class="lazy-video__watch" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a></noscript>');
  });

  it("in the page builder's canvas (edit) is the poster alone: nothing wakes it, so nothing loads", () => {
    const html = renderToStaticMarkup(<FrontendConfigProvider value={frontendConfig({ mode: "edit" })}>{lazyVideo.render(view)}</FrontendConfigProvider>);
    expect(html).not.toContain("data-lazy-video=");
    expect(html).toContain('src="/media/video/youtube-dQw4w9WgXcQ.webp"');
    expect(html).not.toMatch(/<iframe/);
  });
});
