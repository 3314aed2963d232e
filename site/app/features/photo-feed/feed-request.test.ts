// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callbackName, feedAddress, requestFeed } from "./feed-request";

const FEED = "https://api.flickr.com/services/feeds/photos_public.gne";
type CallbackWindow = Window & Record<string, unknown>;
const win = () => window as unknown as CallbackWindow;

/** The feed scripts on the page, and the callback each names. */
function requests() {
  return [...document.head.querySelectorAll<HTMLScriptElement>("script")].map((script) => {
    const url = new URL(script.src);
    return { script, url, callback: url.searchParams.get("jsoncallback")! };
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.replaceChildren();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("callbackName", () => {
  it("names a global no one on the page uses", () => {
    const values = [0.5, 0.5, 0.25];
    const random = () => values.shift()!;
    const first = callbackName(window, random);
    win()[first] = () => undefined;
    const second = callbackName(window, random);
    expect(first).toMatch(/^vitrinePhotoFeed_[0-9a-z]+$/);
    expect(second).not.toBe(first);
    delete win()[first];
  });
});

describe("feedAddress", () => {
  it("asks with the user id, format=json and the callback", () => {
    const url = new URL(feedAddress(FEED, "12345678@N01", "cb_1"));
    expect(url.origin + url.pathname).toBe(FEED);
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: "12345678@N01", format: "json", jsoncallback: "cb_1" });
  });
});

describe("requestFeed", () => {
  it("resolves with what the callback is given, then leaves no script and no global behind", async () => {
    const answer = requestFeed(document, { url: FEED, userId: "1@N01", timeoutMs: 8000 });
    const [request] = requests();
    expect(request!.script.referrerPolicy).toBe("no-referrer");
    (win()[request!.callback] as (data: unknown) => void)({ items: [] });
    await expect(answer).resolves.toEqual({ items: [] });
    expect(requests()).toEqual([]);
    expect(request!.callback in window).toBe(false);
  });

  it("gives two requests on one page their own callbacks, each answered with its own feed", async () => {
    const a = requestFeed(document, { url: FEED, userId: "1@N01", timeoutMs: 8000 });
    const b = requestFeed(document, { url: FEED, userId: "2@N02", timeoutMs: 8000 });
    const [first, second] = requests();
    expect(first!.callback).not.toBe(second!.callback);
    (win()[second!.callback] as (data: unknown) => void)({ id: second!.url.searchParams.get("id") });
    (win()[first!.callback] as (data: unknown) => void)({ id: first!.url.searchParams.get("id") });
    await expect(a).resolves.toEqual({ id: "1@N01" });
    await expect(b).resolves.toEqual({ id: "2@N02" });
  });

  it("fails when the script fails to load, or loads without calling back", async () => {
    const failed = requestFeed(document, { url: FEED, userId: "1@N01", timeoutMs: 8000 });
    requests()[0]!.script.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("the feed's script failed to load");
    const silent = requestFeed(document, { url: FEED, userId: "1@N01", timeoutMs: 8000 });
    requests()[0]!.script.dispatchEvent(new Event("load"));
    await expect(silent).rejects.toThrow("the feed's script did not call back");
  });

  it("fails after the timeout, and a late answer then does nothing", async () => {
    const slow = requestFeed(document, { url: FEED, userId: "1@N01", timeoutMs: 8000 });
    const [request] = requests();
    const outcome = vi.fn();
    slow.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(7999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).rejects.toThrow("the feed did not answer within 8000 ms");
    expect(requests()).toEqual([]);
    // The script may still arrive: its call must not throw, and it tidies the global away.
    expect(() => (win()[request!.callback] as (data: unknown) => void)({ items: [] })).not.toThrow();
    expect(request!.callback in window).toBe(false);
  });

  it("stops waiting when aborted: neither resolves nor rejects, and nothing is left", async () => {
    const controller = new AbortController();
    const answer = requestFeed(document, { url: FEED, userId: "1@N01", timeoutMs: 8000, signal: controller.signal });
    const outcome = vi.fn();
    answer.then(outcome, outcome);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).not.toHaveBeenCalled();
    expect(requests()).toEqual([]);
  });
});
