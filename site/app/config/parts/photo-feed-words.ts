import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** The photo feed's words (browser-parts.ts); in the browser build, only this value. */
export default browserParts["photo-feed-words"](siteConfig);
