import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentSiteConfig } from "@vitrine/site/editor/server";
import { startEditorOnDemoCopy, type startEditorForTests } from "./editor-for-tests";

/**
 * The owner's settings files through the studio's API (docs/behaviour/page-builder.md#site-menu-and-footer):
 * saved like a page, checked by the build's own check, comments kept, a conflict stopped.
 */
let editor: Awaited<ReturnType<typeof startEditorForTests>>;
let contentDir = "";
type Loaded = { data: Record<string, unknown>; version: string; file: string };
const read = async (name: string) => (await (await editor.get(`/api/settings/${name}`)).json()) as Loaded;

let close = async () => {};
beforeAll(async () => {
  ({ editor, contentDir, close } = await startEditorOnDemoCopy("settings"));
});
afterAll(() => close());

describe("the studio's site, menu and footer settings", () => {
  it("renames the site, keeping the file's comments, and says when nothing changed", async () => {
    const file = path.join(contentDir, "settings", "site.yaml");
    const loaded = await read("site");
    expect(loaded).toMatchObject({ file: "content/settings/site.yaml", data: { name: "Hollow Oak Studio", language: "en" } });
    const saved = await editor.send("PUT", "/api/settings/site", { data: { ...loaded.data, name: "Holm Ceramics" }, version: loaded.version });
    expect(saved.status).toBe(200);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("name: Holm Ceramics");
    expect(text).toMatch(/^# The site's name, tagline, language and contact address/);
    const { version } = (await saved.json()) as { version: string };
    const again = await editor.send("PUT", "/api/settings/site", { data: { ...loaded.data, name: "Holm Ceramics" }, version });
    expect(await again.json()).toMatchObject({ status: "unchanged", message: "Nothing to save: the settings are as they were." });
  }, 30_000);

  it("refuses a bad email address and a menu link to a page the site lacks, naming the field, and writes nothing", async () => {
    const siteFile = path.join(contentDir, "settings", "site.yaml");
    const before = readFileSync(siteFile, "utf8");
    const loaded = await read("site");
    const refused = await editor.send("PUT", "/api/settings/site", { data: { ...loaded.data, contactEmail: "studio at home" }, version: loaded.version });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ problems: [{ path: ["contactEmail"], message: "expected an email address such as hello@example.com" }] });
    expect(readFileSync(siteFile, "utf8")).toBe(before);

    const menu = await read("menu");
    const items = menu.data.menu as { label: string; href: string }[];
    const dead = await editor.send("PUT", "/api/settings/menu", { data: { menu: [...items, { label: "Workshops", href: "/workshops" }] }, version: menu.version });
    expect(dead.status).toBe(422);
    expect(await dead.json()).toMatchObject({ problems: [{ path: ["menu", items.length, "href"], message: 'links to "/workshops", which is not a page of this site' }] });
    const added = await editor.send("PUT", "/api/settings/menu", { data: { menu: [...items, { label: "Tableware", href: "/shop/category/tableware" }] }, version: menu.version });
    expect(added.status).toBe(200);
    expect(readFileSync(path.join(contentDir, "settings", "menu.yaml"), "utf8")).toMatch(/- label: Tableware\n {4}href: \/shop\/category\/tableware\n$/);
  }, 30_000);

  it("stops a save over a hand edit made since the footer was opened", async () => {
    const file = path.join(contentDir, "settings", "footer.yaml");
    const loaded = await read("footer");
    writeFileSync(file, readFileSync(file, "utf8").replace("© 2026", "© 2027"));
    const stale = await editor.send("PUT", "/api/settings/footer", { data: { ...loaded.data, copyright: "© Holm" }, version: loaded.version });
    expect(stale.status).toBe(409);
    // The site renamed above: its copyright line followed the rename.
    expect(readFileSync(file, "utf8")).toContain("© 2027 Holm Ceramics");
    expect((await editor.get("/api/settings/secrets")).status).toBe(404);
  }, 30_000);

  it("refuses to delete a product or a post the menu links to, naming the menu's line, and keeps the file", async () => {
    for (const [area, slug, address] of [["products", "celadon-bottle-vase", "/shop/celadon-bottle-vase"], ["posts", "notes-on-celadon", "/blog/notes-on-celadon"]] as const) {
      const { version } = (await (await editor.get(`/api/${area}/${slug}`)).json()) as { version: string };
      const refused = await editor.send("DELETE", `/api/${area}/${slug}?version=${version}`, undefined);
      expect(refused.status).toBe(400);
      const { message, details } = (await refused.json()) as { message: string; details: string[] };
      expect(message).toBe("Not deleted: the menu links to it. Change that link first.");
      expect(details).toEqual([expect.stringMatching(new RegExp(`^content/settings/menu\\.yaml: menu\\[.*links to "${address}", which is not a page of this site`))]);
      expect(existsSync(path.join(contentDir, area, `${slug}.md`))).toBe(true);
    }
  }, 60_000);

  it("lists the site's addresses by the names the owner knows", async () => {
    const addresses = (await (await editor.get("/api/addresses")).json()) as { href: string; label: string; kind: string }[];
    expect(addresses).toContainEqual({ href: "/", label: expect.any(String), kind: "page" });
    expect(addresses).toContainEqual({ href: "/shop/category/tableware", label: "Tableware", kind: "category" });
    expect(addresses).toContainEqual({ href: "/shop/celadon-bottle-vase", label: "Celadon bottle vase", kind: "product" });
    expect(addresses.filter((a) => a.kind === "post").length).toBeGreaterThan(3);
  });
});

describe("the studio's consent settings (docs/owner.md#consent)", () => {
  it("offers the catalogue of services, the site's categories and every consent word with its default", async () => {
    const catalogue = (await (await editor.get("/api/consent-catalogue")).json()) as {
      services: { slug: string; name: string; category: string; hosts: string[]; cookies: { name: string }[]; scripts?: unknown }[];
      categories: { slug: string }[];
      words: { part: string; shown: boolean; defaults: Record<string, string> }[];
    };
    expect(catalogue.services.find((s) => s.slug === "soundcloud")).toMatchObject({ name: "SoundCloud", category: "marketing", hosts: ["w.soundcloud.com"], cookies: [{ name: "sc_anonymous_id" }] });
    expect(catalogue.services.every((s) => s.scripts === undefined)).toBe(true);
    expect(catalogue.categories.map((c) => c.slug)).toEqual(["essential", "statistics", "marketing"]);
    expect(catalogue.words.find((w) => w.part === "layer1")).toMatchObject({ shown: true, defaults: { accept: "Accept" } });
    // The demo shows layer 1's bar: layer 2's banner is not what its visitors see.
    expect(catalogue.words.find((w) => w.part === "layer2")?.shown).toBe(false);
  });

  it("adds a service, refuses one the catalogue lacks and an account that is not one, naming the field, and writes nothing then", async () => {
    const file = path.join(contentDir, "settings", "consent.yaml");
    const loaded = await read("consent");
    const services = loaded.data.services as { service: string; account?: string }[];
    const before = readFileSync(file, "utf8");
    const refused = await editor.send("PUT", "/api/settings/consent", {
      data: { ...loaded.data, services: [...services.map((s) => (s.service === "google-tag" ? { ...s, account: "UA-1" } : s)), { service: "myspace" }] },
      version: loaded.version,
    });
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: { path: (string | number)[]; message: string }[] };
    expect(problems).toEqual([
      expect.objectContaining({ path: ["services", services.findIndex((s) => s.service === "google-tag"), "account"], message: "\"UA-1\" doesn't look like a Measurement ID, such as G-ABC123XYZ" }),
      expect.objectContaining({ path: ["services", services.length, "service"], message: expect.stringMatching(/^"myspace" is not a service the site knows \(clarity, /) }),
    ]);
    expect(readFileSync(file, "utf8")).toBe(before);

    // The footer's photo feed waits for Flickr: unticking it is refused, saying so, rather than a publish failing.
    const withoutFlickr = await editor.send("PUT", "/api/settings/consent", { data: { ...loaded.data, services: services.filter((s) => s.service !== "flickr") }, version: loaded.version });
    expect(withoutFlickr.status).toBe(422);
    expect(((await withoutFlickr.json()) as { problems: unknown[] }).problems).toContainEqual(
      expect.objectContaining({ path: ["services"], message: "Flickr is needed by the photo feed in the footer: keep it ticked, or remove what needs it first" }),
    );
    expect(readFileSync(file, "utf8")).toBe(before);

    const added = await editor.send("PUT", "/api/settings/consent", { data: { ...loaded.data, services: [...services, { service: "soundcloud", purpose: "My latest record" }] }, version: loaded.version });
    expect(added.status).toBe(200);
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/- service: soundcloud\n {4}purpose: My latest record\n/);
    expect(text).toMatch(/^# The outside services the site uses/);
  }, 30_000);
});

describe("a service added in the Consent screen, in the same visit to the studio", () => {
  it("lets a page embed its player, which the check refused before the service was chosen", async () => {
    type Page = { data: { sections: { columns: { widgets: Record<string, unknown>[] }[] }[] }; version: string };
    const page = (await (await editor.get("/api/pages/about")).json()) as Page;
    const player = { type: "embed", url: "https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1", title: "A kiln opening, recorded" };
    const withPlayer = structuredClone(page.data);
    withPlayer.sections[0]!.columns[0]!.widgets.push(player);

    const consent = await read("consent");
    const services = (consent.data.services as { service: string }[]).filter((s) => s.service !== "soundcloud");
    expect((await editor.send("PUT", "/api/settings/consent", { data: { ...consent.data, services }, version: consent.version })).status).toBe(200);
    const refused = await editor.send("PUT", "/api/pages/about", { data: withPlayer, version: page.version });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("no service the site uses loads from w.soundcloud.com: choose the service in the studio's Consent screen");

    const now = await read("consent");
    expect((await editor.send("PUT", "/api/settings/consent", { data: { ...now.data, services: [...services, { service: "soundcloud" }] }, version: now.version })).status).toBe(200);
    const saved = await editor.send("PUT", "/api/pages/about", { data: withPlayer, version: page.version });
    expect(saved.status).toBe(200);
    // The canvas draws it as the site will: SoundCloud's placeholder, waiting for consent.
    const draft = await editor.send("POST", "/api/draft/about", { data: withPlayer });
    expect(JSON.stringify(await draft.json())).toContain("SoundCloud");
    // So does a post's preview, pasted into its body.
    const post = (await (await editor.get("/api/posts/notes-on-celadon")).json()) as { data: unknown; body: string };
    const iframe = `<iframe src="${player.url}" title="${player.title}"></iframe>`;
    const preview = (await (await editor.send("POST", "/api/posts/notes-on-celadon/preview", { data: post.data, body: `${post.body}\n\n${iframe}\n` })).json()) as { view?: { html: string } };
    expect(preview).toMatchObject({ view: { html: expect.stringContaining("SoundCloud") } });
  }, 60_000);
});


describe("a setting the whole config refuses", () => {
  it("is refused before it is written: Spanish for the site while consent words are still English", async () => {
    const file = path.join(contentDir, "settings", "site.yaml");
    const before = readFileSync(file, "utf8");
    const site = await read("site");
    const refused = await editor.send("PUT", "/api/settings/site", { data: { ...site.data, language: "es" }, version: site.version });
    expect(refused.status).toBe(422);
    // The site has no Spanish words (nor consent categories' words): the build would refuse the English left.
    expect(await refused.json()).toMatchObject({
      problems: expect.arrayContaining([
        expect.objectContaining({ path: ["consentWords"], message: expect.stringMatching(/^still English but language is "es": .*layer2\.categories\[0\]\.name/) }),
        // Nor the service catalogue's words: its services would show in English on the privacy page.
        expect.objectContaining({ path: ["layer2"], message: expect.stringMatching(/^the privacy page would show these services in English but the site's language is "es": .*YouTube \(its cookies YSC/) }),
      ]),
    });
    expect(readFileSync(file, "utf8")).toBe(before);
  }, 60_000);
});

describe("a consent category in the owner's words", () => {
  it("is offered with its default, saved, and used by the site's config; a category the site lacks is refused, naming the field", async () => {
    const screen = (await (await editor.get("/api/consent-catalogue")).json()) as { categoryWords: { layer: string; slug: string; defaults: { name: string } }[] };
    expect(screen.categoryWords).toContainEqual({ layer: "layer1", slug: "functional", defaults: expect.objectContaining({ name: "Functional" }) });
    expect(screen.categoryWords).toContainEqual({ layer: "layer2", slug: "marketing", defaults: expect.objectContaining({ name: "Marketing" }) });
    const consent = await read("consent");
    const refused = await editor.send("PUT", "/api/settings/consent", { data: { ...consent.data, categories: { films: { name: "Films" } } }, version: consent.version });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { problems: unknown[] }).problems).toContainEqual(expect.objectContaining({ path: ["categories", "films"], message: expect.stringMatching(/^The site has no consent category "films"|^the site has no consent category "films"/) }));
    const saved = await editor.send("PUT", "/api/settings/consent", { data: { ...consent.data, categories: { functional: { name: "Films and sound" } } }, version: consent.version });
    expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
    expect(readFileSync(path.join(contentDir, "settings", "consent.yaml"), "utf8")).toMatch(/^categories:\n {2}functional:\n {4}name: Films and sound\n/m);
    const config = await currentSiteConfig();
    expect(config.consent.categories.find((c) => c.slug === "functional")).toMatchObject({ name: "Films and sound", description: expect.stringMatching(/^Functional cookies/) });
  }, 60_000);
});

describe("a setting that would break other files", () => {
  it("is refused, naming what it breaks, and writes nothing: YouTube unticked while posts play its videos", async () => {
    const file = path.join(contentDir, "settings", "consent.yaml");
    const before = readFileSync(file, "utf8");
    const consent = await read("consent");
    const services = (consent.data.services as { service: string }[]).filter((s) => s.service !== "youtube");
    const refused = await editor.send("PUT", "/api/settings/consent", { data: { ...consent.data, services }, version: consent.version });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { message: string; details: string[] };
    expect(body.message).toBe(
      "Not saved: this would break the page “About Mira and the studio”, the post “Four days and nights: the autumn anagama firing” and the post “Pulling a handle: the part of a mug you actually hold”, and the next publish would fail. Change those first. Nothing was written.",
    );
    // The build's own lines stay one click away, each naming its file and field.
    expect(body.details).toContainEqual(expect.stringMatching(/^content\/posts\/pulling-a-handle\.md: line 36: a youtube video waits for consent/));
    expect(readFileSync(file, "utf8")).toBe(before);

    // A save that breaks nothing new goes through, though another file already has a problem of its own.
    const broken = path.join(contentDir, "posts", "broken-by-hand.md");
    writeFileSync(broken, "---\ntitle: \n---\n");
    try {
      const services = (consent.data.services as { service: string; purpose?: string }[]).map((s) => (s.service === "vimeo" ? { ...s, purpose: "Films of the kiln." } : s));
      const saved = await editor.send("PUT", "/api/settings/consent", { data: { ...consent.data, services }, version: consent.version });
      expect(saved.status).toBe(200);
      expect(readFileSync(file, "utf8")).toContain("purpose: Films of the kiln.");
    } finally {
      rmSync(broken);
    }
  }, 60_000);
});

describe("a settings file broken by hand", () => {
  it("opens with what could be read and says why; a save writes it afresh and keeps the old text beside it", async () => {
    const file = path.join(contentDir, "settings", "footer.yaml");
    const good = readFileSync(file, "utf8");
    const broken = `${good}widgets: [\n`;
    writeFileSync(file, broken);
    try {
      const opened = (await read("footer")) as Loaded & { unreadable?: string[] };
      expect(opened.unreadable?.length).toBeGreaterThan(0);
      for (const line of opened.unreadable ?? []) expect(line).toMatch(/^content\/settings\/footer\.yaml: line \d+, column \d+: YAML syntax error: /);
      const saved = await editor.send("PUT", "/api/settings/footer", { data: { copyright: "© Hollow Oak" }, version: opened.version });
      expect(saved.status).toBe(200);
      expect(readFileSync(file, "utf8")).toMatch(/^# The footer's areas and copyright line, edited in the studio's Footer screen\.\n\ncopyright: © Hollow Oak\n$/);
      expect(readFileSync(`${file}.broken`, "utf8")).toBe(broken);
      expect(((await read("footer")) as Loaded & { unreadable?: string[] }).unreadable).toBeUndefined();
    } finally {
      writeFileSync(file, good);
    }
  }, 60_000);
});
