import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/config/site-config";

/**
 * Not a consent setting: the demo with five items to a listing page, so the shop (17
 * products), its categories and the journal (9 posts) continue over several pages and
 * the browser tests can walk them (listings.spec.ts).
 */
export default defineSiteConfig({ ...demo, listings: { pageSize: 5 } });
