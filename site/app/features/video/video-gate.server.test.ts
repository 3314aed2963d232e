// @vitest-environment jsdom
import { videoWords } from "./video-words";
import { describe, expect, it } from "vitest";
import { consentConfigSchema } from "../../config/consent-config";
import { layer2ConfigSchema } from "../../config/consent2-config";
import { consentWordsSchema } from "../../words/consent-words";
import { videoConfigSchema } from "./video-config";
import { consentFrameGate } from "../embed/embed-gate.server";
import { applyHtmlPolicy } from "../../content/html-policy/policy.server";
import { videoGate } from "./video-gate.server";

const siteOrigin = "https://hollow-oak.example";
const consent = consentConfigSchema.parse({});
const layer2 = layer2ConfigSchema.parse({
  enabled: true,
  categories: [
    { slug: "essential", name: "Essential", locked: true },
    { slug: "marketing", name: "Marketing", services: [{ slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com"] }, { slug: "vimeo", name: "Vimeo", hosts: ["player.vimeo.com"] }] },
  ],
});
const video = videoConfigSchema.parse({});
const consentWords = consentWordsSchema.parse({});
const words = { video: videoWords.en };
const dom = (html: string) => {
  const t = document.createElement("template");
  t.innerHTML = html;
  return t.content;
};

describe("the video gate", () => {
  it("turns a YouTube frame into the lazy player: no address of the provider loads, the poster is the site's own, layer 2's placeholder waits hidden", () => {
    const gates = [videoGate({ consent, layer2, video, consentWords, words }), consentFrameGate({ ...layer2, words: consentWords.placeholder })];
    const result = applyHtmlPolicy('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30" width="640" height="360" title="Throwing a moon jar"></iframe>', { siteOrigin, gates });
    expect(result.findings).toEqual([]);
    const root = dom(result.html);
    const player = root.querySelector<HTMLElement>("[data-lazy-video]")!;
    expect(player.dataset).toMatchObject({ provider: "youtube", id: "dQw4w9WgXcQ", query: "start=30", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30", alt: "Throwing a moon jar" });
    expect(player.getAttribute("style")).toContain("aspect-ratio:640 / 360");
    expect(root.querySelector("img")!.getAttribute("src")).toBe("/media/video/youtube-dQw4w9WgXcQ.webp");
    expect(root.querySelector("button[data-lazy-video-play]")!.getAttribute("aria-label")).toBe("Play video: Throwing a moon jar");
    expect(root.querySelector("iframe, [src^='http'], [srcset]")).toBeNull();
    const prompt = root.querySelector<HTMLElement>("[data-lazy-video-prompt]")!;
    expect(prompt.hidden).toBe(true);
    expect(prompt.querySelector("[data-consent-placeholder]")!.getAttribute("data-consent-service")).toBe("youtube");
    expect(prompt.querySelector("button")!.textContent).toBe("Allow YouTube and load this content");
    const link = prompt.querySelector<HTMLAnchorElement>("a")!;
    expect([link.target, link.textContent], "its link out says it opens a new tab").toEqual(["_blank", "Watch on YouTube ↗ (opens in a new tab)"]);
  });

  it("with the category-wide grant and layer 1 primary, the button names the category as layer 1's bar does", () => {
    const layer1 = consentConfigSchema.parse({ categories: [{ slug: "necessary", name: "Necessary", locked: true }, { slug: "functional", name: "Functional" }, { slug: "advertisement", name: "Advertisement" }] });
    const wide = { ...layer2, placeholderGrant: "category" as const, categoryMap: { necessary: "essential", advertisement: "marketing" } };
    const result = applyHtmlPolicy('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', { siteOrigin, gates: [videoGate({ consent: layer1, layer2: wide, video, consentWords, words })] });
    expect(dom(result.html).querySelector("[data-lazy-video-prompt] button")!.textContent).toBe("Click here to accept advertisement cookies and load this content");
  });

  it("with layer 1 alone, prompts with the settings button for the configured category", () => {
    const off = layer2ConfigSchema.parse({});
    const result = applyHtmlPolicy('<iframe src="https://player.vimeo.com/video/76979871"></iframe>', { siteOrigin, gates: [videoGate({ consent, layer2: off, video, consentWords, words })] });
    const button = dom(result.html).querySelector("[data-consent-action]")!;
    expect([button.getAttribute("data-consent-action"), button.getAttribute("data-category"), button.textContent]).toEqual(["settings", "functional", "Cookie settings"]);
    expect(dom(result.html).querySelector("[data-lazy-video]")!.getAttribute("data-alt")).toBe("Vimeo video");
  });

  it("leaves other frames to the next gate", () => {
    const result = applyHtmlPolicy('<iframe src="https://maps.example/embed"></iframe>', { siteOrigin, gates: [videoGate({ consent, layer2, video, consentWords, words })] });
    expect(result.html).toBe("");
    expect(result.findings).toHaveLength(1);
  });

  it("fails the build at the frame when its provider has no consent to wait for, naming the setting", () => {
    const withoutVimeo = layer2ConfigSchema.parse({ ...layer2, categories: layer2.categories.map((c) => ({ ...c, services: c.services.filter((s) => s.slug !== "vimeo") })) });
    const result = applyHtmlPolicy('<iframe src="https://player.vimeo.com/video/76979871"></iframe>', { siteOrigin, gates: [videoGate({ consent, layer2: withoutVimeo, video, consentWords, words })] });
    expect(result.findings.map((f) => f.reason)).toContain(
      `a vimeo video waits for consent the site does not have: site.config.ts: video.providers.vimeo.service: "vimeo" is not one of layer 2's services (layer2.categories[].services)`,
    );
    expect(result.html).not.toContain("player.vimeo.com");
  });
});
