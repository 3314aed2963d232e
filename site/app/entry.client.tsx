import { startConsentLog } from "./consent/consent-log";
import { startPageConsent } from "./consent/page-consent";
import { createEventStore } from "./islands/event-store";
import { startEnhancers } from "./islands/start-enhancers";
import { startIslands } from "./islands/start-islands";
import { armTrigger } from "./islands/triggers";
import { wakeAtLoad } from "./search/wake-at-load";
import { startInPageBehaviours } from "./theme/behaviours/in-page-behaviours";

// The page is static HTML; only its islands, enhancers and in-page behaviours need code
// (docs/decisions/009-islands.md, 011). <html data-hydrated> says every part that wakes
// at load is live, or has shown why it is not (what browser tests wait for before they
// interact); parts with a later trigger mark themselves (data-island-state, data-enhanced).
// Before anything else: the consent engine starts from the boot script's reading, and
// runs the blocked scripts a stored choice allows at DOMContentLoaded, which this module
// precedes (docs/decisions/001-consent-engine.md).
// The consent log listens first, so no choice is made unheard (docs/decisions/028-proof-of-consent.md).
startConsentLog(window);
startPageConsent();
// In-page links, go-top links and broken images start in the page's first idle moment, so
// the first load runs only what it must (docs/behaviour/in-page.md#in-page-links); a click
// before then starts them at once, in time for it, and so does a hash in the address.
armTrigger(document.documentElement, window.location.hash.length > 1 ? "load" : "idle", startInPageBehaviours, createEventStore());
const parts = [startIslands(document, { wakeAtLoad }), startEnhancers(document)];
void Promise.all(parts.map((part) => part.ready)).then(() => {
  document.documentElement.dataset.hydrated = "";
});
