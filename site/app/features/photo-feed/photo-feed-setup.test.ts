// @vitest-environment jsdom
import type { ConsentAsk } from "@vitrine/consent";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventStore, type EventStore } from "~/islands/event-store";
import setupPhotoFeed from "./photo-feed-setup";

/** A page's consent, as the feed's wait sees it: allowed or not, and told when that changes. */
const consent = vi.hoisted(() => {
  let allowed = false;
  const listeners = new Set<() => void>();
  return {
    asked: [] as ConsentAsk[],
    allow() {
      allowed = true;
      for (const listener of listeners) listener();
    },
    reset() {
      allowed = false;
      listeners.clear();
      this.asked.length = 0;
    },
    store: {
      getSnapshot: () => ({ known: true, unlocks: (ask: ConsentAsk) => (consent.asked.push(ask), allowed) }),
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
});
vi.mock("~/consent/page-consent", () => ({ pageConsent: () => consent.store }));

/** The feed's own code, as its chunk: counted when it is loaded and when it runs. */
const feedCode = vi.hoisted(() => ({ loaded: 0, shown: [] as HTMLElement[] }));
vi.mock("./photo-feed-show", () => {
  feedCode.loaded++;
  return { default: (element: HTMLElement) => void feedCode.shown.push(element) };
});

function container(attributes = 'data-consent-category="marketing" data-consent-service="flickr"') {
  document.body.innerHTML = `<div class="photo-feed" data-photo-feed ${attributes}></div>`;
  return document.querySelector<HTMLElement>("[data-photo-feed]")!;
}

let store: EventStore;
beforeEach(() => {
  consent.reset();
  feedCode.shown.length = 0;
  store = createEventStore();
});
afterEach(() => store.clear());

describe("a photo feed near the view", () => {
  it("loads none of the feed's code before the visitor allows its consent, and runs it once they do", async () => {
    const element = container();
    setupPhotoFeed(element, { store });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(feedCode.loaded).toBe(0);
    expect(element.dataset.feedState).toBe("waiting");
    expect(consent.asked).toContainEqual({ category: "marketing", service: "flickr" });
    consent.allow();
    await vi.waitFor(() => expect(feedCode.shown).toEqual([element]));
    expect(feedCode.loaded).toBe(1);
  });

  it("does not start the feed when it was taken down before consent came", async () => {
    setupPhotoFeed(container(), { store });
    store.clear();
    consent.allow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(feedCode.shown).toEqual([]);
  });

  it("logs the feed error for a container without its consent category, and waits for nothing", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const element = container("");
    setupPhotoFeed(element, { store });
    expect(element.dataset.feedState).toBe("failed");
    expect(errors).toHaveBeenCalledWith("Error loading Flickr feed.");
    errors.mockRestore();
  });
});
