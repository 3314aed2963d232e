// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILE_PATH } from "../shared/owner-words";

/** A picture is chosen from thumbnails with their text alternatives beside them, by pointer or by keyboard (docs/owner.md#images). */
const MEDIA = {
  "tenmoku-tea-bowl": {
    width: 800,
    height: 600,
    widths: [400, 800],
    placeholder: "",
  },
  "oatmeal-mug": {
    width: 800,
    height: 800,
    widths: [400, 800],
    placeholder: "",
  },
};
const LIBRARY = [
  {
    name: "tenmoku-tea-bowl",
    ...MEDIA["tenmoku-tea-bowl"],
    uses: [
      {
        file: "content/products/tenmoku-tea-bowl.md",
        alt: "A dark tea bowl with a rust rim",
      },
    ],
  },
  { name: "oatmeal-mug", ...MEDIA["oatmeal-mug"], uses: [] },
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("the image field", () => {
  it("shows every picture as a thumbnail with its words, chosen by keyboard, and no drop-down of names", async () => {
    vi.stubGlobal("fetch", async (url: string) => ({
      status: 200,
      json: async () => (url === "/api/media" ? MEDIA : url === "/api/library" ? LIBRARY : {}),
    }));
    // A fresh copy of the field's module: it keeps the library it loaded for the visit, and
    // another test file in this worker may have loaded one through its own stand-in.
    vi.resetModules();
    const { ImageField } = await import("./image-field");
    const chosen: string[] = [];
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const draw = (value: string) => flushSync(() => root.render(<ImageField label="Cover image" value={value} onChange={(v) => (chosen.push(v), draw(v))} />));
    draw("tenmoku-tea-bowl");
    await vi.waitFor(() => expect(host.querySelector(".image-field__chosen")!.textContent).toBe("A dark tea bowl with a rust rim"));
    expect(host.querySelector("select")).toBeNull();
    const toggle = host.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')!;
    expect(toggle.getAttribute("aria-label")).toBe("Cover image: choose a picture");
    flushSync(() => toggle.click());
    const choices = [...host.querySelectorAll<HTMLLabelElement>(".image-picker__choice")];
    expect(choices.map((c) => c.textContent)).toEqual(["No picture", "A dark tea bowl with a rust rim", "oatmeal mug"]);
    expect(choices.slice(1).every((c) => c.querySelector("img"))).toBe(true);
    const radios = choices.map((c) => c.querySelector<HTMLInputElement>('input[type="radio"]')!);
    expect(radios[1]!.checked).toBe(true);
    // Radio buttons of one name: the browser moves between them with the arrow keys; a choice is a change.
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    flushSync(() => radios[2]!.click());
    expect(chosen).toEqual(["oatmeal-mug"]);
    flushSync(() => host.querySelector(".image-picker")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(host.querySelector(".image-picker")).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(host.textContent).not.toMatch(FILE_PATH);
    root.unmount();
  });

  it("shows the text alternatives as they are when the pictures open, not as they were when the screen was", async () => {
    let library = LIBRARY;
    vi.stubGlobal("fetch", async (url: string) => ({
      status: 200,
      json: async () => (url === "/api/media" ? MEDIA : url === "/api/library" ? library : {}),
    }));
    vi.resetModules();
    const { ImageField } = await import("./image-field");
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<ImageField label="Cover image" value="oatmeal-mug" onChange={() => {}} />));
    await vi.waitFor(() => expect(host.querySelector(".image-field__chosen")!.textContent).toBe("oatmeal mug"));
    // The mug's text alternative is written in Media meanwhile.
    library = [LIBRARY[0]!, { ...LIBRARY[1]!, uses: [{ file: "content/pages/home.yaml", alt: "An oatmeal-glazed mug on a shelf" }] }];
    flushSync(() => host.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')!.click());
    await vi.waitFor(() => expect([...host.querySelectorAll(".image-picker__choice")].map((c) => c.textContent)).toEqual(["No picture", "A dark tea bowl with a rust rim", "An oatmeal-glazed mug on a shelf"]));
    expect(host.querySelector(".image-field__chosen")!.textContent).toBe("An oatmeal-glazed mug on a shelf");
    root.unmount();
  });

  it("describes a picture in the language being edited, where a translation gives it other words", async () => {
    const library = [{ ...LIBRARY[0]!, uses: [{ file: "content/editions/fr/products/tenmoku-tea-bowl.md", alt: "Un bol sombre au bord rouille" }, ...LIBRARY[0]!.uses] }];
    vi.stubGlobal("fetch", async (url: string) => ({ status: 200, json: async () => (url === "/api/media" ? MEDIA : url === "/api/library" ? library : {}) }));
    const shows = async (edition: string, expected: string) => {
      if (edition) sessionStorage.setItem("vitrine-studio-edition", edition);
      else sessionStorage.clear();
      vi.resetModules();
      const { ImageField } = await import("./image-field");
      const host = document.createElement("div");
      document.body.append(host);
      flushSync(() => createRoot(host).render(<ImageField label="Cover image" value="tenmoku-tea-bowl" onChange={() => {}} />));
      await vi.waitFor(() => expect(host.querySelector(".image-field__chosen")!.textContent).toBe(expected));
    };
    await shows("", "A dark tea bowl with a rust rim");
    await shows("fr", "Un bol sombre au bord rouille");
    sessionStorage.clear();
  });
});
