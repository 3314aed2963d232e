import { describe, expect, it } from "vitest";
import { wpConsentStore } from "../codecs/wpconsent-store";
import { createEngine } from "../core/engine";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { bootReadingOf } from "../test-support/readings";
import type { Layer2CategoryView } from "./options";
import { saveReloads } from "./save-rule";
import { categoryBox, draftOf, tickCategory, tickService } from "./selection-draft";

const view = (slug: string, services: string[] = [], locked = false): Layer2CategoryView => ({
  slug,
  name: slug,
  description: "",
  locked,
  services: services.map((s) => ({ slug: s, name: s, description: "" })),
});
const categories = [view("essential", [], true), view("statistics", ["clarity"]), view("marketing", ["youtube", "maps"])];
const config = categories.map((c) => ({ slug: c.slug, locked: c.locked, services: c.services.map((s) => ({ slug: s.slug })) }));

function snapshotWith(cookie: Record<string, boolean> | undefined, rules: { defaultAllow?: boolean; manualServices?: boolean } = {}) {
  const cookies: Record<string, string> = cookie ? { wpconsent_preferences: JSON.stringify(cookie) } : {};
  const cats = config.map((c) => ({ ...c, defaultEnabled: rules.defaultAllow === true }));
  const reading = bootReadingOf({ categories: cats, layer2: {} }, cookies);
  const engine = createEngine({ categories: cats, stores: [wpConsentStore()], ...rules }, { jar: createMemoryCookieJar(cookies), search: "", reload: () => {}, reading: () => reading });
  return engine.getSnapshot();
}

describe("the preferences' draft", () => {
  it("opens with the decision's ticks, locked ones on", () => {
    const draft = draftOf(categories, { categories: { marketing: true }, services: { youtube: true } });
    expect({ ...draft.categories }).toEqual({ essential: true, statistics: false, marketing: true });
    expect({ ...draft.services }).toEqual({ clarity: false, youtube: true, maps: false });
  });

  it("reads the plugin's cookie without service keys by its categories: a category's key stands for its services, and Save keeps it", () => {
    const cookie = { essential: true, statistics: true, marketing: false };
    const cookies = { wpconsent_preferences: JSON.stringify(cookie) };
    const reading = bootReadingOf({ categories: config, layer2: {} }, cookies);
    const jar = createMemoryCookieJar(cookies);
    const engine = createEngine({ categories: config, stores: [wpConsentStore()] }, { jar, search: "", reload: () => {}, reading: () => reading });
    const draft = draftOf(categories, engine.getSnapshot().decision);
    expect(categoryBox(draft, categories[1]!)).toEqual({ checked: true, mixed: false });
    expect({ ...draft.services }).toEqual({ clarity: true, youtube: false, maps: false });
    expect(categoryBox(draft, categories[2]!)).toEqual({ checked: false, mixed: false });
    // Save without changing anything: what was stored stays, now with its services' keys.
    engine.choose(draft, {});
    expect(JSON.parse(jar.read("wpconsent_preferences")!)).toMatchObject({ ...cookie, clarity: true, youtube: false, maps: false });
    expect(engine.getSnapshot().allowed).toContain("statistics");
  });

  it("a category ticks and unticks all its services; a locked one does not move", () => {
    const empty = draftOf(categories, { categories: {}, services: {} });
    const on = tickCategory(empty, categories[2]!, true);
    expect([on.services.youtube, on.services.maps, on.categories.marketing]).toEqual([true, true, true]);
    const off = tickCategory(on, categories[2]!, false);
    expect([off.services.youtube, off.services.maps, off.categories.marketing]).toEqual([false, false, false]);
    expect(tickCategory(empty, categories[0]!, false)).toBe(empty);
  });

  it("a category is ticked while any service is, and mixed while only some are", () => {
    let draft = tickService(draftOf(categories, { categories: {}, services: {} }), categories[2]!, "maps", true);
    expect(draft.categories.marketing).toBe(true);
    expect(categoryBox(draft, categories[2]!)).toEqual({ checked: true, mixed: true });
    draft = tickService(draft, categories[2]!, "youtube", true);
    expect(categoryBox(draft, categories[2]!)).toEqual({ checked: true, mixed: false });
    draft = tickService(tickService(draft, categories[2]!, "youtube", false), categories[2]!, "maps", false);
    expect(draft.categories.marketing).toBe(false);
    expect(categoryBox(draft, categories[2]!)).toEqual({ checked: false, mixed: false });
    expect(categoryBox(draft, categories[0]!)).toEqual({ checked: true, mixed: false });
  });
});

describe("saving reloads", () => {
  const none = { categories: { essential: true, statistics: false, marketing: false }, services: { clarity: false, youtube: false, maps: false } };
  const stats = { categories: { ...none.categories, statistics: true }, services: { ...none.services, clarity: true } };

  it("never for a first answer in opt-in mode, nor for a choice that only grants more", () => {
    expect(saveReloads(snapshotWith(undefined), none, categories, { defaultAllow: false, manualServices: false })).toBe(false);
    expect(saveReloads(snapshotWith(undefined), stats, categories, { defaultAllow: false, manualServices: false })).toBe(false);
    const granted = snapshotWith({ essential: true, statistics: true, clarity: true, marketing: false });
    expect(saveReloads(granted, { ...stats, categories: { ...stats.categories, marketing: true } }, categories, { defaultAllow: false, manualServices: false })).toBe(false);
  });

  it("when it withdraws what may run now", () => {
    const granted = snapshotWith({ essential: true, statistics: true, clarity: true, marketing: false });
    expect(saveReloads(granted, none, categories, { defaultAllow: false, manualServices: false })).toBe(true);
  });

  it("with manual services, when one service that ran is turned off", () => {
    const rules = { defaultAllow: false, manualServices: true };
    const granted = snapshotWith({ essential: true, statistics: true, clarity: true, marketing: true, youtube: true, maps: true }, rules);
    const all = { categories: { essential: true, statistics: true, marketing: true }, services: { clarity: true, youtube: true, maps: true } };
    expect(saveReloads(granted, all, categories, rules)).toBe(false);
    expect(saveReloads(granted, { ...all, services: { ...all.services, maps: false } }, categories, rules)).toBe(true);
  });

  it("in opt-out mode, whenever anything optional is left off", () => {
    const rules = { defaultAllow: true, manualServices: false };
    const all = { categories: { essential: true, statistics: true, marketing: true }, services: { clarity: true, youtube: true, maps: true } };
    expect(saveReloads(snapshotWith(undefined, rules), all, categories, rules)).toBe(false);
    expect(saveReloads(snapshotWith(undefined, rules), stats, categories, rules)).toBe(true);
  });
});
