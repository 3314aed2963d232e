// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LanguagesView } from "../server/http/languages-api";
import { LanguagesScreen } from "./languages-screen";

/** The Languages screen (docs/owner.md#your-site-in-two-languages) over a studio answering `view`, recording what it is sent. */
function render(view: LanguagesView, answers: Record<string, { status: number; body: unknown }> = {}) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let current = view;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (method !== "GET") sent.push({ method, url, body: JSON.parse(String(init.body ?? "null")) });
    const answer = answers[`${method} ${url}`] ?? { status: 200, body: method === "GET" ? current : { ok: true } };
    return { status: answer.status, json: async () => answer.body };
  });
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<LanguagesScreen />));
  return { host, sent, setView: (next: LanguagesView) => (current = next), unmount: () => (root.unmount(), host.remove()) };
}

const english = { language: "en", name: "English" };
const item = (kind: "page" | "post" | "product", slug: string, title: string, translated: Record<string, boolean>) => ({ kind, slug, title, translated });
const view: LanguagesView = {
  first: english,
  editions: [{ language: "fr", name: "French", onSite: true }],
  startable: [
    { language: "ar", name: "Arabic" },
    { language: "de", name: "German" },
  ],
  items: [item("page", "home", "Home", { fr: true }), item("page", "care", "Care guide", { fr: false }), item("post", "firing", "The autumn firing", { fr: false })],
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the studio's Languages screen", () => {
  it("shows what each language has translated, with side by side for a translated page", async () => {
    const screen = render(view);
    await vi.waitFor(() => expect(screen.host.querySelectorAll("tbody tr")).toHaveLength(3));
    const rows = [...screen.host.querySelectorAll("tbody tr")];
    expect(rows[0]!.textContent).toContain("Translated");
    expect(rows[0]!.querySelector("a[href='#/side-by-side/fr/home']")?.textContent).toBe("Side by side");
    expect(rows[1]!.querySelector("button")?.getAttribute("aria-label")).toBe("Translate “Care guide” into French");
    // Posts and products have no side by side: their editor is one column already.
    expect(rows[2]!.textContent).not.toContain("Side by side");
    expect([...screen.host.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Add a language", "Pages", "Journal posts"]);
    screen.unmount();
  });

  it("starts a language and says it reaches the site once its home page is translated", async () => {
    const screen = render(view);
    await vi.waitFor(() => expect(screen.host.querySelector("select")).not.toBeNull());
    flushSync(() => {
      const select = screen.host.querySelector("select")!;
      select.value = "de";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    screen.setView({ ...view, editions: [{ language: "de", name: "German", onSite: false }, ...view.editions], startable: [{ language: "ar", name: "Arabic" }] });
    screen.host.querySelector<HTMLButtonElement>(".languages__start button")!.click();
    await vi.waitFor(() => expect(screen.host.querySelector("[role=status]")?.textContent).toContain("German is started."));
    expect(screen.sent).toEqual([{ method: "POST", url: "/api/languages", body: { language: "de" } }]);
    await vi.waitFor(() => expect(screen.host.querySelector(".languages__waiting")?.textContent).toBe("German is not on your site yet: translate the home page, then publish."));
    screen.unmount();
  });

  it("says in plain words why a language could not be started, and keeps the choice", async () => {
    const screen = render(view, { "POST /api/languages": { status: 409, body: { message: "The site already has German." } } });
    await vi.waitFor(() => expect(screen.host.querySelector("select")).not.toBeNull());
    screen.host.querySelector<HTMLButtonElement>(".languages__start button")!.click();
    await vi.waitFor(() => expect(screen.host.querySelector("[role=alert]")?.textContent).toBe("The site already has German."));
    expect(screen.host.querySelector("select")!.value).toBe("ar");
    screen.unmount();
  });
});
