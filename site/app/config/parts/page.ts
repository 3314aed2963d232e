import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** What every page reads of the site config from the start (browser-parts.ts); in the browser build, only this value. */
export default browserParts.page(siteConfig);
