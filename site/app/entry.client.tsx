import { startPageConsent } from "./consent/page-consent";
import { hydrateIslands } from "./islands/hydrate-islands";
import { startInPageBehaviours } from "./theme/behaviours/in-page-behaviours";

// The page is static HTML; only its islands and the in-page behaviours need code
// (docs/decisions/009-islands.md). <html data-hydrated> says every island is live,
// or has shown why it is not (what browser tests wait for before they interact).
// Before anything else: the consent engine starts from the boot script's reading, and
// runs the blocked scripts a stored choice allows at DOMContentLoaded, which this module
// precedes.
startPageConsent();
startInPageBehaviours();
void hydrateIslands(document).then(() => {
  document.documentElement.dataset.hydrated = "";
});
