// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { cookieLawInfoStore } from "../codecs/cookielawinfo-store";
import type { ConsentEngine } from "../core/engine-api";
import { createEngine } from "../core/engine";
import { createMemoryCookieJar } from "../core/memory-cookie-jar";
import { bootReadingOf } from "../test-support/readings";
import { ConsentPlaceholder } from "./consent-placeholder";
import { useConsent } from "./use-consent";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const categories = [{ slug: "necessary", locked: true }, { slug: "marketing", services: [{ slug: "vimeo" }] }];
const engineWith = (cookies: Record<string, string> = {}) => {
  const reading = bootReadingOf({ categories, layer1: {} }, cookies);
  return createEngine({ categories, stores: [cookieLawInfoStore()] }, { jar: createMemoryCookieJar(cookies), search: "", reload: () => {}, reading: () => reading });
};

/** A video widget as an island would write it: the placeholder until its content may load. */
function Video({ engine }: { engine: ConsentEngine }) {
  const consent = useConsent(engine, "marketing", "vimeo");
  if (consent.status === "allowed") return <iframe title="Glazing a moon jar" width={640} height={360} />;
  return (
    <ConsentPlaceholder
      title="Glazing a moon jar (video)"
      width={640}
      height={360}
      category="marketing"
      service="vimeo"
      message="This video is hosted by Vimeo, which sets cookies."
      actionText="Click here to accept marketing cookies and load this content"
      onAction={consent.allow}
      poster={{ src: "/media/moon-jar-480.webp" }}
      link={{ href: "https://vimeo.com/1", text: "Watch it on Vimeo" }}
    />
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

describe("ConsentPlaceholder", () => {
  it("pre-renders an accessible group in the content's own box, with a real button and a link out", () => {
    document.body.innerHTML = renderToString(<Video engine={engineWith()} />);
    const group = document.querySelector<HTMLElement>('[role="group"]')!;
    expect(group.getAttribute("aria-label")).toBe("Glazing a moon jar (video)");
    expect(group.style.aspectRatio).toBe("640 / 360");
    expect(group.style.maxInlineSize).toBe("640px");
    expect(group.style.inlineSize).toBe("100%");
    expect(group.dataset).toMatchObject({ consentPlaceholder: "", consentCategory: "marketing", consentService: "vimeo" });
    const button = group.querySelector("button")!;
    expect(button.type).toBe("button");
    expect(button.textContent).toBe("Click here to accept marketing cookies and load this content");
    expect(group.querySelector("img")!.getAttribute("alt"), "the poster is decoration: the group's name says what it is").toBe("");
    expect(group.querySelector("a")!.getAttribute("rel")).toBe("noopener");
  });

  it("a link that opens a new tab says so, in the site's words when it gives them", () => {
    document.body.innerHTML = renderToString(<Video engine={engineWith()} />);
    const link = document.querySelector("a")!;
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.textContent, "the text read out: the arrow is hidden from assistive technology").toBe("Watch it on Vimeo ↗ (opens in a new tab)");
    expect(link.querySelector('[aria-hidden="true"]')!.textContent).toBe(" ↗");
    document.body.innerHTML = renderToString(
      <ConsentPlaceholder title="t" width={1} height={1} category="c" message="m" actionText="a" link={{ href: "https://vimeo.com/1", text: "Sur Vimeo", newTab: "(s'ouvre dans un nouvel onglet)" }} />,
    );
    expect(document.querySelector(".consent-placeholder__hidden")!.textContent).toBe(" (s'ouvre dans un nouvel onglet)");
  });

  it("carries a plugin's markup when asked: attributes, a thumbnail wrapper (even without a poster) and an overlay class", () => {
    document.body.innerHTML = renderToString(
      <ConsentPlaceholder
        title="Map"
        width={600}
        height={450}
        category="marketing"
        service="google-maps"
        message="m"
        actionText="a"
        posterClassName="wpconsent-iframe-thumbnail"
        overlayClassName="wpconsent-iframe-overlay-content"
        attributes={{ "data-wpconsent-name": "google-maps", "data-wpconsent-category": "marketing" }}
      />,
    );
    const group = document.querySelector<HTMLElement>('[role="group"]')!;
    expect(group.dataset).toMatchObject({ wpconsentName: "google-maps", wpconsentCategory: "marketing", consentService: "google-maps" });
    expect(group.querySelector(".wpconsent-iframe-thumbnail")).not.toBeNull();
    expect(group.querySelector(".consent-placeholder__overlay.wpconsent-iframe-overlay-content button")).not.toBeNull();
  });
});

describe("useConsent", () => {
  it("renders 'unknown' on the server and while hydrating, then follows the page's engine; allow() loads the content", async () => {
    const engine = engineWith();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Video engine={engine} />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Video engine={engine} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors, "no hydration mismatch").toEqual([]);
    expect(container.querySelector("iframe")).toBeNull();
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("iframe")).not.toBeNull();
    expect(engine.getSnapshot().decision.services.vimeo).toBe(true);
  });

  it("shows the content at once for a visitor who allowed it, and the placeholder again when they withdraw", async () => {
    const engine = engineWith({ viewed_cookie_policy: "yes", "cookielawinfo-checkbox-marketing": "yes" });
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Video engine={engine} />);
    });
    expect(container.querySelector("iframe")).not.toBeNull();
    await act(async () => engine.deny());
    expect(container.querySelector('[role="group"]')).not.toBeNull();
  });
});
