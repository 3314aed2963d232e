import { describe, expect, it } from "vitest";
import siteConfig from "../../../site.config";
import photoFeed from "./photo-feed.feature";
import { photoFeedConfigSchema } from "./photo-feed-config";
import { photoFeedCsp } from "./photo-feed-csp";
import { PHOTO_FEED } from "./photo-feed-names";

describe("the photo feed's CSP origins", () => {
  it("names the feed's own origin for its script and the photos' hosts for images, from the config", () => {
    const config = photoFeedConfigSchema.parse({ url: "https://feeds.example:8443/photos/public", imageHosts: ["img.example", "*.cdn.example"] });
    expect(photoFeedCsp(config)).toEqual({ script: ["https://feeds.example:8443"], img: ["https://img.example", "https://*.cdn.example"] });
  });

  it("are added only when some page has a feed", () => {
    const pages = (html: string) => ({ someInclude: (text: string) => html.includes(text) });
    expect(photoFeed.csp!(siteConfig, pages(`<div ${PHOTO_FEED.root}="" data-user-id="1@N01"></div>`))).toEqual(photoFeedCsp(siteConfig.photoFeed));
    expect(photoFeed.csp!(siteConfig, pages("<p>No feed here.</p>"))).toEqual({});
  });
});
