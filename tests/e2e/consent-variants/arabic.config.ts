import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/config/site-config";
import { inArabic } from "./arabic";

/**
 * The demo in Arabic, right to left: every page type shows no word of the English table,
 * fits the screen and passes axe (site-words.spec.ts), and is what the Arabic
 * screenshots show.
 */
export default defineSiteConfig({ ...demo, ...inArabic });
