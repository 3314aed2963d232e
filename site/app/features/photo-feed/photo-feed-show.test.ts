// @vitest-environment jsdom
import type { ConsentAsk } from "@vitrine/consent";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import enhancePhotoFeed from "./photo-feed-show";

/** A page's consent, as the feed sees it: allowed or not, and told when that changes. */
const consent = vi.hoisted(() => {
  let allowed = false;
  const listeners = new Set<() => void>();
  const asked: ConsentAsk[] = [];
  return {
    asked,
    allow() {
      allowed = true;
      for (const listener of listeners) listener();
    },
    withdraw() {
      allowed = false;
      for (const listener of listeners) listener();
    },
    reset() {
      allowed = false;
      listeners.clear();
      asked.length = 0;
    },
    store: {
      getSnapshot: () => ({ known: true, unlocks: (ask: ConsentAsk) => (asked.push(ask), allowed) }),
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
});
vi.mock("~/consent/page-consent", () => ({ pageConsent: () => consent.store }));

const FEED = "https://api.flickr.com/services/feeds/photos_public.gne";
let store: EventStore;
let errors: ReturnType<typeof vi.spyOn>;

function container(attributes: Record<string, string> = {}) {
  const all = {
    "data-photo-feed": "",
    "data-user-id": "12345678@N01",
    "data-max-photos": "2",
    "data-feed-url": FEED,
    "data-consent-category": "marketing",
    "data-consent-service": "flickr",
    "data-store-seconds": "3600",
    "data-timeout-ms": "8000",
    ...attributes,
  };
  const attrs = Object.entries(all).map(([k, v]) => `${k}="${v}"`).join(" ");
  document.body.innerHTML = `<div class="photo-feed" ${attrs}><div class="photo-feed__content" hidden><ul class="photo-feed__list"></ul></div></div>`;
  return document.querySelector<HTMLElement>("[data-photo-feed]")!;
}

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>("script")];
/** Answers the one pending feed script as the provider would. */
function answer(data: unknown) {
  const [script] = scripts();
  const callback = new URL(script!.src).searchParams.get("jsoncallback")!;
  (window as unknown as Record<string, (d: unknown) => void>)[callback]!(data);
}
const feed = (...titles: string[]) => ({ items: titles.map((title, i) => ({ title, media: { m: `https://live.staticflickr.com/1/${i}_m.jpg` }, link: `https://www.flickr.com/photos/x/${i}/` })) });
const content = () => document.querySelector<HTMLElement>(".photo-feed__content")!;

beforeEach(() => {
  vi.useFakeTimers();
  consent.reset();
  localStorage.clear();
  document.head.replaceChildren();
  store = createEventStore();
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  store.clear();
  errors.mockRestore();
  vi.useRealTimers();
});

describe("the photo feed", () => {
  it("asks nothing before consent, then asks for its category and service once they are allowed", async () => {
    const element = container();
    enhancePhotoFeed(element, { store });
    expect(scripts()).toEqual([]);
    expect(element.dataset.feedState).toBe("waiting");
    expect(consent.asked).toContainEqual({ category: "marketing", service: "flickr" });
    consent.allow();
    expect(scripts()).toHaveLength(1);
    expect(element.dataset.feedState).toBe("loading");
    answer(feed("Kiln", "", "Third"));
    await vi.waitFor(() => expect(element.dataset.feedState).toBe("shown"));
    expect(content().hidden).toBe(false);
    const images = [...element.querySelectorAll("img")];
    expect(images.map((img) => [img.getAttribute("src"), img.alt])).toEqual([
      ["https://live.staticflickr.com/1/0_q.jpg", "Kiln"],
      ["https://live.staticflickr.com/1/1_q.jpg", "Flickr image"],
    ]);
    expect(images[0]!.closest("a")!.href).toBe("https://www.flickr.com/photos/x/0/");
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the stored copy to a returning visitor without a new request, until it expires", async () => {
    consent.allow();
    enhancePhotoFeed(container(), { store });
    answer(feed("Kiln"));
    await vi.waitFor(() => expect(content().hidden).toBe(false));
    store.clear();

    enhancePhotoFeed(container(), { store });
    expect(scripts()).toEqual([]);
    expect(document.querySelector("img")!.alt).toBe("Kiln");
    store.clear();

    vi.advanceTimersByTime(3600 * 1000);
    enhancePhotoFeed(container(), { store });
    expect(scripts()).toHaveLength(1);
  });

  it("keeps nothing when the site stores for 0 seconds", async () => {
    consent.allow();
    enhancePhotoFeed(container({ "data-store-seconds": "0" }), { store });
    answer(feed("Kiln"));
    await vi.waitFor(() => expect(content().hidden).toBe(false));
    expect(localStorage.length).toBe(0);
  });

  it("on a malformed answer logs the feed error and shows nothing", async () => {
    consent.allow();
    const element = container();
    enhancePhotoFeed(element, { store });
    answer({ items: "nope" });
    await vi.waitFor(() => expect(element.dataset.feedState).toBe("failed"));
    expect(errors).toHaveBeenCalledWith("Error loading Flickr feed.");
    expect(content().hidden).toBe(true);
    expect(element.querySelectorAll("li")).toHaveLength(0);
    expect(localStorage.length).toBe(0);
  });

  it("on a timeout logs the feed error and shows nothing", async () => {
    consent.allow();
    const element = container();
    enhancePhotoFeed(element, { store });
    await vi.advanceTimersByTimeAsync(8000);
    expect(element.dataset.feedState).toBe("failed");
    expect(errors).toHaveBeenCalledWith("Error loading Flickr feed.");
    expect(content().hidden).toBe(true);
  });

  it("logs the feed error for a container the build did not finish, and asks nothing", () => {
    consent.allow();
    const element = container({ "data-max-photos": "many" });
    enhancePhotoFeed(element, { store });
    expect(errors).toHaveBeenCalledWith("Error loading Flickr feed.");
    expect(scripts()).toEqual([]);
  });

  it("takes the photos away and drops the stored copy when consent is withdrawn, and asks again when it is given back", async () => {
    consent.allow();
    const element = container();
    enhancePhotoFeed(element, { store });
    answer(feed("Kiln"));
    await vi.waitFor(() => expect(element.dataset.feedState).toBe("shown"));
    expect(localStorage.length).toBe(1);
    consent.withdraw();
    expect(element.dataset.feedState).toBe("waiting");
    expect(content().hidden).toBe(true);
    expect(element.querySelectorAll("li")).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    consent.allow();
    expect(scripts()).toHaveLength(1);
    answer(feed("Kiln", "Shed"));
    await vi.waitFor(() => expect(element.querySelectorAll("li")).toHaveLength(2));
  });

  it("a withdrawal while the feed is asked drops the answer when it comes", async () => {
    consent.allow();
    const element = container();
    enhancePhotoFeed(element, { store });
    const [script] = scripts();
    const callback = new URL(script!.src).searchParams.get("jsoncallback")!;
    consent.withdraw();
    (window as unknown as Record<string, (d: unknown) => void>)[callback]?.(feed("Kiln"));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(element.dataset.feedState).toBe("waiting");
    expect(content().hidden).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it("stops waiting for consent when destroyed", () => {
    enhancePhotoFeed(container(), { store });
    store.clear();
    consent.allow();
    expect(scripts()).toEqual([]);
  });
});
