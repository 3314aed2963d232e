import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** The slider's words (browser-parts.ts); in the browser build, only this value. */
export default browserParts["slider-words"](siteConfig);
