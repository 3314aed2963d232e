// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import { OBJECTION_ATTR, OBJECTION_KEY } from "./visits-names";
import setupObjection from "./visits-objection-setup";
import visitsObjection from "./visits-objection.widget";
import { visitsWords } from "./visits-words";

const fr = visitsWords.fr!;

const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
let store: EventStore;

const render = (enabled = true) => renderToStaticMarkup(visitsObjection.render(visitsObjection.resolveData({}, { site: { visits: { enabled, words: fr } } } as never)));
const control = () => {
  document.body.innerHTML = render();
  const root = document.querySelector<HTMLElement>(`[${OBJECTION_ATTR}]`)!;
  setupObjection(root, { store });
  const [object, undo] = root.querySelectorAll("button");
  return { status: root.querySelector('[role="status"]')!, object: object!, undo: undo! };
};
const shown = (button: HTMLButtonElement) => !button.hidden;

beforeEach(() => (store = createEventStore()));
afterEach(() => {
  store.clear();
  localStorage.clear();
  delete nav.globalPrivacyControl;
});

describe("the privacy page's objection to the visit count (docs/behaviour/visits.md#objecting)", () => {
  it("says, before its code runs, that a browser without JavaScript sends nothing, and shows no button", () => {
    document.body.innerHTML = render();
    expect(document.querySelector('[role="status"]')!.textContent).toBe(fr.noScript);
    expect([...document.querySelectorAll("button")].every((button) => button.hidden)).toBe(true);
  });

  it("is not on the page while visits are off", () => {
    expect(render(false)).toBe("");
  });

  it("objects with one flag in local storage, the same for everyone, and takes it back", () => {
    const { status, object, undo } = control();
    expect(status.textContent).toBe(fr.counted);
    expect([shown(object), shown(undo)]).toEqual([true, false]);

    object.click();
    expect({ ...localStorage }).toEqual({ [OBJECTION_KEY]: "1" });
    expect(status.textContent).toBe(fr.objected);
    expect([shown(object), shown(undo)]).toEqual([false, true]);
    expect(document.activeElement).toBe(undo);

    undo.click();
    expect(localStorage.length).toBe(0);
    expect(status.textContent).toBe(fr.counted);
    expect(document.activeElement).toBe(object);
  });

  it("shows an objection made earlier on this browser", () => {
    localStorage.setItem(OBJECTION_KEY, "1");
    const { status, undo } = control();
    expect(status.textContent).toBe(fr.objected);
    expect(shown(undo)).toBe(true);
  });

  it("says that nothing is sent, with no button, when the browser sends Global Privacy Control", () => {
    nav.globalPrivacyControl = true;
    const { status, object, undo } = control();
    expect(status.textContent).toBe(fr.declined);
    expect([shown(object), shown(undo)]).toEqual([false, false]);
  });
});
