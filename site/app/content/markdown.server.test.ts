import { describe, expect, it } from "vitest";
import { checkMarkdown, mediaNamesIn, renderMarkdown } from "./markdown.server";

const manifest = { "celadon-vase": { width: 1200, height: 1500, widths: [480, 800, 1200], placeholder: "#9fb8a4" } };

describe("renderMarkdown", () => {
  it("turns media: images into responsive lazy images with intrinsic size", () => {
    const html = renderMarkdown('![A "pale" vase](media:celadon-vase)', manifest);
    expect(html).toContain('src="/media/celadon-vase-800.webp"');
    expect(html).toContain('srcset="/media/celadon-vase-480.webp 480w, /media/celadon-vase-800.webp 800w, /media/celadon-vase-1200.webp 1200w"');
    expect(html).toContain('width="1200" height="1500"');
    expect(html).toContain('alt="A &quot;pale&quot; vase"');
    expect(html).toContain('loading="lazy" decoding="async"');
    expect(html).toContain('style="background-color:#9fb8a4"');
  });

  it("sets up links marked new-tab in the HTML it writes, in the site's words", () => {
    expect(renderMarkdown('<a href="https://example.com" class="new-tab" rel="external">Notes</a>', manifest)).toContain(
      '<a href="https://example.com" rel="external noopener" target="_blank" aria-label="Notes (opens in a new tab)" data-new-tab="">Notes</a>',
    );
    const french = { labelSuffix: " (s’ouvre dans un nouvel onglet)", emptyLabel: "S’ouvre dans un nouvel onglet" };
    expect(renderMarkdown('[Notes](https://example.com) <a class="new-tab" href="/x"></a>', manifest, { policy: { newTab: french } })).toContain(
      '<a href="/x" target="_blank" rel="noopener" aria-label="S’ouvre dans un nouvel onglet" data-new-tab=""></a>',
    );
  });

  it("refuses a target the author writes, as before: only the new-tab marker opens a new tab", () => {
    expect(() => renderMarkdown('<a href="https://example.com" target="_blank">Notes</a>', manifest)).toThrow(/target/);
  });

  it("gives headings unique ids", () => {
    const html = renderMarkdown("## Glaze care\n\n## Glaze care", manifest);
    expect(html).toContain('<h2 id="glaze-care">Glaze care</h2>');
    expect(html).toContain('<h2 id="glaze-care-2">Glaze care</h2>');
  });

  it("leaves ordinary image URLs alone", () => {
    expect(renderMarkdown("![x](/other.png)", manifest)).toContain('<img src="/other.png" alt="x">');
  });

  it("throws on an unknown media name", () => {
    expect(() => renderMarkdown("![x](media:nope)", manifest)).toThrow('unknown image "nope"');
  });

  it("lists the media names a text uses", () => {
    expect(mediaNamesIn("a ![x](media:one) b ![y]( media:two-b ) ![z](/c.png)")).toEqual(["one", "two-b"]);
  });
});

describe("checkMarkdown's lines", () => {
  it("name the line of the element each refusal is about, however its address was written and however often a word recurs", () => {
    const markdown = [
      "Intro.",
      "",
      '<img src="/media/a.webp" alt="">',
      "",
      '<img src="ht&#9;tps://tracker.example/p.png" alt="">',
      "",
      '<div class="cli-modal" data-consent-action="accept">x</div>',
      "",
      '<img src="ht&#9;tps://tracker.example/p.png" alt="">',
      "",
      '<table><tr><td background="/&#10;/tracker.example/bg.png">x</td></tr></table>',
    ].join("\n");
    expect(checkMarkdown(markdown, manifest, { siteOrigin: "https://hollow-oak.example" }).map((f) => [f.line, f.reason.slice(0, 40)])).toEqual([
      [5, "an image from tracker.example would load"],
      [9, "an image from tracker.example would load"],
      [11, "a background image from tracker.example "],
      [7, "the class cli-modal belongs to the conse"],
      [7, "the attribute data-consent-action belong"],
    ]);
  });
});
