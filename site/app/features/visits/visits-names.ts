/**
 * The names the visit count's parts share (docs/behaviour/visits.md#what-the-page-sends):
 * the page's marker, the server's address and the objection's flag.
 */

/** The `<meta name>` every page carries while visits are counted: the beacon's enhancer wakes on it. */
export const VISITS_META = "vitrine-visits";
/** Where the beacons go, on the site's own server. */
export const VISITS_ENDPOINT = "/api/visit";
/**
 * The local storage key a visitor's objection sets to "1" on this browser: a flag, the same
 * for everyone who objects, so it says nothing about who they are.
 */
export const OBJECTION_KEY = "vitrine:visits-objection";
/** On the privacy page's objection control: its enhancer wakes on it. */
export const OBJECTION_ATTR = "data-visits-objection";
/** The control's parts, which its enhancer reads: the sentence and the two buttons. */
export const OBJECTION_STATUS = "data-visits-status";
export const OBJECTION_OBJECT = "data-visits-object";
export const OBJECTION_UNDO = "data-visits-undo";
