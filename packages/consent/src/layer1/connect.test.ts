// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { bootReadingOf } from "../test-support/readings";
import type { ConsentEnvironment } from "../core/ports";
import { emitEngineEvent } from "../dom/events";
import { GLOBAL_NAME, INTEGRATION_EVENT } from "../dom/names";
import { createLayer1, type AdapterOptions } from "./adapter";
import { connectLayer1 } from "./connect";
import { createLayer1Engine } from "./engine";

type Categories = AdapterOptions["categories"];
const defaultCategories: Categories = [{ slug: "necessary", locked: true }, { slug: "analytics" }];

function setup(options: Partial<AdapterOptions> = {}, cookies: Record<string, string> = {}) {
  const categories = options.categories ?? defaultCategories;
  const reading = bootReadingOf({ categories, layer1: { version: 1 } }, cookies);
  const env: ConsentEnvironment = {
    jar: createMemoryCookieJar(cookies),
    search: "",
    reading: () => reading,
    activate: vi.fn((_request, done: () => void) => done()),
    reload: vi.fn(),
    emit: (event, detail) => emitEngineEvent(window, event, detail),
  };
  const settings = { ...options, categories };
  const core = createLayer1Engine(settings, env);
  const layer = createLayer1(core, settings);
  core.start();
  const dispose = connectLayer1(layer, window);
  /** What the bar sees and what the engine holds, together. */
  const engine = { getSnapshot: () => ({ ...core.getSnapshot(), ...layer.getSnapshot() }), scrollAccept: layer.scrollAccept, rejectAll: layer.rejectAll, dismiss: () => core.closeNotice() };
  return { engine, layer, env, dispose };
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

afterEach(() => {
  vi.useRealTimers();
  scrollTo(0);
  document.body.innerHTML = "";
  delete (window as unknown as Record<string, unknown>)[GLOBAL_NAME];
});

describe("scroll-accept", () => {
  it("accepts past 100 px (not at 100), reloads when asked, then stops listening", () => {
    const { engine, layer, env, dispose } = setup({ scrollClose: true, scrollReload: true });
    const accept = vi.spyOn(layer, "scrollAccept");
    scrollTo(50);
    scrollTo(100);
    expect(engine.getSnapshot().decision.consent).toBeNull();
    expect(engine.getSnapshot().barVisible).toBe(true);
    scrollTo(101);
    expect(engine.getSnapshot().decision.consent).toBe("yes");
    expect(env.reload).toHaveBeenCalledTimes(1);
    scrollTo(500);
    expect(accept).toHaveBeenCalledTimes(1);
    dispose();
  });

  it("is not active once the visitor has answered, nor when not configured", () => {
    const answered = setup({ scrollClose: true }, { viewed_cookie_policy: "no" });
    scrollTo(300);
    expect(answered.engine.getSnapshot().decision.consent).toBe("no");
    answered.dispose();
    const off = setup();
    scrollTo(300);
    expect(off.engine.getSnapshot().decision.consent).toBeNull();
    off.dispose();
  });

  it("stops listening when the visitor answers with a button", () => {
    const { engine, dispose } = setup({ scrollClose: true });
    engine.rejectAll();
    scrollTo(300);
    expect(engine.getSnapshot().decision.consent).toBe("no");
    dispose();
  });
});

describe("show_once", () => {
  it("closes the bar after 10 s by default and counts as accept", () => {
    vi.useFakeTimers();
    const { engine, dispose } = setup({ showOnceYn: true });
    vi.advanceTimersByTime(9999);
    expect(engine.getSnapshot().barVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(engine.getSnapshot().barVisible).toBe(false);
    expect(engine.getSnapshot().decision.consent).toBe("yes");
    dispose();
  });

  it("closes the bar after the configured time, 1.5 s, and counts as accept: the tab shows and the categories on by default run", () => {
    vi.useFakeTimers();
    const { engine, env, dispose } = setup({ showOnceYn: true, showOnceMs: 1500, categories: [{ slug: "necessary", locked: true }, { slug: "analytics", defaultEnabled: true }, { slug: "advertisement" }] });
    vi.advanceTimersByTime(1499);
    expect(engine.getSnapshot()).toMatchObject({ barVisible: true, decision: { consent: null } });
    vi.advanceTimersByTime(1);
    expect(engine.getSnapshot()).toMatchObject({ barVisible: false, showAgainVisible: true, decision: { consent: "yes", categories: { analytics: true, advertisement: false } } });
    const run = vi.mocked(env.activate!).mock.calls.at(-1)![0];
    expect([run.mayRun({ category: "analytics" }), run.mayRun({ category: "advertisement" })]).toEqual([true, false]);
    expect(env.reload).not.toHaveBeenCalled();
    dispose();
  });

  it("clears its timer on dispose", () => {
    vi.useFakeTimers();
    const { engine, dispose } = setup({ showOnceYn: true, showOnceMs: 500 });
    dispose();
    vi.advanceTimersByTime(1000);
    expect(engine.getSnapshot().decision.consent).toBeNull();
  });
});

describe("content hooks", () => {
  it("manage-consent links reopen the bar, the delete link erases the choice", () => {
    const { engine, dispose } = setup({}, { viewed_cookie_policy: "yes" });
    document.body.innerHTML =
      '<a href="#" class="cli_manage_current_consent">Manage</a><a href="#" class="wt-cli-manage-consent-link"><span>Manage 2</span></a><a href="#" class="cookielawinfo-cookie-delete">Delete</a>';
    expect(engine.getSnapshot().barVisible).toBe(false);
    document.querySelector<HTMLElement>(".wt-cli-manage-consent-link span")!.click();
    expect(engine.getSnapshot().barVisible).toBe(true);
    engine.dismiss();
    document.querySelector<HTMLElement>(".cli_manage_current_consent")!.click();
    expect(engine.getSnapshot().barVisible).toBe(true);
    document.querySelector<HTMLElement>(".cookielawinfo-cookie-delete")!.click();
    expect(engine.getSnapshot().decision.consent).toBeNull();
    dispose();
    engine.dismiss();
    document.querySelector<HTMLElement>(".cli_manage_current_consent")!.click();
    expect(engine.getSnapshot().barVisible).toBe(false);
  });
});

describe("when the page view starts", () => {
  it("announces a stored yes once, with the event and the plugin's global callback", () => {
    const heard = vi.fn();
    const legacy = vi.fn();
    (window as unknown as Record<string, unknown>).CookieLawInfo_Accept_Callback = legacy;
    document.addEventListener("vitrine:consent-accepted", heard);
    const returning = setup({}, { viewed_cookie_policy: "yes" });
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ consent: "yes", allowed: ["necessary"] });
    expect(legacy).toHaveBeenCalledTimes(1);
    returning.dispose();
    const fresh = setup();
    expect(heard).toHaveBeenCalledTimes(1);
    fresh.dispose();
    document.removeEventListener("vitrine:consent-accepted", heard);
    delete (window as unknown as Record<string, unknown>).CookieLawInfo_Accept_Callback;
  });
});

describe("custom integration", () => {
  it("picks up a call made before the engine existed, and later calls", () => {
    (window as unknown as Record<string, unknown>)[GLOBAL_NAME] = { integration: { enableBar: false, enableBlocking: true } };
    const { engine, env, dispose } = setup({ customIntegration: true });
    expect(env.activate).toHaveBeenCalledTimes(1);
    expect(engine.getSnapshot().barVisible).toBe(false);
    document.dispatchEvent(new CustomEvent(INTEGRATION_EVENT, { detail: { enableBar: true, enableBlocking: true } }));
    expect(engine.getSnapshot().barVisible).toBe(true);
    dispose();
  });
});
