import { readCookieLawInfo } from "../codecs/cookielawinfo";
import { dispatchConsentEvent } from "../dom/events";
import { INTEGRATION_EVENT } from "../dom/names";
import { bootPage } from "./boot-page";
import type { EmbeddedConfig } from "./config";

/**
 * Layer 1's boot script (the inline `<head>` script, run before any other): the page
 * boot over the CookieLawInfo cookies, and with custom integration the public
 * `window.vitrineConsent.customIntegration(enableBar, enableBlocking)` (also the
 * plugin's `CLI.CookieLawInfo_Callback`), which records the call and announces it for
 * the engine (docs/behaviour/consent-layer-1.md#custom-integration). Never breaks the
 * page: on any error the marker stays unset, so the bar stays hidden and every blocked
 * script stays blocked.
 */
export function bootLayer1(config: EmbeddedConfig, win: Window & { CLI?: Record<string, unknown> }): void {
  try {
    const categories = config.categories.map(([slug, on, locked]) => ({ slug, defaultEnabled: !!on, locked: !!locked }));
    const { api } = bootPage(win, config, (cookies) => readCookieLawInfo(cookies, categories, config.consentVersion));
    if (!config.customIntegration) return;
    api.customIntegration = (enableBar = true, enableBlocking = true) => {
      api.integration = { enableBar, enableBlocking };
      dispatchConsentEvent(win.document, INTEGRATION_EVENT, api.integration);
    };
    (win.CLI ??= {}).CookieLawInfo_Callback = api.customIntegration;
  } catch (error) {
    console.error(error);
  }
}
