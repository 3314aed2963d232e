import { describe, expect, it } from "vitest";
import { siteWidgets } from "@vitrine/site/editor";
import { fieldLabel } from "./field-label";
import { placeOf, plainProblem } from "./plain-words";
import { setStudioLanguage } from "./words/studio-words";
import { structureFields } from "./puck/puck-config";

const widgets = siteWidgets!;
const fields = structureFields(widgets);
const label = (type: string) => widgets.get(type)?.label;
const page = {
  title: "About",
  sections: [{ columns: [{ widgets: [{ type: "heading", level: 1, text: "" }, { type: "gallery", items: [{ image: "a" }, { image: "b", alt: "" }] }] }] }],
};

describe("a build message in an owner's words", () => {
  it("names a widget's field by its label and its block by its kind", () => {
    expect(fieldLabel(fields, page, ["sections", 0, "columns", 0, "widgets", 0, "text"], label)).toEqual({ block: "Heading", field: "Text" });
  });

  it("names a list item's field with its place in the list", () => {
    const named = fieldLabel(fields, page, ["sections", 0, "columns", 0, "widgets", 1, "items", 1, "alt"], label);
    expect(named.block).toBe("Gallery");
    expect(named.field).toBe("Text alternative (Images, item 2)");
  });

  it("names the page's own fields and a section's", () => {
    expect(fieldLabel(fields, page, ["title"], label)).toEqual({ block: "Page", field: "Title" });
    expect(fieldLabel(fields, page, ["sections", 0, "style"], label).block).toBe("Section 1");
  });

  it.each([
    ["expected at least 1 character, received 0", "Text can't be empty: fill it in."],
    ["required (expected a string)", "Text can't be empty: fill it in."],
    ["expected at most 80 characters, received 95", "Text is too long: shorten it to 80 characters or fewer (it has 95)."],
    ["expected at least 2 items, received 1", "Text needs at least 2 items: add 1 more."],
    ['expected a number, received "ten"', "Text must be a number: type digits only."],
    ['expected one of "a", "b", received "c"', "Text has a value the site does not know: pick one of its choices."],
    ['unknown image "kiln" (not in content/media/manifest.json)', 'Text names an image that is not in the media library ("kiln"): pick another one or upload it.'],
    ['unknown font "fraunse": choose one of system-sans, georgia (or write a CSS font stack such as Georgia, serif)', 'Text names a font the site does not have ("fraunse"): pick one from the list.'],
  ])("says %s as what to do", (message, plain) => {
    expect(plainProblem("Text", message)).toBe(plain);
  });

  it("keeps a message written for authors in its own words, without the note naming the file's key", () => {
    expect(plainProblem("Text alternative", "describe the image for people who cannot see it (alt must not be empty)")).toBe(
      "Text alternative: Describe the image for people who cannot see it.",
    );
  });

  it("says what to do with a site icon that is not square, and a logo the media library does not have", () => {
    expect(plainProblem("Site icon", "not square: this picture is 1200 × 800 px; the site icon must be square")).toBe(
      "The site icon must be square: this picture is 1200 × 800 px. Pick a square picture, or crop it first.",
    );
    expect(plainProblem("Logo", 'unknown image "old-logo" (not in content/media/manifest.json)')).toBe('Logo names an image that is not in the media library ("old-logo"): pick another one or upload it.');
  });
});

describe("a settings file's place in plain words", () => {
  it("names a menu item's drop-down link, a footer area's link and a top field", () => {
    expect(placeOf(["menu", 6, "children", 2, "href"])).toBe("Menu item 7, drop-down link 3: Address");
    expect(placeOf(["widgets", 0, "links", 1, "label"])).toBe("Area 1, link 2: Label");
    expect(placeOf(["contactEmail"])).toBe("Contact email");
    expect(placeOf(["favicon"])).toBe("Site icon");
    expect(placeOf(["menu", 0])).toBe("Menu item 1");
    expect(placeOf([])).toBe("These settings");
  });

  it("says a problem in the owner's language, its counts by that language's rules", () => {
    setStudioLanguage("fr");
    try {
      expect(plainProblem("Titre", "expected at least 3 characters, received 1")).toBe("Titre est trop court\u00a0: écrivez au moins 3 caractères (il en a 1).");
      expect(plainProblem("Titre", "expected at least 1 character, received 0")).toBe("Titre ne peut pas être vide\u00a0: remplissez-le.");
      expect(placeOf([])).toBe("Ces réglages");
    } finally {
      setStudioLanguage("en");
    }
  });
});
