import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** The forms' checks and answers (browser-parts.ts); in the browser build, only this value. */
export default browserParts["form-words"](siteConfig);
