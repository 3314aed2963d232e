// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { consentWordsSchema } from "../../words/consent-words";
import { layer2ConfigSchema } from "../../config/consent2-config";
import type { ResolveContext } from "../../widgets/define-widget";
import { embedBox, embedProblems } from "./embed-rules";
import embed from "./embed.widget";

const layer2 = layer2ConfigSchema.parse({
  enabled: true,
  categories: [
    { slug: "essential", name: "Essential", locked: true },
    { slug: "marketing", name: "Marketing", services: [{ slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com"] }] },
  ],
});
const frames = { enabled: true, categories: layer2.categories, words: consentWordsSchema.parse({}).placeholder };
const context = {
  site: { policyCategories: [], policyServices: [], embed: frames },
  image: ({ image }: { image: string }) => ({ src: `/media/${image}-800.webp`, srcSet: `/media/${image}-480.webp 480w, /media/${image}-800.webp 800w`, sizes: "100vw" }),
} as unknown as ResolveContext;

function render(fields: Record<string, unknown>): HTMLElement {
  const props = embed.schema.parse({ type: "embed", ...fields });
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<>{embed.render(embed.resolveData(props, context))}</>);
  return host;
}

describe("the embed widget", () => {
  it("renders layer 2's frame placeholder: the frame kept without src, its box, the thumbnail, the button and a link out", () => {
    const html = render({ url: "https://www.youtube-nocookie.com/embed/abc", title: "Throwing a moon jar (video)", width: 640, thumbnail: "moon-jar", link: "https://www.youtube.com/watch?v=abc" });
    const box = html.querySelector(".wpconsent-iframe-placeholder.wpconsent-iframe-placeholder-youtube")!;
    expect([box.getAttribute("role"), box.getAttribute("aria-label")]).toEqual(["group", "Throwing a moon jar (video)"]);
    expect(box.getAttribute("style")).toBe("inline-size:100%;max-inline-size:640px;aspect-ratio:640 / 360");
    expect([box.getAttribute("data-consent-category"), box.getAttribute("data-consent-service")]).toEqual(["marketing", "youtube"]);
    const frame = box.querySelector("iframe")!;
    expect(frame.hasAttribute("src")).toBe(false);
    expect([frame.dataset.wpconsentSrc, frame.dataset.wpconsentName, frame.dataset.wpconsentCategory]).toEqual(["https://www.youtube-nocookie.com/embed/abc", "youtube", "marketing"]);
    expect([frame.getAttribute("width"), frame.getAttribute("height"), frame.hasAttribute("hidden"), frame.hasAttribute("allowfullscreen")]).toEqual(["640", "360", true, true]);
    expect(box.querySelector("img")!.getAttribute("src")).toBe("/media/moon-jar-800.webp");
    expect(box.querySelector("button.wpconsent-iframe-accept-button")!.textContent).toBe("Allow YouTube and load this content");
    expect([box.getAttribute("data-wpconsent-name"), box.getAttribute("data-wpconsent-category")]).toEqual(["youtube", "marketing"]);
    expect(box.querySelector(".wpconsent-iframe-thumbnail > img")!.getAttribute("src")).toBe("/media/moon-jar-800.webp");
    expect(box.querySelector("a")!.getAttribute("href")).toBe("https://www.youtube.com/watch?v=abc");
  });

  it("takes its box from a height, an aspect ratio, or 16:9; without a thumbnail or link it shows none and links the frame", () => {
    expect(embedBox({ width: 600, height: 400 })).toEqual({ width: 600, height: 400 });
    expect(embedBox({ width: 600, aspect: "4:3" })).toEqual({ width: 600, height: 450 });
    expect(embedBox({ width: 560 })).toEqual({ width: 560, height: 315 });
    const html = render({ url: "https://www.youtube-nocookie.com/embed/abc", title: "Video" });
    expect(html.querySelector("img")).toBeNull();
    expect(html.querySelector("a")!.getAttribute("href")).toBe("https://www.youtube-nocookie.com/embed/abc");
  });

  it("is refused at its field when no service claims the host, when layer 2 is off, or with both a height and an aspect", () => {
    expect(embedProblems({ url: "https://www.youtube-nocookie.com/embed/abc" }, frames)).toEqual([]);
    expect(embedProblems({ url: "https://maps.example/embed" }, frames)).toEqual([
      { path: ["url"], message: "no service the site uses loads from maps.example: choose the service in the studio's Consent screen (content/settings/consent.yaml), or add maps.example to a layer2 service's hosts in site.config.ts (claimed: www.youtube-nocookie.com (youtube))" },
    ]);
    expect(embedProblems({ url: "https://www.youtube-nocookie.com/embed/abc" }, { ...frames, enabled: false })[0]!.message).toMatch(/second consent layer, which is off/);
    expect(embedProblems({ url: "https://www.youtube-nocookie.com/embed/abc", height: 300, aspect: "16:9" }, frames)).toEqual([{ path: ["aspect"], message: "give a height or an aspect ratio, not both" }]);
    expect(() => embed.schema.parse({ type: "embed", url: "http://www.youtube-nocookie.com/embed/abc", title: "x" })).toThrow();
    expect(() => embed.schema.parse({ type: "embed", url: "https://www.youtube-nocookie.com/embed/abc", title: "x", aspect: "wide" })).toThrow(/width:height/);
  });
});
