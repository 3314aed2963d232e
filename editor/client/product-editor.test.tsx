// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoadedProduct } from "../server/content/products";
import { ProductEditor } from "./product-editor";

/** A field's message goes as soon as the field is right again, not at the next save (docs/behaviour/page-builder.md#messages). */
const PRODUCT: LoadedProduct = {
  slug: "mug", state: "published", title: "Slate mug", price: 36, currency: "EUR", category: "Mugs", image: "mug", inStock: true, stock: 2, file: "content/products/mug.md",
  data: { title: "Slate mug", price: 36, currency: "EUR", sku: "MU-1", category: "Mugs", excerpt: "A mug.", images: [{ image: "mug", alt: "A grey mug" }], inStock: true, stock: 2 },
  body: "A mug.\n", version: "v1",
};
const EMPTY_TITLE = { text: "content/products/mug.md: title: expected at least 1 character, received 0", path: ["title"], message: "expected at least 1 character, received 0" };

const posted: string[] = [];
function serve() {
  vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
    const json = (status: number, body: unknown) => ({ status, json: async () => body });
    if (init.method === "PUT") return json(422, { problems: [EMPTY_TITLE] });
    if (url === "/api/products/mug/check") {
      posted.push(url);
      const { data } = JSON.parse(init.body!) as { data: { title: string } };
      return json(200, { problems: data.title ? [] : [EMPTY_TITLE] });
    }
    if (url === "/api/media") return json(200, { mug: { width: 800, height: 800, widths: [400, 800], placeholder: "" }, jug: { width: 800, height: 600, widths: [400, 800], placeholder: "" } });
    return json(200, { status: "idle", lines: [] });
  });
}

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

afterEach(() => vi.unstubAllGlobals());

describe("the product editor's field messages", () => {
  it("clears \"Title can't be empty\" once the title is filled in again, before any save", async () => {
    serve();
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<ProductEditor product={PRODUCT} categories={["Mugs"]} />));
    const title = host.querySelector<HTMLInputElement>("#product-title")!;
    type(title, "");
    flushSync(() => host.querySelector("form")!.requestSubmit());
    await vi.waitFor(() => expect(host.textContent).toContain("Title can't be empty: fill it in."), { timeout: 5_000 });
    expect(title.getAttribute("aria-invalid")).toBe("true");
    type(title, "Slate mug");
    await vi.waitFor(() => expect(host.textContent).not.toContain("Title can't be empty"), { timeout: 3000 });
    expect(title.hasAttribute("aria-invalid")).toBe(false);
    expect(host.textContent).toContain("All fixed. Save to write it.");
    expect(posted.length).toBeGreaterThan(0);
    root.unmount();
    host.remove();
  });
});

/** A new product is a draft, out of the shop: empty fields with hints, and on sale only once marked ready whole (docs/behaviour/page-builder.md#drafts). */
const DRAFT: LoadedProduct = {
  slug: "cup", state: "draft", title: "Celadon cup", price: null, currency: "EUR", category: "", image: "", inStock: true, stock: null, file: "content/drafts/products/cup.md",
  data: { title: "Celadon cup", currency: "EUR", sku: "CUP" }, body: "", version: "v1",
};
const LACKING = [
  { text: "content/products/cup.md: price: required (expected a number)", path: ["price"], message: "required (expected a number)" },
  { text: "content/products/cup.md: excerpt: required (expected a string)", path: ["excerpt"], message: "required (expected a string)" },
];

describe("a new product", () => {
  it("starts as a draft with empty fields whose hints say what goes in them, and is refused on sale, in plain words, until it has what the shop needs", async () => {
    vi.stubGlobal("fetch", async (url: string) => {
      const json = (status: number, body: unknown) => ({ status, json: async () => body });
      if (url === "/api/products/cup/ready") return json(422, { problems: LACKING });
      if (url === "/api/media") return json(200, {});
      return json(200, { status: "idle", lines: [] });
    });
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<ProductEditor product={DRAFT} categories={["Mugs"]} />));
    expect(host.querySelector("h1")!.textContent).toContain("Draft");
    expect(host.textContent).toContain("Not in the shop");
    for (const id of ["product-price", "product-category", "product-excerpt"]) {
      const field = host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
      expect(field.value).toBe("");
      expect(field.placeholder).not.toBe("");
    }
    // The description is rich text, as a post's body is, its hint shown in the empty text.
    await vi.waitFor(() => expect(host.querySelector("#product-body p.is-editor-empty")?.getAttribute("data-placeholder")).toBe("How it is made, its size, how to care for it."), { timeout: 5_000 });
    expect(host.querySelectorAll(".product-editor__image")).toHaveLength(0);
    const button = (name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name);
    expect(button("Publish the site")).toBeUndefined();
    flushSync(() => button("Mark ready to sell")!.click());
    await vi.waitFor(() => expect(host.textContent).toContain("Price can't be empty: fill it in."), { timeout: 5_000 });
    expect(host.textContent).toContain("Summary can't be empty: fill it in.");
    expect(host.querySelector("#product-price")!.getAttribute("aria-invalid")).toBe("true");
    expect(host.textContent).toContain("It stays a draft, out of the shop.");
    expect(host.querySelector("h1")!.textContent).toContain("Draft");
    root.unmount();
    host.remove();
  });
});

describe("a product's description", () => {
  it("is written in the same rich text as a post's body, labelled Description, and given back as the Markdown it was", async () => {
    serve();
    localStorage.removeItem("vitrine-studio:post-body");
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    const product = { ...PRODUCT, body: "Thrown on the wheel, **glazed** twice.\n\n- Holds 300 ml\n- Dishwasher safe\n" };
    flushSync(() => root.render(<ProductEditor product={product} categories={["Mugs"]} />));
    const text = await vi.waitFor(() => {
      const found = host.querySelector<HTMLElement>('#product-body[contenteditable="true"]');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 5_000 });
    expect(text.getAttribute("role")).toBe("textbox");
    expect(document.getElementById(text.getAttribute("aria-labelledby")!)!.textContent).toBe("Description");
    expect(text.querySelector("strong")!.textContent).toBe("glazed");
    expect(text.querySelectorAll("li")).toHaveLength(2);
    expect(host.textContent).not.toContain("Description (Markdown)");
    // Nothing changed by opening it: no unsaved change, so the Markdown stays as it was.
    expect([...host.querySelectorAll("button")].some((b) => b.textContent === "Saved")).toBe(true);
    root.unmount();
    host.remove();
  });
});

describe("the product editor's images", () => {
  it("keeps a picture's thumbnails open while one is chosen, so the arrow keys go on choosing", async () => {
    serve();
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<ProductEditor product={PRODUCT} categories={["Mugs"]} />));
    const toggle = host.querySelector<HTMLButtonElement>('[aria-label="Image 1: choose a picture"]')!;
    flushSync(() => toggle.click());
    await vi.waitFor(() => expect(host.querySelector('input[type=radio][value="jug"]')).not.toBeNull(), { timeout: 5_000 });
    flushSync(() => host.querySelector<HTMLInputElement>('input[type=radio][value="jug"]')!.click());
    // Chosen, and still open on the same field: the picture's radio is there and checked.
    expect(host.querySelector<HTMLInputElement>('input[type=radio][value="jug"]')?.checked).toBe(true);
    expect(host.querySelector('[aria-label="Image 1: close the pictures"]')?.getAttribute("aria-expanded")).toBe("true");
    root.unmount();
    host.remove();
  });
});
