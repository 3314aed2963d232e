import { defineEnhancer } from "../../islands/define-enhancer";
import { CONSENT_ID_ATTR } from "../../consent/consent-log-names.mjs";

/** Shows the visitor's consent id where the privacy page has a place for it (docs/decisions/028-proof-of-consent.md). */
export default defineEnhancer({
  selector: `[${CONSENT_ID_ATTR}]`,
  trigger: "visible",
  load: () => import("./show-consent-id"),
});
