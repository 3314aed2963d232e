import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/config/site-config";
import { inFrench } from "./french";

/**
 * The demo with five items to a listing page, so the shop (17 products), its categories and
 * the journal (9 posts) continue over several pages and the browser tests can walk them
 * (listings.spec.ts); and in French, with layer 1 primary, so a visitor's bar, its settings
 * and the placeholders show no English (words.spec.ts). One build serves both.
 */
export default defineSiteConfig({ ...demo, ...inFrench, listings: { pageSize: 5 } });
