import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkContent, readSettingsFile } from "@vitrine/site/editor/server";
import { EDITION_HEADER } from "../../shared/names";
import { startEditorOnDemoCopy, type startEditorForTests } from "./editor-for-tests";

/**
 * A site in two languages in the studio (docs/decisions/046-two-languages-on-one-site.md): the
 * same requests edit the second language's files when they name it, checked where the edition
 * sits; a page's translation is found, or started as a copy of the first language's.
 */
let editor: Awaited<ReturnType<typeof startEditorForTests>>;
let contentDir = "";
const french = { [EDITION_HEADER]: "fr" };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } });

let close = async () => {};
beforeAll(async () => {
  ({ editor, contentDir, close } = await startEditorOnDemoCopy("editions"));
});
afterAll(() => close());

describe("the studio on a site in two languages", () => {
  it("names the site's languages, in English as the studio speaks it", async () => {
    expect((await json(await editor.get("/api/editions"))).body).toEqual({ first: { language: "en", name: "English", siteName: "Hollow Oak Studio" }, editions: [{ language: "fr", name: "French" }] });
  });

  it("tells the studio's page the owner's language, the site's first, with the session it asks for at once", async () => {
    expect((await json(await fetch(`${editor.base}/api/session`))).body).toMatchObject({ signedIn: false, language: "en" });
    const file = path.join(contentDir, "settings", "site.yaml");
    const before = readFileSync(file, "utf8");
    writeFileSync(file, before.replace(/^language: en$/m, "language: de"));
    try {
      expect((await json(await editor.get("/api/session"))).body).toMatchObject({ signedIn: true, language: "de" });
    } finally {
      writeFileSync(file, before);
    }
  });

  it("renames the site in every language that has no name of its own, and keeps a name of its own", async () => {
    type Loaded = { data: Record<string, unknown>; version: string };
    const french = path.join(contentDir, "editions", "fr");
    const frenchFile = path.join(french, "settings", "site.yaml");
    const rename = async (name: string, headers: Record<string, string> = {}) => {
      const loaded = (await (await editor.get("/api/settings/site", headers)).json()) as Loaded;
      return json(await editor.send("PUT", "/api/settings/site", { data: { ...loaded.data, name }, version: loaded.version }, headers));
    };
    // A French file holding a copy of the name, as a second language started as a copy holds it.
    writeFileSync(frenchFile, readFileSync(frenchFile, "utf8").replace("language: fr", "name: Hollow Oak Studio\nlanguage: fr"));
    expect((await rename("Hollow Oak Pottery")).status).toBe(200);
    expect(readFileSync(frenchFile, "utf8")).not.toMatch(/^name:/m);
    expect(readFileSync(frenchFile, "utf8")).toMatch(/^# The French edition's name/);
    expect(readSettingsFile("site", french).name).toBe("Hollow Oak Pottery");
    // The copyright lines that named the site by its old name name it by the new one, in both languages.
    expect(readSettingsFile("footer", contentDir).copyright).toBe("© 2026 Hollow Oak Pottery");
    expect(readSettingsFile("footer", french).copyright).toBe("© 2026 Hollow Oak Pottery");

    // Saved in French as the English name, it stays the English one's, not a copy of it.
    expect((await rename("Hollow Oak Pottery", { [EDITION_HEADER]: "fr" })).status).toBe(200);
    expect(readFileSync(frenchFile, "utf8")).not.toMatch(/^name:/m);

    // A French name of its own is the French site's, whatever the English one becomes.
    expect((await rename("Atelier du Chêne creux", { [EDITION_HEADER]: "fr" })).status).toBe(200);
    expect((await rename("Holm Ceramics")).status).toBe(200);
    expect(readSettingsFile("site", french).name).toBe("Atelier du Chêne creux");
    expect(readSettingsFile("site", contentDir).name).toBe("Holm Ceramics");
    expect(readSettingsFile("footer", contentDir).copyright).toBe("© 2026 Holm Ceramics");
  }, 60_000);

  it("lists and opens the second language's pages when a request names it, by their files in its folder", async () => {
    const pages = (await (await editor.get("/api/pages", french)).json()) as { slug: string; title: string; file: string }[];
    expect(pages.find((page) => page.slug === "about")).toMatchObject({ title: "Mira et l'atelier", file: "content/editions/fr/pages/about.yaml" });
    expect(pages.some((page) => page.slug === "care-guide")).toBe(false);
    const english = (await (await editor.get("/api/pages")).json()) as { slug: string; file: string }[];
    expect(english.find((page) => page.slug === "about")?.file).toBe("content/pages/about.yaml");
    expect((await editor.get("/api/pages", { [EDITION_HEADER]: "xx" })).status).toBe(404);
  });

  it("checks a second language's save where it sits: a menu link to a page only English has is refused, naming its file", async () => {
    const menu = (await (await editor.get("/api/settings/menu", french)).json()) as { data: { menu: { href: string }[] }; version: string };
    menu.data.menu[0]!.href = "/care-guide";
    const saved = await json(await editor.send("PUT", "/api/settings/menu", { data: menu.data, version: menu.version }, french));
    expect(saved.status).toBe(422);
    expect(JSON.stringify(saved.body)).toContain('content/editions/fr/settings/menu.yaml: menu[0].href: links to \\"/care-guide\\", which is not a page of this edition');
  });

  it("finds a page's translation, and starts one as a copy of the first language's, never over one that is there", async () => {
    expect((await json(await editor.get("/api/translations/page/about"))).body).toEqual([{ language: "fr", name: "French", exists: true }]);
    expect((await json(await editor.get("/api/translations/page/care-guide"))).body).toEqual([{ language: "fr", name: "French", exists: false }]);
    const started = await editor.send("POST", "/api/translations/page/care-guide", { language: "fr" });
    expect(started.status).toBe(200);
    const copy = path.join(contentDir, "editions", "fr", "pages", "care-guide.yaml");
    expect(readFileSync(copy, "utf8")).toBe(readFileSync(path.join(contentDir, "pages", "care-guide.yaml"), "utf8"));
    const pages = (await (await editor.get("/api/pages", french)).json()) as { slug: string }[];
    expect(pages.some((page) => page.slug === "care-guide")).toBe(true);
    expect(await json(await editor.send("POST", "/api/translations/page/care-guide", { language: "fr" }))).toEqual({ status: 409, body: { message: "The French page is already there: open it." } });
    expect((await json(await editor.send("POST", "/api/translations/post/no-such-post", { language: "fr" }))).status).toBe(404);
    expect((await json(await editor.send("POST", "/api/translations/page/about", { language: "de" }))).body.message).toBe("The site has no German version: start it in Languages first.");
    expect(existsSync(path.join(contentDir, "editions", "de"))).toBe(false);
    // A kind is a page, a post or a product: not one of every object's properties.
    for (const kind of ["toString", "__proto__", "constructor"]) expect((await editor.get(`/api/translations/${kind}/about`)).status, kind).toBe(404);
  });

  it("offers no translation of a draft: there is nothing of it on the site to translate yet", async () => {
    expect((await editor.send("POST", "/api/products", { title: "Celadon cup" })).status).toBe(200);
    expect((await json(await editor.get("/api/translations/product/celadon-cup"))).body).toEqual([]);
    expect((await editor.send("POST", "/api/posts", { title: "Kiln notes" })).status).toBe(200);
    expect((await json(await editor.get("/api/translations/post/kiln-notes"))).body).toEqual([]);
  });

  it("starts a language the site has words for, off the site until its home page is translated, and lists what each language has", async () => {
    type View = { editions: { language: string; onSite: boolean }[]; startable: { language: string; name: string }[]; items: { kind: string; slug: string; title: string; translated: Record<string, boolean> }[] };
    const view = async () => (await json(await editor.get("/api/languages"))).body as unknown as View;
    const before = await view();
    expect(before.editions).toEqual([{ language: "fr", name: "French", onSite: true }]);
    expect(before.startable.map((each) => each.name)).toEqual(["Arabic", "German"]);
    expect(before.items.find((item) => item.kind === "page" && item.slug === "about")).toEqual({ kind: "page", slug: "about", title: expect.any(String), translated: { fr: true } });
    // Drafts have nothing on the site to translate: they are not listed.
    expect(before.items.some((item) => item.slug === "celadon-cup")).toBe(false);

    expect(await json(await editor.send("POST", "/api/languages", { language: "fr" }))).toEqual({ status: 409, body: { message: "The site already has French." } });
    expect((await json(await editor.send("POST", "/api/languages", { language: "pt" }))).body.message).toBe('The studio cannot start "Portuguese": it can start Arabic, German.');
    expect((await json(await editor.send("POST", "/api/languages", { language: "../x" }))).status).toBe(422);
    expect(existsSync(path.join(contentDir, "editions", "pt"))).toBe(false);

    expect((await editor.send("POST", "/api/languages", { language: "de" })).status).toBe(200);
    expect(readSettingsFile("site", path.join(contentDir, "editions", "de")).language).toBe("de");
    const started = await view();
    expect(started.editions).toEqual([
      { language: "de", name: "German", onSite: false },
      { language: "fr", name: "French", onSite: true },
    ]);
    expect(started.startable.map((each) => each.language)).toEqual(["ar"]);
    // The new language's files answer at once, with nothing in them yet.
    const german = { [EDITION_HEADER]: "de" };
    expect((await json(await editor.get("/api/pages", german))).body).toEqual([]);
    expect((await editor.send("POST", "/api/translations/page/home", { language: "de" })).status).toBe(200);
    expect((await view()).editions.find((each) => each.language === "de")?.onSite).toBe(true);
    expect(((await json(await editor.get("/api/pages", german))).body as unknown as { slug: string }[]).map((page) => page.slug)).toEqual(["home"]);
    // The copied home page publishes as it is: its links to pages German has not yet lead to them in English.
    const publicDir = fileURLToPath(new URL("../../../site/public", import.meta.url));
    expect((await checkContent({ root: path.join(contentDir, "editions", "de"), publicDir })).problems).toEqual([]);
    const copied = readFileSync(path.join(contentDir, "editions", "de", "pages", "home.yaml"), "utf8");
    expect(copied).toContain("href: https://hollowoak.example/blog/four-days-and-nights-the-autumn-anagama-firing");
    expect(copied).toContain("href: /shop\n");
  }, 60_000);
});
