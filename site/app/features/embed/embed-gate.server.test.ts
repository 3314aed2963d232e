// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { consentWordsSchema } from "../../words/consent-words";
import { layer2ConfigSchema } from "../../config/consent2-config";
import { consentFrameOrigins } from "./embed-csp";
import { consentFrameGate } from "./embed-gate.server";
import { applyHtmlPolicy } from "../../content/html-policy/policy.server";

const siteOrigin = "https://hollow-oak.example";
const layer2 = {
  ...layer2ConfigSchema.parse({
    enabled: true,
    categories: [
      { slug: "essential", name: "Essential", locked: true },
      { slug: "marketing", name: "Marketing", services: [{ slug: "youtube", name: "YouTube", hosts: ["www.youtube-nocookie.com"] }] },
    ],
  }),
  words: consentWordsSchema.parse({}).placeholder,
};
const gate = (html: string, config = layer2) => applyHtmlPolicy(html, { siteOrigin, gates: [consentFrameGate(config)] });
const dom = (html: string) => {
  const t = document.createElement("template");
  t.innerHTML = html;
  return t.content;
};

describe("layer 2's frame gate", () => {
  it("turns a claimed frame into the plugin's placeholder: no src anywhere, the frame's box, the accept button and a link out", () => {
    const result = gate('<iframe src="https://www.youtube-nocookie.com/embed/abc" width="640" height="360" title="A firing (video)" allowfullscreen></iframe>');
    expect(result.findings).toEqual([]);
    const root = dom(result.html);
    const box = root.querySelector(".wpconsent-iframe-placeholder.wpconsent-iframe-placeholder-youtube")!;
    expect(box.getAttribute("style")).toBe("inline-size:100%;max-inline-size:640px;aspect-ratio:640 / 360");
    expect([box.getAttribute("role"), box.getAttribute("aria-label")]).toEqual(["group", "A firing (video)"]);
    const frame = box.querySelector("iframe")!;
    expect(frame.hasAttribute("src")).toBe(false);
    expect([frame.dataset.wpconsentSrc, frame.dataset.wpconsentName, frame.dataset.wpconsentCategory]).toEqual(["https://www.youtube-nocookie.com/embed/abc", "youtube", "marketing"]);
    expect(frame.hasAttribute("allowfullscreen")).toBe(true);
    const button = box.querySelector("button.wpconsent-iframe-accept-button")!;
    expect([button.textContent, button.getAttribute("data-category")]).toEqual(["Allow YouTube and load this content", "marketing"]);
    expect(box.querySelector("a")!.getAttribute("href")).toBe("https://www.youtube-nocookie.com/embed/abc");
    expect(result.html).not.toMatch(/\ssrc=/);
  });

  it("writes the plugin's markup site code reads: data-wpconsent-name and -category on the div, the thumbnail and the overlay inside", () => {
    const box = dom(gate('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="A firing"></iframe>').html).firstElementChild as HTMLElement;
    expect([box.dataset.wpconsentName, box.dataset.wpconsentCategory]).toEqual(["youtube", "marketing"]);
    expect(box.querySelectorAll(":scope > .wpconsent-iframe-thumbnail")).toHaveLength(1);
    expect(box.querySelector(":scope > .wpconsent-iframe-overlay-content > button.wpconsent-iframe-accept-button")).not.toBeNull();
    const link = box.querySelector<HTMLAnchorElement>(".wpconsent-iframe-overlay-content a")!;
    expect([link.target, link.textContent]).toEqual(["_blank", "Open it on YouTube ↗ (opens in a new tab)"]);
  });

  it("with the plugin's category-wide grant, names the category as the layer the visitor sees does", () => {
    const layer1 = { enabled: true, categories: [{ slug: "advertisement", name: "Advertisement" }] };
    const wide = { ...layer2, placeholderGrant: "category" as const };
    const button = (config: typeof wide & { layer1?: typeof layer1 }) => dom(gate('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', config).html).querySelector("button")!.textContent;
    expect(button(wide), "layer 2 alone").toBe("Click here to accept marketing cookies and load this content");
    expect(button({ ...wide, layer1 }), "layer 1 primary: its name for the linked category").toBe("Click here to accept advertisement cookies and load this content");
    expect(button({ ...wide, layer1, primary: "layer2" }), "layer 2 primary").toBe("Click here to accept marketing cookies and load this content");
  });

  it("gives a frame without a size the usual video box, and uses the configured words", () => {
    const words = { ...layer2, placeholderGrant: "category" as const, words: consentWordsSchema.parse({ placeholder: { button: "Accepter les cookies {category}" } }).placeholder };
    const box = dom(gate('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', words).html).firstElementChild!;
    expect(box.getAttribute("style")).toContain("aspect-ratio:560 / 315");
    expect(box.querySelector("button")!.textContent).toBe("Accepter les cookies marketing");
  });

  it("leaves a host no service claims, or every frame with layer 2 off, to be refused", () => {
    expect(gate('<iframe src="https://maps.example/embed"></iframe>').findings.map((f) => f.reason)).toEqual([expect.stringContaining("a frame from maps.example")]);
    expect(gate('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', { ...layer2, enabled: false }).html).toBe("");
  });

  it("shows the self-hosted thumbnail the author names, and reports one the site does not have", () => {
    const image = (name: string) => (name === "kiln" ? { src: "/media/kiln-800.webp", srcSet: "/media/kiln-480.webp 480w, /media/kiln-800.webp 800w", sizes: "100vw" } : undefined);
    const frame = (thumbnail: string) => `<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Kiln" data-thumbnail="${thumbnail}"></iframe>`;
    const result = applyHtmlPolicy(frame("media:kiln"), { siteOrigin, gates: [consentFrameGate(layer2)], image });
    expect(result.findings).toEqual([]);
    const poster = dom(result.html).querySelector("img.consent-placeholder__poster")!;
    expect([poster.getAttribute("src"), poster.getAttribute("srcset"), poster.getAttribute("alt"), poster.getAttribute("loading")]).toEqual(["/media/kiln-800.webp", "/media/kiln-480.webp 480w, /media/kiln-800.webp 800w", "", "lazy"]);
    expect(dom(result.html).querySelector("iframe")!.hasAttribute("data-thumbnail"), "the frame keeps only what it needs").toBe(false);
    const missing = applyHtmlPolicy(frame("kilm"), { siteOrigin, gates: [consentFrameGate(layer2)], image });
    expect(missing.findings).toEqual([
      { reason: 'the thumbnail "kilm" (data-thumbnail) is not in content/media: add the image there, or leave the attribute out', needle: "kilm", tag: { text: frame("kilm").replace("</iframe>", ""), occurrence: 0 } },
    ]);
  });

  it("the services' hosts, and only theirs, may be framed", () => {
    expect(consentFrameOrigins(layer2)).toEqual(["https://www.youtube-nocookie.com"]);
    expect(consentFrameOrigins({ ...layer2, enabled: false })).toEqual([]);
  });
});
