// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieLawInfoStore } from "../codecs/cookielawinfo-store";
import { createEngine } from "../core/engine";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { ConsentPlaceholder } from "../react/consent-placeholder";
import { bootReadingOf } from "../test-support/readings";
import { bindConsentPlaceholders } from "./placeholders";
import { watchConsent, whenAllowed } from "./watch-consent";

const categories = [{ slug: "necessary", locked: true }, { slug: "functional" }, { slug: "marketing", services: [{ slug: "youtube" }, { slug: "vimeo" }] }];

function engineWith(cookies: Record<string, string> = {}) {
  const reading = bootReadingOf({ categories, layer1: { version: 1 } }, cookies);
  return createEngine({ categories, stores: [cookieLawInfoStore({ version: 1 })] }, { jar: createMemoryCookieJar(cookies), search: "", reload: () => {}, reading: () => reading });
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("watchConsent and whenAllowed (widgets without React)", () => {
  it("tells the current answer at once and every change after, until disposed", () => {
    const engine = engineWith();
    const heard: boolean[] = [];
    const dispose = watchConsent(engine, { category: "marketing", service: "youtube" }, (allowed) => heard.push(allowed));
    engine.setCategory("functional", true);
    engine.accept({ categories: ["marketing"] });
    engine.setService("youtube", false);
    engine.setService("vimeo", false);
    dispose();
    engine.accept();
    expect(heard).toEqual([false, true, false]);
  });

  it("runs once when allowed, at once if it already is, and not at all once cancelled", () => {
    const engine = engineWith();
    const later = vi.fn();
    whenAllowed(engine, { category: "functional" }, later);
    const cancelled = vi.fn();
    whenAllowed(engine, { category: "marketing" }, cancelled)();
    expect(later).not.toHaveBeenCalled();
    engine.accept();
    engine.deny();
    engine.accept();
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const now = vi.fn();
    whenAllowed(engine, { category: "necessary" }, now);
    expect(now).toHaveBeenCalledTimes(1);
  });
});

describe("bindConsentPlaceholders (pre-rendered placeholders)", () => {
  const placeholder = (category: string, service: string | undefined, action: "accept" | "settings") =>
    renderToStaticMarkup(
      createElement(ConsentPlaceholder, {
        title: `${service ?? category} content`,
        width: 560,
        height: 315,
        category,
        service,
        message: "This content loads from another site.",
        actionText: action === "accept" ? `Click here to accept ${category} cookies and load this content` : "Cookie settings",
        action,
      }),
    );

  it("grants the category and service on the button, then hands over every placeholder whose content may load", () => {
    const engine = engineWith();
    document.body.innerHTML = placeholder("marketing", "youtube", "accept") + placeholder("marketing", "youtube", "accept") + placeholder("functional", undefined, "accept");
    const loaded: (string | null)[] = [];
    const dispose = bindConsentPlaceholders(document, engine, { onAllowed: (el) => loaded.push(el.getAttribute("data-consent-service")) });
    expect(loaded).toEqual([]);
    document.querySelector<HTMLButtonElement>("[data-consent-action]")!.click();
    expect(engine.getSnapshot().decision.consent).toBe("yes");
    expect(engine.getSnapshot().decision.services.youtube).toBe(true);
    expect(loaded, "both placeholders of that service, not the functional one").toEqual(["youtube", "youtube"]);
    dispose();
    engine.accept();
    expect(loaded).toHaveLength(2);
  });

  it("opens the preferences from a layer-1 prompt, and loads at once what is already allowed", () => {
    const engine = engineWith({ viewed_cookie_policy: "yes", "cookielawinfo-checkbox-functional": "yes" });
    document.body.innerHTML = placeholder("marketing", undefined, "settings") + placeholder("functional", undefined, "accept");
    const onAllowed = vi.fn();
    bindConsentPlaceholders(document, engine, { onAllowed });
    expect(onAllowed).toHaveBeenCalledTimes(1);
    document.querySelector<HTMLButtonElement>('[data-consent-action="settings"]')!.click();
    expect(engine.getSnapshot().preferencesOpen).toBe(true);
    expect(engine.getSnapshot().decision.categories.marketing).toBe(false);
  });
});
