// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { CHOICE_EVENT } from "../dom/names";
import { layer2Page } from "../test-support/layer2-page";
import { createLayer2Ui } from "./ui";

const categories = [{ slug: "essential", locked: true }, { slug: "statistics" }, { slug: "marketing" }];

afterEach(() => {
  document.body.replaceChildren();
  document.cookie = "wpconsent_preferences=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

/** A new visitor's page with layer 2's banner live; what it saves, and the choice events it sends. */
function newVisitor() {
  const { engine, host, views } = layer2Page(categories);
  const ui = createLayer2Ui(host, engine, { categories: views });
  const choices: Record<string, unknown>[] = [];
  document.addEventListener(CHOICE_EVENT, (e) => choices.push((e as CustomEvent).detail), { signal: AbortSignal.timeout(5000) });
  const root = host.shadowRoot!;
  const buttonIn = (part: string, name: string) => [...root.querySelectorAll<HTMLButtonElement>(`${part} button`)].find((b) => b.textContent === name);
  const saved = () => JSON.parse(decodeURIComponent(/wpconsent_preferences=([^;]*)/.exec(document.cookie)?.[1] ?? "null"));
  return { engine, root, ui, choices, buttonIn, saved };
}

describe("layer 2's Reject all", () => {
  it("the banner's keeps only essential", () => {
    const page = newVisitor();
    page.buttonIn(".wpconsent-banner", "Reject all")!.click();
    expect(page.saved()).toEqual({ essential: true, statistics: false, marketing: false });
    expect(page.choices.at(-1)).toMatchObject({ layer: 2, control: "notice", method: "reject-all" });
    page.ui.destroy();
  });

  it("is in the preferences too, beside Accept all, and does the same whatever boxes were ticked", () => {
    const page = newVisitor();
    page.engine.openPreferences();
    const statistics = page.root.querySelector<HTMLInputElement>("input[data-category=statistics]")!;
    statistics.click();
    expect(statistics.checked).toBe(true);
    const reject = page.buttonIn(".wpconsent-preferences-dialog", "Reject all");
    expect(reject).toBeDefined();
    reject!.click();
    expect(page.saved()).toEqual({ essential: true, statistics: false, marketing: false });
    expect(page.choices.at(-1)).toMatchObject({ layer: 2, control: "preferences", method: "reject-all" });
    expect(page.engine.getSnapshot().preferencesOpen).toBe(false);
    page.ui.destroy();
  });
});
