/** @vitrine/consent/react — the layer-1 UI, and what widgets use to wait for consent. */
export { ConsentLayer, type ConsentLayerProps } from "./layer1/consent-layer";
export type { ConsentUiSettings, Layer1Words } from "./layer1/types";
export { useConsent, type ConsentState, type ConsentStatus } from "./use-consent";
export { ConsentPlaceholder, contentBox, type ConsentPlaceholderProps } from "./consent-placeholder";
// The placeholder's look; code that renders it at build without a bundler imports "@vitrine/consent/placeholder" instead.
import "./consent-placeholder.css";
