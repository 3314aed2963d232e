// @vitest-environment jsdom
import type { ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoadedProduct } from "../server/content/products";
import { FILE_PATH } from "../shared/owner-words";
import { MediaLibrary } from "./media-library";
import { PageList } from "./page-list";
import { ProductEditor } from "./product-editor";
import { ProductList } from "./product-list";
import { GroupList } from "./group-list";
import { UndoDeletes } from "./undo-deletes";
import { forgetUnsaved, hasUnsaved } from "./use-unsaved-warning";

/**
 * The owner's screens speak of pages, posts, products and pictures, never of files
 * (docs/behaviour/page-builder.md#messages), and a save or a new product says at once
 * that it is under way, the screen staying as it is meanwhile.
 */
type Answer = [number, unknown] | Promise<[number, unknown]>;
function serve(answers: Record<string, Answer>) {
  vi.stubGlobal("fetch", async (url: string, init: { method: string }) => {
    const [status, body] = await (answers[`${init.method} ${url}`] ?? answers[url] ?? [200, { status: "idle", lines: [] }]);
    return { status, json: async () => body };
  });
}
/** An answer held until `release` is called: what the screen shows while it waits. */
function held(answer: [number, unknown]) {
  let release = () => {};
  const promise = new Promise<[number, unknown]>((resolve) => (release = () => resolve(answer)));
  return { promise, release };
}

afterEach(() => {
  forgetUnsaved();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  location.hash = "";
});

function render(screen: ReactElement) {
  const host = document.createElement("div");
  document.body.append(host);
  flushSync(() => createRoot(host).render(screen));
  return host;
}
const button = (host: HTMLElement, name: string) => [...host.querySelectorAll("button")].find((b) => b.textContent === name);
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  flushSync(() => input.dispatchEvent(new Event("input", { bubbles: true })));
}

const PRODUCT: LoadedProduct = {
  slug: "mug",
  state: "published",
  title: "Slate mug",
  price: 36,
  currency: "EUR",
  category: "Mugs",
  image: "mug",
  inStock: true,
  stock: 2,
  file: "content/products/mug.md",
  data: {
    title: "Slate mug",
    price: 36,
    currency: "EUR",
    sku: "MU-1",
    category: "Mugs",
    excerpt: "A mug.",
    images: [{ image: "mug", alt: "A grey mug" }],
    inStock: true,
    stock: 2,
  },
  body: "A mug.\n",
  version: "v1",
};
const MEDIA = {
  mug: { width: 800, height: 800, widths: [400, 800], placeholder: "" },
};

describe("no file on the owner's screen", () => {
  it("a product saved: Saving… at once on the same screen, then Saved in plain words, no file named anywhere", async () => {
    const save = held([200, { status: "written", version: "v2", problems: [] }]);
    serve({
      "PUT /api/products/mug": save.promise,
      "/api/media": [200, MEDIA],
      "/api/library": [200, []],
    });
    const host = render(<ProductEditor product={PRODUCT} categories={["Mugs"]} />);
    type(host.querySelector<HTMLInputElement>("#product-title")!, "Slate mug, large");
    flushSync(() => host.querySelector("form")!.requestSubmit());
    await vi.waitFor(() => expect(button(host, "Saving…")?.disabled).toBe(true));
    expect(host.textContent).toContain("Saving…");
    expect(host.querySelector<HTMLInputElement>("#product-title")!.value).toBe("Slate mug, large");
    save.release();
    await vi.waitFor(() => expect(host.textContent).toContain("Saved. Publish to put it on the site."));
    expect(host.textContent).not.toMatch(FILE_PATH);
  });

  it("a save that cannot reach the studio's server says so, the screen and what was typed staying", async () => {
    vi.stubGlobal("fetch", async (url: string, init: { method: string }) => {
      if (init.method === "PUT") throw new TypeError("Failed to fetch");
      return { status: 200, json: async () => (url === "/api/media" ? MEDIA : { status: "idle", lines: [] }) };
    });
    const host = render(<ProductEditor product={PRODUCT} categories={["Mugs"]} />);
    type(host.querySelector<HTMLInputElement>("#product-title")!, "Slate mug, large");
    flushSync(() => host.querySelector("form")!.requestSubmit());
    await vi.waitFor(() => expect(host.textContent).toContain("The studio could not be reached: check the connection, then try again."));
    expect(host.querySelector<HTMLInputElement>("#product-title")!.value).toBe("Slate mug, large");
    expect(button(host, "Save")?.disabled).toBe(false);
  });

  it("a new product: Starting… at once, while the server makes its draft", async () => {
    const created = held([200, { slug: "celadon-cup" }]);
    serve({
      "POST /api/products": created.promise,
      "/api/products": [200, []],
      "/api/trash": [200, []],
    });
    const host = render(<ProductList />);
    type(host.querySelector<HTMLInputElement>("#new-product-title")!, "Celadon cup");
    flushSync(() => button(host, "Add a product")!.click());
    await vi.waitFor(() => expect(host.querySelector(".page-list__new")!.textContent).toContain("Starting “Celadon cup”…"));
    expect(button(host, "Add a product")!.disabled).toBe(true);
    created.release();
    await vi.waitFor(() => expect(location.hash).toBe("#/product/celadon-cup"));
  });

  it("the pages, what was deleted and where a picture is used are named by title and kind", async () => {
    serve({
      "/api/pages": [
        200,
        [
          {
            slug: "about",
            title: "About",
            file: "content/pages/about.yaml",
            address: "/about",
          },
        ],
      ],
      "/api/trash": [
        200,
        [
          {
            id: "1",
            kind: "page",
            title: "Care guide",
            file: "content/pages/care-guide.yaml",
            deletedAt: 0,
          },
        ],
      ],
      "/api/library": [
        200,
        [
          {
            name: "mug",
            ...MEDIA.mug,
            uses: [
              {
                file: "content/drafts/posts/glaze-notebook.md",
                alt: "A grey mug",
                title: "Glaze notebook",
              },
            ],
          },
        ],
      ],
    });
    const pages = render(<PageList />);
    await vi.waitFor(() => expect(pages.textContent).toContain("Care guide"));
    await vi.waitFor(() => expect(pages.textContent).toContain("About"));
    expect(pages.textContent).not.toMatch(FILE_PATH);
    // The studio, as the owner knows it, not a developer's "page builder".
    expect(pages.querySelector(".page-list__tool")!.textContent).toBe("Studio");
    const trash = render(<UndoDeletes kind="page" onRestored={() => {}} />);
    await vi.waitFor(() => expect(trash.textContent).toContain("Care guide"));
    expect(trash.textContent).not.toMatch(FILE_PATH);
    const library = render(<MediaLibrary />);
    await vi.waitFor(() => expect(library.textContent).toContain("the draft post “Glaze notebook”"));
    expect(library.textContent).toContain("1 image.");
    // The picture to put in its place is chosen from thumbnails too, not from a list of names.
    expect(library.querySelector("select")).toBeNull();
    expect(library.querySelector('[role="group"][aria-labelledby="replace-mug-label"]')!.textContent).toContain("Replace everywhere with");
    expect(library.textContent).not.toMatch(FILE_PATH);
  });
});

describe("nothing typed is lost by moving to another screen", () => {
  it("a new product's title typed and not yet added, or a category's new name not yet applied, asks before leaving; a product made moves on without asking", async () => {
    serve({
      "POST /api/products": [200, { slug: "celadon-cup" }],
      "/api/products": [200, []],
      "/api/trash": [200, []],
      "/api/groups": [200, { categories: [{ name: "Mugs", address: "/shop/category/mugs", files: ["content/products/mug.md"] }], tags: [] }],
    });
    const products = render(<ProductList />);
    type(products.querySelector<HTMLInputElement>("#new-product-title")!, "Celadon cup");
    expect(hasUnsaved()).toBe(true);
    flushSync(() => button(products, "Add a product")!.click());
    await vi.waitFor(() => expect(location.hash).toBe("#/product/celadon-cup"));
    expect(hasUnsaved()).toBe(false);

    const groups = render(<GroupList />);
    const rename = await vi.waitFor(() => {
      const found = groups.querySelector<HTMLInputElement>("#rename-category-mugs");
      expect(found).not.toBeNull();
      return found!;
    });
    expect(hasUnsaved()).toBe(false);
    type(rename, "Mugs and cups");
    expect(hasUnsaved()).toBe(true);
    type(rename, "Mugs");
    expect(hasUnsaved()).toBe(false);
  });
});
