import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/define-site-config";
import { inFrench } from "./french";

/**
 * Where the variant's layer-2 stylesheet (`css_url`) lives: a path on the site, as the
 * build requires (another host would learn of every visit before consent). The variant's
 * build has no such file; tests answer it with a route (`isLayer2Sheet`).
 */
export const LAYER2_CSS_PATH = "/wpconsent.css";

/** Whether a request is for the variant's layer-2 stylesheet, whatever its `?ver=`. */
export const isLayer2Sheet = (url: URL) => url.pathname === LAYER2_CSS_PATH;

/**
 * The demo with layer 2 primary: its banner, preferences and floating button show, and
 * layer 1's bar is silent (both cookies still written). One variant for every layer-2 UI
 * test: the other layouts are the same page with the banner's markup rendered for them.
 * In French (french.ts), so its words are the French words file's and none is English (the
 * specs name the controls by that file's words, ../shipped-words.ts). Five items to a listing page, so the shop (17 products),
 * its categories and the journal (9 posts) continue over several pages (listings.spec.ts,
 * whose visitor has answered: the banner stays away).
 */
export default defineSiteConfig({
  ...demo,
  ...inFrench,
  layer2: { ...inFrench.layer2, primary: "layer2", cssUrl: LAYER2_CSS_PATH, cssVersion: "2" },
  listings: { pageSize: 5 },
});

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = [
  // layer2.spec.ts, focus.spec.ts
  "/",
  "/404",
  // listings.spec.ts: the shop's pages, the sorted copy's, a product and its category, a post and its tag
  "/shop",
  "/shop/page/2",
  "/shop/page/3",
  "/shop/page/4",
  "/shop/sort/price-asc",
  "/shop/sort/price-asc/page/2",
  "/shop/sort/price-asc/page/3",
  "/shop/sort/price-asc/page/4",
  "/shop/tenmoku-tea-bowl",
  "/shop/category/tableware",
  "/blog",
  "/blog/open-studio-weekend-spring-2026",
  "/blog/tag/news",
];
