/** @vitrine/consent/react — the layer-1 (CookieLawInfo-compatible) UI. */
export { ConsentLayer, type ConsentLayerProps } from "./consent-layer";
export { barSizes, RESIZE_DEBOUNCE_MS } from "./use-bar-size";
export { darken } from "./colour";
export { PRIVACY_TEXT_LIMIT, privacyPlainText, truncatePrivacy } from "./privacy-text";
export type * from "./types";
