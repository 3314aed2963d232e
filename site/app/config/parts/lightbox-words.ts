import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** The lightbox's names and messages (browser-parts.ts); in the browser build, only this value. */
export default browserParts["lightbox-words"](siteConfig);
