import { describe, expect, it } from "vitest";
import type { Gate } from "../../source/gate";
import { applyHtmlPolicy } from "./policy.server";

const siteOrigin = "https://hollow-oak.example";

describe("layer 2's blocked-script markup (docs/behaviour/consent-layer-2.md#blocked-scripts)", () => {
  it("is kept as written, external and inline, the code untouched", () => {
    const external = '<script type="text/plain" data-wpconsent-src="https://www.googletagmanager.com/gtag/js?id=G-X" data-wpconsent-name="google-tag" data-wpconsent-category="statistics" defer=""></script>';
    const inline = '<script type="text/plain" data-wpconsent-name="clarity" data-wpconsent-category="statistics">if (a < b) track();</script>';
    const result = applyHtmlPolicy(`<p>x</p>${external}${inline}`, { siteOrigin, gates: [] });
    expect(result.findings).toEqual([]);
    expect(result.html).toBe(`<p>x</p>${external}${inline}`);
  });

  it("loses an address that is not https or the site's own, and a runnable type is no markup at all", () => {
    const result = applyHtmlPolicy(
      '<script type="text/plain" data-wpconsent-src="javascript:alert(1)" data-wpconsent-name="clarity" data-wpconsent-category="statistics"></script><script data-wpconsent-category="statistics">x()</script>',
      { siteOrigin, gates: [] },
    );
    expect(result.html).toBe('<script type="text/plain" data-wpconsent-name="clarity" data-wpconsent-category="statistics"></script>');
    expect(result.findings.map((f) => f.reason)).toEqual([
      "javascript: addresses are not allowed (data-wpconsent-src on <script>); link to a page or a file instead",
      expect.stringContaining('or layer 2\'s <script type="text/plain" data-wpconsent-category="CATEGORY"'),
    ]);
  });
});

describe("gates", () => {
  it("turn a foreign resource into the gate's consent-gated markup, kept whole, and nothing is refused", () => {
    const placeholder: Gate = (el, { host, document }) => {
      if (host !== "www.youtube.com") return undefined;
      const box = document.createElement("div");
      box.className = "consent-placeholder";
      box.setAttribute("data-src", el.getAttribute("src") ?? "");
      box.innerHTML = '<button type="button">Load the video</button>';
      return box;
    };
    const result = applyHtmlPolicy('<p>Watch:</p><iframe src="https://www.youtube.com/embed/abc"></iframe>', { siteOrigin, gates: [placeholder] });
    expect(result.findings).toEqual([]);
    expect(result.html).toBe(
      '<p>Watch:</p><div class="consent-placeholder" data-src="https://www.youtube.com/embed/abc"><button type="button">Load the video</button></div>',
    );
  });

  it("leave what no gate takes to be refused", () => {
    const result = applyHtmlPolicy('<iframe src="https://maps.example/embed"></iframe>', { siteOrigin, gates: [() => undefined] });
    expect(result.html).toBe("");
    expect(result.findings.map((f) => f.reason)).toEqual([expect.stringContaining("a frame from maps.example would load before the visitor consents")]);
  });

  it("cannot be imitated by content: a stand-in written by an author is dropped", () => {
    const result = applyHtmlPolicy('<vitrine-kept data-key="0-0"></vitrine-kept><script>x()</script>', { siteOrigin });
    expect(result.html).toBe("");
  });
});
