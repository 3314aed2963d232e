import siteConfig from "../../../site.config";
import { browserParts } from "../browser-parts";

/** Layer 2's UI options (browser-parts.ts); in the browser build, only this value. */
export default browserParts["layer2-banner"](siteConfig);
