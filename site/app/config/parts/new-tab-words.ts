import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** The words of a link that opens in a new tab (browser-parts.ts); in the browser build, only this value. */
export default browserParts["new-tab-words"](siteConfig);
