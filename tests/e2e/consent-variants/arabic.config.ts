import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/define-site-config";
import { inArabic } from "./arabic";

/**
 * The demo in Arabic, right to left: every page type shows no word of the English table,
 * fits the screen and passes axe (site-words.spec.ts), and is what the Arabic
 * screenshots show.
 */
export default defineSiteConfig({ ...demo, ...inArabic });

/**
 * The addresses its specs visit: the only pages its build renders (build-variants.ts). An
 * address that is no page (`/no-such-page`) gets the not-found page, which every build renders.
 */
export const pages = [
  "/",
  "/shop",
  "/shop/celadon-bottle-vase",
  "/cart",
  "/blog",
  "/blog/four-days-and-nights-the-autumn-anagama-firing",
  "/contact",
  "/privacy-policy",
  "/search",
];
