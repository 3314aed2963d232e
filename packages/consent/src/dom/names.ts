/**
 * The DOM names of the engine whatever presents it: the `<html>` markers, the consent
 * placeholder, the events (their details are typed in `events.ts`) and the global.
 * Layer 1's own markup and hooks: `src/layer1/names.ts`.
 */

/**
 * `<html data-consent="…">`: `pending` while the bar shows, `given` once the visitor
 * chose (bar hidden, show-again tab may show), `hidden` when configuration keeps the
 * bar away (CCPA mode without bar, custom integration not called yet).
 */
export const ROOT_MARKER_ATTR = "data-consent";
/** Present on `<html>` from the first paint of a page view on which the Global Privacy Control signal was honoured (layer 2's notice shows). */
export const GPC_MARKER_ATTR = "data-consent-gpc";
/** Present on `<html>` once site code registered a layer-2 display check: the banner waits for the checks (docs/behaviour/consent-layer-2.md#public-hooks). */
export const CHECKS_MARKER_ATTR = "data-consent-checks";
/** Present on `<html>` while blocked scripts are being activated. */
export const ACTIVATING_ATTR = "data-consent-activating";

/**
 * The consent placeholder's markup (`ConsentPlaceholder`, wired without React by
 * `bindConsentPlaceholders`): the element, what it waits for, and what its button does.
 */
export const PLACEHOLDER_ATTR = "data-consent-placeholder";
export const PLACEHOLDER_CATEGORY_ATTR = "data-consent-category";
export const PLACEHOLDER_SERVICE_ATTR = "data-consent-service";
export const PLACEHOLDER_ACTION_ATTR = "data-consent-action";
/** "accept" grants the category and service; "settings" opens the preferences (a layer-1 prompt). */
export type PlaceholderAction = "accept" | "settings";

/** Fired on `document` after each accept and, on page load, when the stored answer is yes. detail: `ConsentEventDetail`. */
export const ACCEPTED_EVENT = "vitrine:consent-accepted" as const;
/** Fired on `document` whenever the decision changes. detail: `ConsentEventDetail`. */
export const CHANGED_EVENT = "vitrine:consent-changed" as const;
/** Fired on `document` after every answer, whichever presentation made it. detail: `ConsentChoiceDetail` (how it was made). */
export const CHOICE_EVENT = "vitrine:consent-choice" as const;
/** Fired on `document` when an activation sequence has finished. */
export const SCRIPTS_DONE_EVENT = "vitrine:consent-scripts-done" as const;
/** Fired on `document` when site code calls the custom-integration function. detail: `{ enableBar, enableBlocking }`. */
export const INTEGRATION_EVENT = "vitrine:consent-integration" as const;
/**
 * The one global: `window.vitrineConsent`, holding the boot script's `reading` for the
 * engine, and with custom integration the public `customIntegration` function and the
 * `integration` call it recorded.
 */
export const GLOBAL_NAME = "vitrineConsent";

