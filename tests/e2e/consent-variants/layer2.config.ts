import demo from "../../../site/site.config";
import { defineSiteConfig } from "../../../site/app/config/site-config";
import { inFrench } from "./french";

/** Where the variant's layer-2 stylesheet (`css_url`) lives; tests answer it with a route. */
export const LAYER2_CSS_URL = "https://assets.vitrine.test/wpconsent.css";

/**
 * The demo with layer 2 primary: its banner, preferences and floating button show, and
 * layer 1's bar is silent (both cookies still written). One variant for every layer-2 UI
 * test: the other layouts are the same page with the banner's markup rendered for them.
 * In French (french.ts), so its words are the table's and none is English (the specs name
 * the controls by `consentWords`).
 */
export default defineSiteConfig({ ...demo, ...inFrench, layer2: { ...inFrench.layer2, primary: "layer2", cssUrl: LAYER2_CSS_URL, cssVersion: "2" } });
