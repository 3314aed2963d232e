/** @vitrine/consent/react — what React widgets use to wait for consent (layer 1's UI is framework-free: `@vitrine/consent/layer1-ui`). */
export { useConsent, type ConsentState, type ConsentStatus } from "./use-consent";
export { ConsentPlaceholder, contentBox, type ConsentPlaceholderProps } from "./consent-placeholder";
// The placeholder's look; code that renders it at build without a bundler imports "@vitrine/consent/placeholder" instead.
import "./consent-placeholder.css";
