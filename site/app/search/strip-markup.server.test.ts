import { describe, expect, it } from "vitest";
import { stripHtml, stripMarkdown } from "./strip-markup.server";

describe("stripMarkdown", () => {
  it("keeps the words and drops the markup", () => {
    expect(stripMarkdown("## Glazes\n\nA **pale** [green](/shop) glaze.\n\n- one\n- two")).toBe("Glazes A pale green glaze. one two");
  });

  it("keeps words whole across inline tags and separates blocks", () => {
    expect(stripHtml("<p>glaz<em>ed</em> pots</p><p>kiln</p>")).toBe("glazed pots kiln");
    expect(stripHtml("<code>Cookie<wbr/>Law<wbr>Consent</code>")).toBe("CookieLawConsent");
  });

  it("turns images into their alt text and decodes entities", () => {
    expect(stripHtml('<img src="x.webp" alt="Cone &amp; pack"> Tom&#39;s &ldquo;bowl&rdquo;')).toBe("Cone & pack Tom's “bowl”");
  });

  it("drops scripts and styles entirely", () => {
    expect(stripHtml("<p>vase</p><script>alert('x')</script><style>p{}</style>")).toBe("vase");
  });
});
