import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defineSiteConfig, type SiteConfigInput } from "~/define-site-config";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { headerWordsOf } from "./header-words";

const base: SiteConfigInput = {
  name: "Studio",
  url: "https://studio.example",
  header: {
    menu: [
      { label: "Shop", href: "/shop", mega: [{ title: "Vases", links: [{ label: "Tall vase", href: "/shop/tall-vase" }] }] },
      { label: "About", href: "/about", children: [{ label: "Contact", href: "/contact" }] },
      { label: "Journal", href: "/blog" },
    ],
  },
  footer: { widgets: [{ title: "Visit", text: "By appointment.", links: [{ label: "Mail", href: "mailto:a@b.example" }] }] },
};

/** The pre-rendered HTML, as a visitor without JavaScript receives it. */
function render(input: Partial<SiteConfigInput> = {}) {
  const config = defineSiteConfig({ ...base, ...input });
  return renderToString(<><SiteHeader config={config} pathname="/" words={headerWordsOf(config.words)} /><SiteFooter config={config} /></>);
}

describe("site header markup (pre-rendered)", () => {
  it("gives every submenu a disclosure toggle that names and controls its panel", () => {
    const html = render();
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="nav-panel-0"[^>]*aria-label="Shop menu"/);
    expect(html).toContain('id="nav-panel-0"');
    expect(html).toMatch(/class="desktop-nav__panel mega"/);
    expect(html).toMatch(/class="desktop-nav__panel desktop-nav__panel--dropdown"/);
    // An item without a submenu has no toggle.
    expect(html).not.toContain('aria-label="Journal menu"');
  });

  it("shows the name beside the drawn mark, a square logo in the mark's place, and a wide logo in the name's, named by it, each holding its place", () => {
    expect(render()).toMatch(/<a href="\/" class="site-brand"><svg[^]*?<\/svg><span class="site-brand__name">Studio<\/span><\/a>/);
    const square = render({ logo: { image: "studio-mark", width: 600, height: 600, widths: [480, 600] } });
    expect(square).toContain('<a href="/" class="site-brand" data-logo="mark"><img class="site-brand__logo" src="/media/studio-mark-480.webp" width="600" height="600" alt=""/><span class="site-brand__name">Studio</span></a>');
    const wide = render({ logo: { image: "studio-wordmark", width: 1200, height: 300, widths: [480, 800, 1200] } });
    expect(wide).toContain('<a href="/" class="site-brand" data-logo="wordmark"><img class="site-brand__logo" src="/media/studio-wordmark-480.webp" width="1200" height="300" alt="Studio"/></a>');
    // The smallest file sharp at two device pixels per CSS pixel: a wordmark's box is 224 px wide at most, a mark's 40 px high.
    expect(render({ logo: { image: "long-wordmark", width: 1200, height: 200, widths: [240, 400, 800] } })).toContain('src="/media/long-wordmark-800.webp"');
    expect(render({ logo: { image: "small-mark", width: 600, height: 600, widths: [60, 120, 600] } })).toContain('src="/media/small-mark-120.webp"');
  });

  it("marks the header sticky only when configured", () => {
    expect(render()).toMatch(/<header class="site-header" data-sticky=""/);
    expect(render({ header: { ...base.header, sticky: false } })).toMatch(/<header class="site-header">/);
  });

  it("renders the mobile toggle and keeps mobile submenus open until scripts take over", () => {
    const html = render();
    expect(html).toMatch(/<button[^>]*class="menu-toggle[^"]*"[^>]*aria-expanded="false"[^>]*aria-controls="mobile-menu"/);
    expect(html).toContain('<noscript><a class="menu-toggle menu-toggle--nojs" href="#mobile-menu">Menu</a></noscript>');
    expect(html).toMatch(/<div id="mobile-sub-0" class="mobile-nav__sub">/);
    expect(html).not.toMatch(/id="mobile-sub-0"[^>]*hidden/);
    expect(html).toContain('<span class="visually-hidden">Shop submenu</span>');
  });

  it("names the phone menu's submenu toggles in the site's language", () => {
    const html = render({ language: "fr" });
    expect(html).toContain('<span class="visually-hidden">Sous-menu Shop</span>');
    expect(html).not.toContain("submenu");
  });
});

describe("site footer markup", () => {
  it("renders each widget area as a titled section and the copyright line", () => {
    const html = render({ footer: { ...base.footer, copyright: "© 2026 Studio" } });
    expect(html).toMatch(/<footer class="site-footer">/);
    expect(html).toMatch(/<section[^>]*aria-labelledby="footer-widget-0"[^>]*><h2[^>]*>Visit<\/h2>/);
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).toContain("© 2026 Studio");
  });

  it("links the owner's pages elsewhere, named, as their own (rel=me)", () => {
    const html = render({ social: [{ href: "https://www.instagram.com/studio/" }, { href: "https://studio.example/shop", label: "The shop" }] });
    expect(html).toContain('<ul class="site-footer__social" aria-label="Elsewhere on the web"><li><a href="https://www.instagram.com/studio/" rel="me">Instagram</a></li><li><a href="https://studio.example/shop" rel="me">The shop</a></li></ul>');
    expect(render()).not.toContain("site-footer__social");
  });

  it("falls back to the site name when no copyright is configured", () => {
    expect(render()).toContain("© Studio");
  });
});

describe("menu links mark the page being shown", () => {
  it("sets aria-current on the section and the exact sublink, nowhere else", () => {
    const config = defineSiteConfig(base);
    const html = renderToString(<SiteHeader config={config} pathname="/shop/tall-vase" words={headerWordsOf(config.words)} />);
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]);
    // Desktop and mobile menus each mark the Shop section and the Tall vase link.
    expect(current).toEqual(["Shop", "Tall vase", "Shop", "Tall vase"]);
  });
});
