// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsentSettingsForm } from "./consent-settings";

/** The French edition's catalogue: Vimeo ticked in the first language, Spotify not. */
const catalogue = {
  services: [
    { slug: "vimeo", name: "Vimeo", category: "marketing", purpose: "Lit des films intégrés depuis Vimeo.", hosts: ["player.vimeo.com"], cookies: [{ name: "vuid", duration: "2 ans", description: "Le décompte, par Vimeo, des spectateurs" }] },
    { slug: "spotify", name: "Spotify", category: "marketing", purpose: "Lit de la musique.", hosts: ["open.spotify.com"], cookies: [] },
  ],
  edition: { chosen: ["vimeo"] },
  categories: [{ slug: "marketing", name: "Contenus externes" }],
  categoryWords: [],
  words: [],
};

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's Consent screen in a second language (docs/owner.md#your-site-in-two-languages)", () => {
  it("words the services the first language ticked, with the catalogue's words of this language in each empty field, and saves only what was written", async () => {
    const saved: unknown[] = [];
    vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
      if (init.method === "PUT") return (saved.push(JSON.parse(init.body!)), { status: 200, json: async () => ({ status: "written", version: "2", problems: [] }) });
      const body = url === "/api/consent-catalogue" ? catalogue : url === "/api/settings/consent" ? { data: { words: {} }, version: "1", file: "content/editions/fr/settings/consent.yaml" } : [];
      return { status: 200, json: async () => body };
    });
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<ConsentSettingsForm />));
    await vi.waitFor(() => expect(host.querySelector("#service-vimeo-purpose")).not.toBeNull());
    expect(host.querySelectorAll('input[type="checkbox"]'), "ticking is the first language's").toHaveLength(0);
    expect(host.textContent).not.toContain("Spotify");
    const purpose = host.querySelector<HTMLInputElement>("#service-vimeo-purpose")!;
    expect(purpose.placeholder).toBe("Lit des films intégrés depuis Vimeo.");
    expect(host.querySelector<HTMLInputElement>("#service-vimeo-cookie-vuid")!.placeholder).toBe("Le décompte, par Vimeo, des spectateurs");
    type(purpose, "Mes films.");
    flushSync(() => [...host.querySelectorAll("button")].find((b) => b.textContent === "Save")!.click());
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ data: { services: [{ service: "vimeo", purpose: "Mes films." }] } });
    root.unmount();
    host.remove();
  });
});
