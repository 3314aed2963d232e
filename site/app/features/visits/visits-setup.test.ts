// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import type { Vitals } from "./vitals-payload";
import { OBJECTION_KEY, VISITS_ENDPOINT, VISITS_META } from "./visits-names";
import setupVisits from "./visits-setup";

/** The speed library, as its module: counted when it starts measuring; each metric reports what the test says it measured. */
const vitals = vi.hoisted(() => ({ loaded: 0, measured: {} as Vitals }));
vi.mock("web-vitals", () => {
  const on = (key: keyof Vitals) => (report: (metric: { value: number }) => void) => {
    if (key === "lcp") vitals.loaded++;
    const value = vitals.measured[key];
    if (value !== undefined) report({ value });
  };
  return { onLCP: on("lcp"), onINP: on("inp"), onCLS: on("cls"), onTTFB: on("ttfb") };
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
let store: EventStore;
let sent: Array<{ url: string; body: unknown }>;
const nav = navigator as Navigator & { globalPrivacyControl?: boolean };

beforeEach(() => {
  document.documentElement.lang = "en";
  document.head.innerHTML = `<meta name="${VISITS_META}" content="">`;
  document.body.innerHTML = '<main id="main" data-page-type="product"></main>';
  sent = [];
  Object.defineProperty(nav, "sendBeacon", { configurable: true, value: (url: string, body: string) => (sent.push({ url, body: JSON.parse(body) }), true) });
  store = createEventStore();
  vitals.loaded = 0;
  vitals.measured = { lcp: 1500.2, cls: 0.01, ttfb: 90 };
});
afterEach(() => {
  store.clear();
  localStorage.clear();
  delete nav.globalPrivacyControl;
  Object.defineProperty(nav, "doNotTrack", { configurable: true, value: null });
});

const start = () => setupVisits(document.querySelector<HTMLElement>(`meta[name="${VISITS_META}"]`)!, { store });
const hide = () => window.dispatchEvent(new Event("pagehide"));

describe("the visit beacon (docs/behaviour/visits.md#what-the-page-sends)", () => {
  it("sends the view to the site's own server, and writes nothing in the browser", () => {
    start();
    expect(sent).toEqual([{ url: VISITS_ENDPOINT, body: { t: "view", path: "/", ref: "", lang: "en", screen: "desktop", kind: "product" } }]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("loads web-vitals only at the visitor's first interaction, then sends the speed once when the page is first hidden", async () => {
    start();
    await settled();
    expect(vitals.loaded).toBe(0);
    window.dispatchEvent(new Event("pointerdown"));
    window.dispatchEvent(new Event("keydown"));
    await vi.waitFor(() => expect(vitals.loaded).toBe(1));
    await settled();
    Object.defineProperty(document, "visibilityState", { configurable: true, value: "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
    hide();
    delete (document as { visibilityState?: string }).visibilityState;
    expect(sent.map(({ body }) => body)).toEqual([
      expect.objectContaining({ t: "view" }),
      { t: "vitals", path: "/", lang: "en", kind: "product", lcp: 1500, ttfb: 90, cls: 0.01 },
    ]);
  });

  it("sends no speed when nothing was measured before the page was hidden", async () => {
    vitals.measured = {};
    start();
    window.dispatchEvent(new Event("scroll"));
    await vi.waitFor(() => expect(vitals.loaded).toBe(1));
    await settled();
    hide();
    expect(sent.map(({ body }) => (body as { t: string }).t)).toEqual(["view"]);
  });

  const silent = async () => {
    start();
    window.dispatchEvent(new Event("pointerdown"));
    await settled();
    hide();
    expect(sent).toEqual([]);
    expect(vitals.loaded).toBe(0);
  };

  it("sends nothing when the browser sends Global Privacy Control", async () => {
    nav.globalPrivacyControl = true;
    await silent();
  });

  it("sends nothing when the browser sends Do Not Track", async () => {
    Object.defineProperty(nav, "doNotTrack", { configurable: true, value: "1" });
    await silent();
  });

  it("sends nothing when the visitor objected on the privacy page", async () => {
    localStorage.setItem(OBJECTION_KEY, "1");
    await silent();
  });
});
