// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHOICE_EVENT } from "../dom/names";
import { layer2Page } from "../test-support/layer2-page";
import { BANNER_OPEN_ATTR, PREFERENCES_OPEN_ATTR } from "./names";
import { shadowRootOf } from "./shadow-root";
import { createLayer2Ui } from "./ui";

/** Counts the evaluations of the preferences' module: the banner's code must not import it until they open. */
const loaded = vi.hoisted(() => ({ count: 0, hooks: 0 }));
vi.mock("./preferences", async (original) => {
  loaded.count++;
  return original();
});
/** And of the hooks' runner, which a page with no hook registered never needs. */
vi.mock("./run-hooks", async (original) => {
  loaded.hooks++;
  return original();
});

const categories = [{ slug: "essential", locked: true }, { slug: "statistics", services: [{ slug: "clarity" }] }];
const rules = categories.map((c) => ({ slug: c.slug, locked: c.locked === true, services: (c.services ?? []).map((s) => ({ slug: s.slug })) }));

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = "wpconsent_preferences=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

function newVisitor() {
  const { engine, host } = layer2Page(categories);
  // What a browser's parser does with the declarative shadow root, which jsdom's does not.
  const root = shadowRootOf(host);
  const control = (action: string, within = ".wpconsent-banner") => root.querySelector<HTMLElement>(`${within} [data-action="${action}"]`)!;
  return { engine, host, root, control };
}

/** A first dynamic import is a module transformed on the spot: seconds on a loaded machine, past Vitest's 1 s default. */
const IMPORTED = { timeout: 10_000 };

describe("layer 2's preferences (and hooks' runner) load only when needed", () => {
  it("the banner is live without their code, which loads once they open and shows them, focus on the title; Save then works", async () => {
    const page = newVisitor();
    const loadPreferences = vi.fn(() => import("./preferences"));
    const ui = createLayer2Ui(page.host, page.engine, { categories: rules }, { loadPreferences });
    expect(page.host.hasAttribute(BANNER_OPEN_ATTR)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadPreferences).not.toHaveBeenCalled();
    expect(loaded.count).toBe(0);
    expect(loaded.hooks).toBe(0);

    const opener = page.control("preferences");
    opener.focus();
    opener.click();
    expect(loadPreferences).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(page.host.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(true), IMPORTED);
    expect(loaded.count).toBe(1);
    expect(page.host.hasAttribute(BANNER_OPEN_ATTR)).toBe(false);
    expect(page.root.activeElement?.className).toBe("wpconsent-preferences-title");

    const choices: Record<string, unknown>[] = [];
    document.addEventListener(CHOICE_EVENT, (e) => choices.push((e as CustomEvent).detail), { signal: AbortSignal.timeout(5000) });
    page.root.querySelector<HTMLInputElement>("input[data-category=statistics]:not([data-service])")!.click();
    page.control("save", ".wpconsent-preferences-dialog").click();
    expect(choices.at(-1)).toMatchObject({ layer: 2, control: "preferences", method: "save", openedFrom: "notice" });
    expect(page.engine.getSnapshot().allowed).toContain("statistics");
    expect(page.host.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(false);
    // Opened again, the code is there: no second load.
    page.engine.openPreferences();
    expect(page.host.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(true);
    expect(loadPreferences).toHaveBeenCalledTimes(1);
    ui.destroy();
  });

  it("if their code cannot be loaded, the preferences close again, the banner stays, and the next press loads afresh", async () => {
    const page = newVisitor();
    const onPreferencesError = vi.fn();
    const loadPreferences = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockImplementation(() => import("./preferences"));
    const ui = createLayer2Ui(page.host, page.engine, { categories: rules }, { loadPreferences, onPreferencesError });
    page.control("preferences").click();
    await vi.waitFor(() => expect(onPreferencesError).toHaveBeenCalledTimes(1), IMPORTED);
    expect(page.engine.getSnapshot().preferencesOpen).toBe(false);
    expect(page.host.hasAttribute(BANNER_OPEN_ATTR)).toBe(true);
    page.control("preferences").click();
    await vi.waitFor(() => expect(page.host.hasAttribute(PREFERENCES_OPEN_ATTR)).toBe(true), IMPORTED);
    expect(loadPreferences).toHaveBeenCalledTimes(2);
    ui.destroy();
  });
});
