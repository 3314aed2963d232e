import { describe, expect, it } from "vitest";
import { siteNameRule, type SiteLanguages } from "./site-name-words";

const languages: SiteLanguages = { first: { language: "en", name: "English", siteName: "Hollow Oak Pottery" }, editions: [{ language: "fr", name: "French" }] };

describe("what the site's name field says on a site in two languages", () => {
  it("tells the second language that an empty name is the first one's, renamed with it, and shows it", () => {
    expect(siteNameRule(languages, "fr")).toEqual({
      help: "Leave it empty and your site in French has the same name as in English, “Hollow Oak Pottery”, renamed with it. Write a name here only if it is different in French.",
      placeholder: "Hollow Oak Pottery",
    });
  });

  it("tells the first language that a rename reaches the second, and says nothing on a site of one language", () => {
    expect(siteNameRule(languages, "")?.help).toBe("Renaming the site renames it in French too, unless you gave it a different name there.");
    expect(siteNameRule({ ...languages, editions: [] }, "")).toBeUndefined();
    expect(siteNameRule(undefined, "")).toBeUndefined();
  });
});
