import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** Layer 1's settings modal's words, categories and look (browser-parts.ts); in the browser build, only this value. */
export default browserParts["layer1-settings"](siteConfig);
