import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FrontendConfigProvider, frontendConfig } from "../../config/frontend-config";
import type { PostSummary } from "../../source/types";
import carousel from "./carousel.widget";
import type { CarouselView } from "./carousel";

const image = (n: number) => ({ src: `/media/p${n}-800.webp`, srcSet: `/media/p${n}-800.webp 800w`, sizes: "100vw", width: 800, height: 600, alt: `Post ${n}`, placeholder: "#ccc", large: `/media/p${n}-1200.webp` });
const post = (n: number): PostSummary => ({ slug: `p${n}`, href: `/blog/p${n}`, title: `Post ${n}`, date: "2026-01-01", dateLabel: "January 1, 2026", excerpt: "…", cover: image(n), format: "standard" }) as unknown as PostSummary;
const props = carousel.schema.parse({ type: "carousel", label: "From the journal", show: "posts" });
const view = carousel.resolveData(props, { posts: () => Array.from({ length: 6 }, (_, i) => post(i + 1)) } as never) as CarouselView;

describe("the carousel widget", () => {
  it("shows 1, 2 and 3 slides by default and autoplays at the library's 3000 ms", () => {
    expect(props.perView).toEqual({ mobile: 1, tablet: 2, desktop: 3 });
    const html = renderToStaticMarkup(carousel.render(view));
    expect(html).toContain('data-slider-autoplay="3000"');
    expect(html).toContain("--slider-per-desktop:3");
    expect(html).not.toContain("data-slider-hover-pause");
  });

  it("loads the cards of the widest view and one more; the others wait one slide ahead", () => {
    const html = renderToStaticMarkup(carousel.render(view));
    expect(html.match(/data-slider-src="\/media\/p\d-800\.webp"/g)).toEqual(['data-slider-src="/media/p5-800.webp"', 'data-slider-src="/media/p6-800.webp"']);
  });

  it("never autoplays in the page builder's canvas", () => {
    const html = renderToStaticMarkup(<FrontendConfigProvider value={frontendConfig({ mode: "edit" })}>{carousel.render(view)}</FrontendConfigProvider>);
    expect(html).not.toContain("data-slider-autoplay");
  });

  it("wants two images at least, and a category only for products", () => {
    const context = { productCategories: new Set(["Prints"]) } as never;
    const one = carousel.schema.parse({ type: "carousel", label: "x", items: [{ image: "a", alt: "a" }] });
    expect(carousel.check!(one, context)).toEqual([{ path: ["items"], message: "a carousel of images needs at least 2 images" }]);
    const wrong = carousel.schema.parse({ type: "carousel", label: "x", show: "products", category: "Mugs" });
    expect(carousel.check!(wrong, context)).toEqual([{ path: ["category"], message: 'no product has the category "Mugs"' }]);
  });
});
