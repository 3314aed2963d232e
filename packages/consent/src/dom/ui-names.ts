import * as layer1 from "../layer1/names";
import * as layer2 from "../layer2/names";
import * as engine from "./names";
import * as wpconsent from "./wpconsent-names";

/**
 * The consent UIs' own names (docs/behaviour/content.md#html-policy): markup a page's content
 * must not carry, since the consent layers' styles and code act on it. Content wearing the
 * modal's classes and a placeholder's attributes becomes an invisible layer over the page
 * whose click accepts what it names. Derived from the name constants of both layers and the
 * engine, so a name added there is covered here; the class and id prefixes cover the names
 * the layer-1 UI writes in its markup (`cli-modal`, `cookie-law-info-bar` …), which
 * `ui-names.test.tsx` checks against every name the rendered UIs carry.
 */

const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
const constants = [engine, wpconsent, layer1, layer2].flatMap((names) => Object.values(names).flatMap(strings));
const unique = (values: string[]) => [...new Set(values)].sort();

/** Classes named in selectors (`.cli_manage_current_consent, …`). */
const classesIn = (selector: string) => [...selector.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!);

/** Classes site authors put on links to reach the consent layers (docs/behaviour/consent-layer-1.md#content-hooks): allowed on `<a>`. */
export const AUTHOR_HOOK_CLASSES: readonly string[] = unique([
  ...classesIn(layer1.MANAGE_CONSENT_SELECTOR),
  ...classesIn(layer1.DELETE_CONSENT_SELECTOR),
  // The plugin's own link that opens layer 2's preferences.
  "wpconsent-open-preferences",
]);

/** Every `data-*` attribute either layer or the engine writes or reads. */
export const CONSENT_UI_ATTRIBUTES: readonly string[] = unique(constants.filter((value) => /^data-[a-z0-9_-]+$/.test(value)));

/** Attribute families of the layers' markup: the blocked-script attributes (allowed on scripts only) and the engine's markers. */
export const CONSENT_UI_ATTRIBUTE_PREFIXES: readonly string[] = ["data-cli-", "data-wpconsent-", engine.ROOT_MARKER_ATTR];

/** Class and id families of the layers' markup: layer 1's (and the plugin's), layer 2's, the shared placeholder's. */
export const CONSENT_UI_NAME_PREFIXES: readonly string[] = unique([
  "cli-",
  "cli_",
  "wt-cli-",
  "cookie-law-info",
  "cookielawinfo-",
  "CONSTANT_OPEN_URL",
  "consent-placeholder",
  // Layer 2's host and parts, and layer 1's blocker class: their first word is the family.
  ...[layer2.HOST_ID, ...Object.values(layer2.CLASSES), layer1.BLOCKER_CLASS].map((name) => name.replace(/^([a-z]+[-_]).*$/, "$1")),
]);

/** Whether a class or id belongs to the consent UIs. */
export function isConsentUiName(name: string): boolean {
  return CONSENT_UI_NAME_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** Whether an attribute belongs to the consent UIs' markup. */
export function isConsentUiAttribute(name: string): boolean {
  return CONSENT_UI_ATTRIBUTES.includes(name) || CONSENT_UI_ATTRIBUTE_PREFIXES.some((prefix) => name.startsWith(prefix));
}
