import { describe, expect, it } from "vitest";
import { readContent } from "./content-store.server";
import { resolvePage } from "./page-view.server";
import { listProducts, postView, productView, relatedProducts } from "./queries.server";
import { fixturesDir } from "./test-helpers";

const store = await readContent(`${fixturesDir}/content`);
const page = (slug: string) => resolvePage(store, store.pages.find((p) => p.slug === slug)!);

describe("resolved content", () => {
  it("sorts posts newest first", () => {
    expect(store.posts.map((p) => p.slug)).toEqual(["kiln-diary", "first-firing"]);
  });

  it("loads the first section's background eagerly and later ones lazily", () => {
    const [hero, latest] = page("home").sections;
    expect(hero?.background).toMatchObject({ mode: "eager", image: { alt: "", src: "/media/studio-hero-1200.webp" } });
    expect(latest?.background).toEqual({
      mode: "lazy",
      src: "/media/kiln-3-800.webp",
      srcSet: "/media/kiln-3-480.webp 480w, /media/kiln-3-800.webp 800w",
      placeholder: "#8c4a2b",
    });
  });

  it("makes the first image the priority one when the author picked none", () => {
    const guide = resolvePage(store, {
      ...store.pages.find((p) => p.slug === "care-guide")!,
      data: {
        ...store.pages.find((p) => p.slug === "care-guide")!.data,
        sections: [{ style: "default", columns: [{ width: "1/1", widgets: [{ type: "image", image: "ash-bowl", alt: "A bowl", priority: false }] }] }],
      },
    });
    expect(guide.sections[0]?.columns[0]?.widgets[0]).toMatchObject({ type: "image", priority: true });
  });

  it("sizes images by their column", () => {
    const image = page("home").sections[1]?.columns[0]?.widgets[0];
    expect(image).toMatchObject({ type: "image", image: { sizes: "(min-width: 1216px) 576px, (min-width: 768px) 50vw, 100vw" } });
  });

  it("builds the table of contents from headings with ids", () => {
    const toc = page("care-guide").sections[0]?.columns[0]?.widgets.find((w) => w.type === "toc");
    expect(toc).toEqual({
      type: "toc",
      animate: undefined,
      entries: [
        { id: "washing", text: "Washing", level: 2 },
        { id: "heat", text: "Heat", level: 3 },
      ],
      // Its accessible name, in the site's words (an English site here).
      label: "On this page",
    });
  });

  it("fills product grids and post lists", () => {
    const widgets = page("home").sections[1]?.columns[1]?.widgets ?? [];
    expect(widgets[0]).toMatchObject({ type: "product-grid", products: [{ slug: "celadon-vase", priceLabel: "€48.00" }] });
    expect(widgets[1]).toMatchObject({ type: "post-list", posts: [{ slug: "kiln-diary", dateLabel: "March 5, 2026" }] });
  });

  it("lists products in stock first, then by SKU", () => {
    expect(listProducts(store).map((p) => p.slug)).toEqual(["celadon-vase", "ash-bowl"]);
  });

  it("builds a product page with images, details and related products", () => {
    const view = productView(store, "celadon-vase")!;
    expect(view.images).toHaveLength(2);
    expect(view.images[0]).toMatchObject({ width: 1200, height: 1500, alt: "A pale green celadon vase on oak" });
    expect(view.details).toEqual([["Dimensions", "24 cm tall"], ["Material", "Porcelain"]]);
    expect(view.related.map((p) => p.slug)).toEqual(["ash-bowl"]);
    expect(relatedProducts(store, "ash-bowl").map((p) => p.slug)).toEqual(["celadon-vase"]);
  });

  it("builds a gallery post", () => {
    const view = postView(store, "kiln-diary")!;
    expect(view.format).toBe("gallery");
    expect(view.gallery.map((g) => g.alt)).toEqual(["The kiln glowing at night", "Pots stacked on kiln shelves", "Ash glaze running down a jar"]);
    expect(postView(store, "nope")).toBeUndefined();
  });
});
