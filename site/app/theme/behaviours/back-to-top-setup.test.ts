// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import enhanceBackToTop from "./back-to-top-setup";
import { VISIBLE_ATTR } from "./dom-markers";

/**
 * The floating control over a page with a form (docs/behaviour/in-page.md#back-to-top): jsdom
 * lays nothing out, so the test says where the control floats (a phone's bottom-right corner)
 * and where each field is, in the window.
 */
let y = 0;
let store: EventStore;
const place = (el: Element, box: { left: number; top: number; width: number; height: number }) => {
  el.getBoundingClientRect = () => ({ ...box, right: box.left + box.width, bottom: box.top + box.height, x: box.left, y: box.top, toJSON() {} }) as DOMRect;
};

function page() {
  document.body.innerHTML = `
    <form><label for="email">Email</label><input id="email" type="email"><textarea id="message"></textarea><button id="send">Send</button></form>
    <a href="#go-top" class="back-to-top">Back to top</a>`;
  const control = document.querySelector<HTMLElement>(".back-to-top")!;
  // 375 × 700 window: the control is 44 px square, 16 px from the right and bottom edges.
  place(control, { left: 315, top: 640, width: 44, height: 44 });
  const at = (id: string, top: number) => place(document.getElementById(id)!, { left: 16, top, width: 343, height: 44 });
  at("email", 100);
  at("message", 300);
  at("send", 400);
  enhanceBackToTop(control, { store });
  const shown = () => control.hasAttribute(VISIBLE_ATTR);
  return { control, at, shown };
}

function scrollToY(next: number) {
  y = next;
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  y = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => y);
  store = createEventStore();
});
afterEach(() => {
  store.clear();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("the floating back-to-top control", () => {
  it("shows past 100 px where it covers nothing to type in", () => {
    const { shown } = page();
    expect(shown()).toBe(false);
    scrollToY(400);
    expect(shown()).toBe(true);
  });

  it("stays away while a form field lies under it, and comes back once the field has moved on", () => {
    const { at, shown } = page();
    at("message", 620);
    scrollToY(400);
    expect(shown()).toBe(false);
    at("message", 200);
    scrollToY(500);
    expect(shown()).toBe(true);
  });

  it("stays away while a field has focus (a phone's keyboard brings the field down to where it floats)", () => {
    const { shown } = page();
    scrollToY(400);
    document.getElementById("email")!.focus();
    expect(shown()).toBe(false);
    document.getElementById("send")!.focus();
    expect(shown()).toBe(true);
  });

  it("focused itself, it stays, whatever lies under it", () => {
    const { control, at, shown } = page();
    scrollToY(400);
    control.focus();
    at("message", 620);
    scrollToY(450);
    expect([shown(), document.activeElement]).toEqual([true, control]);
  });
});
