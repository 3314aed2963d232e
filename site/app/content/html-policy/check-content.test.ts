import { describe, expect, it } from "vitest";
import { checkMarkdown } from "../markdown.server";
import { checkText } from "./check-content.server";

const picture = (width: number) => ({ kiln: { width, height: 600, widths: [480, 800], placeholder: "#886644" } });
const foreignImage = '<img src="https://shop.example/kiln.png" alt="The kiln">';

describe("the content check's findings kept between checks (docs/behaviour/page-builder.md#saving)", () => {
  it("are the findings the policy gives, kept for the same text and inputs", () => {
    const options = { siteOrigin: "https://other.example" };
    const first = checkText(foreignImage, picture(800), options);
    expect(first).toEqual(checkMarkdown(foreignImage, picture(800), options));
    expect(first.length).toBeGreaterThan(0);
    expect(checkText(foreignImage, picture(800), options)).toBe(first);
  });

  it("are found again when the site's origin, the media library or the policy differs", () => {
    const foreign = checkText(foreignImage, picture(800), { siteOrigin: "https://other.example" });
    // On the site's own origin the picture is no foreign resource.
    expect(checkText(foreignImage, picture(800), { siteOrigin: "https://shop.example" })).toEqual([]);
    expect(checkText(foreignImage, picture(1200), { siteOrigin: "https://other.example" })).not.toBe(foreign);
    const policy = { newTab: { labelSuffix: " (nouvel onglet)", emptyLabel: "Nouvel onglet" } };
    expect(checkText(foreignImage, picture(800), { siteOrigin: "https://other.example", policy })).not.toBe(foreign);
  });
});
