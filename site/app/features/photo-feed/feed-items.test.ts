import { describe, expect, it } from "vitest";
import { altText, feedPhotos, isFeedPhotos, MalformedFeedError, thumbnailAddress } from "./feed-items";

const item = (m: unknown, title: unknown = "Kiln at dusk", link: unknown = "https://www.flickr.com/photos/x/1/") => ({ media: { m }, title, link });

describe("thumbnailAddress", () => {
  it("asks for the 150 px square (_q) in place of the small image (_m)", () => {
    expect(thumbnailAddress("https://live.staticflickr.com/65535/5312_ab12_m.jpg")).toBe("https://live.staticflickr.com/65535/5312_ab12_q.jpg");
    expect(thumbnailAddress("https://live.staticflickr.com/65535/5312_ab12_M.JPG")).toBe("https://live.staticflickr.com/65535/5312_ab12_q.jpg");
  });

  it("changes only the suffix, and keeps an address without it", () => {
    expect(thumbnailAddress("https://live.staticflickr.com/65535/my_m.jpg_m.jpg")).toBe("https://live.staticflickr.com/65535/my_m.jpg_q.jpg");
    expect(thumbnailAddress("https://live.staticflickr.com/65535/5312_ab12_b.jpg")).toBe("https://live.staticflickr.com/65535/5312_ab12_b.jpg");
  });
});

describe("altText", () => {
  it("is the title as text, or Flickr image when there is none", () => {
    expect(altText("  Kiln\n at   dusk ")).toBe("Kiln at dusk");
    expect(altText("")).toBe("Flickr image");
    expect(altText("   ")).toBe("Flickr image");
    expect(altText(undefined)).toBe("Flickr image");
    expect(altText(42)).toBe("Flickr image");
  });

  it("keeps markup as the characters it is, never as HTML", () => {
    expect(altText('<img src=x onerror="alert(1)">')).toBe('<img src=x onerror="alert(1)">');
  });
});

describe("feedPhotos", () => {
  it("reads items[].media.m and items[].title in order, as square thumbnails", () => {
    const photos = feedPhotos({ items: [item("https://live.staticflickr.com/1/a_m.jpg", "A"), item("https://live.staticflickr.com/1/b_m.jpg", "")] });
    expect(photos).toEqual([
      { thumbnail: "https://live.staticflickr.com/1/a_q.jpg", alt: "A", link: "https://www.flickr.com/photos/x/1/" },
      { thumbnail: "https://live.staticflickr.com/1/b_q.jpg", alt: "Flickr image", link: "https://www.flickr.com/photos/x/1/" },
    ]);
  });

  it("skips items without an https image, and drops a link that is not https", () => {
    const photos = feedPhotos({
      items: [null, "x", { title: "no media" }, item(undefined), item("javascript:alert(1)"), item("http://live.staticflickr.com/1/c_m.jpg"), item("https://live.staticflickr.com/1/d_m.jpg", "D", "javascript:alert(1)")],
    });
    expect(photos).toEqual([{ thumbnail: "https://live.staticflickr.com/1/d_q.jpg", alt: "D" }]);
  });

  it("refuses a response that is not a feed", () => {
    for (const response of [undefined, null, "items", [], {}, { items: "none" }, { items: { 0: {} } }]) {
      expect(() => feedPhotos(response), JSON.stringify(response)).toThrow(MalformedFeedError);
    }
  });

  it("accepts an empty feed", () => {
    expect(feedPhotos({ items: [] })).toEqual([]);
  });
});

describe("isFeedPhotos", () => {
  it("accepts what feedPhotos gives and refuses anything else", () => {
    expect(isFeedPhotos(feedPhotos({ items: [item("https://live.staticflickr.com/1/a_m.jpg")] }))).toBe(true);
    expect(isFeedPhotos([])).toBe(true);
    expect(isFeedPhotos({})).toBe(false);
    expect(isFeedPhotos([{ thumbnail: "javascript:alert(1)", alt: "" }])).toBe(false);
    expect(isFeedPhotos([{ thumbnail: "https://x.example/a.jpg" }])).toBe(false);
    expect(isFeedPhotos([{ thumbnail: "https://x.example/a.jpg", alt: "a", link: 3 }])).toBe(false);
  });
});
