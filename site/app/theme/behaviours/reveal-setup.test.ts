// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReveal, type Reveal } from "./reveal-setup";
import { installFakeIntersectionObserver, setRect, setReducedMotion } from "./test-helpers";

let reveal: Reveal | undefined;
let io: ReturnType<typeof installFakeIntersectionObserver>;
const html = document.documentElement;

beforeEach(() => {
  io = installFakeIntersectionObserver();
  setReducedMotion(false);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(800);
  document.body.innerHTML = `
    <section id="above" data-animate="fade-up"></section>
    <section id="below" data-animate="zoom-in"></section>
    <p id="plain"></p>`;
  setRect(document.getElementById("above")!, { top: 100, height: 300 });
  setRect(document.getElementById("below")!, { top: 2000, height: 300 });
});

afterEach(() => {
  reveal?.destroy();
  reveal = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("entrance animations", () => {
  it("shows what is already in view at once and hides the rest only after JS marks <html>", () => {
    expect(html.classList.contains("js-reveal")).toBe(false);
    reveal = createReveal();
    reveal.scan(document);
    expect(html.classList.contains("js-reveal")).toBe(true);
    expect(document.getElementById("above")!.hasAttribute("data-revealed")).toBe(true);
    expect(document.getElementById("below")!.hasAttribute("data-revealed")).toBe(false);
    expect(io.instances[0]!.observed.has(document.getElementById("above")!)).toBe(false);
  });

  it("reveals an element once when it enters the viewport, then stops watching it", () => {
    reveal = createReveal();
    reveal.scan(document);
    const below = document.getElementById("below")!;
    io.trigger(below, false);
    expect(below.hasAttribute("data-revealed")).toBe(false);
    io.trigger(below, true);
    expect(below.hasAttribute("data-revealed")).toBe(true);
    expect(io.instances[0]!.observed.has(below)).toBe(false);
  });

  it("observes content added later, even if it is in view, so it animates in", () => {
    reveal = createReveal();
    reveal.scan(document);
    document.body.insertAdjacentHTML("beforeend", '<div id="late" data-animate="fade-in"></div>');
    const late = document.getElementById("late")!;
    setRect(late, { top: 10, height: 50 });
    reveal.scan(late);
    expect(late.hasAttribute("data-revealed")).toBe(false);
    expect(io.instances[0]!.observed.has(late)).toBe(true);
  });

  it("hides nothing under reduced motion", () => {
    setReducedMotion(true);
    reveal = createReveal();
    reveal.scan(document);
    expect(html.classList.contains("js-reveal")).toBe(false);
    expect(io.instances).toHaveLength(0);
  });

  it("un-hides everything on destroy", () => {
    reveal = createReveal();
    reveal.scan(document);
    reveal.destroy();
    expect(html.classList.contains("js-reveal")).toBe(false);
    expect(io.instances[0]!.disconnected).toBe(true);
  });
});

describe("the reveal enhancer (docs/behaviour/in-page.md#entrance-animations)", () => {
  it("sets the whole page up from <body>, animates content added later, and stops on destroy", async () => {
    const { default: enhanceReveal } = await import("./reveal-setup");
    const { createEventStore } = await import("~/islands/event-store");
    const store = createEventStore();
    enhanceReveal(document.body, { store });
    expect(html.classList.contains("js-reveal")).toBe(true);
    expect(document.getElementById("above")!.hasAttribute("data-revealed")).toBe(true);
    const late = document.createElement("div");
    late.setAttribute("data-animate", "fade-in");
    document.body.append(late);
    await vi.waitFor(() => expect(io.instances[0]!.observed.has(late)).toBe(true));
    store.clear();
    expect(html.classList.contains("js-reveal")).toBe(false);
    expect(io.instances[0]!.disconnected).toBe(true);
  });
});
