import type { BootConfig } from "./boot-config";
import { TRUTHY_BOOT_DEFAULTS } from "./core/boot-defaults";
import { createCookieLawInfoStore } from "./codecs/cookielawinfo-store";
import { eraseDisallowedCookies, scriptGate } from "./core/rules";
import { startSession } from "./core/session";
import type { CategoryCore } from "./core/types";
import { createDocumentCookieJar } from "./dom/cookie-jar";
import { GLOBAL_NAME, INTEGRATION_EVENT, ROOT_MARKER_ATTR } from "./dom/names";
import { activateBlockedScripts, whenParsed } from "./dom/script-activator";

type IntegrationFn = (enableBar?: boolean, enableBlocking?: boolean) => void;
interface BootGlobals {
  [GLOBAL_NAME]?: { integration?: { enableBar: boolean; enableBlocking: boolean }; customIntegration?: IntegrationFn };
  CLI?: { CookieLawInfo_Callback?: IntegrationFn };
}

/**
 * The inline `<head>` script (architecture.md "The consent engine"), run before any
 * other script: cookie housekeeping (version renewal, first-load category cookies,
 * bypass), the `<html data-consent>` marker so CSS shows the pre-rendered bar only to
 * visitors who have not chosen, and activation of the blocked scripts the stored
 * decision allows once the document is parsed (blocked scripts in `<body>` exist only
 * then; one pass in document order keeps head before body), followed by the erasing
 * of disallowed categories' cookies.
 *
 * With `customIntegration` nothing runs by itself. Site code calls
 * `window.vitrineConsent.customIntegration(enableBar, enableBlocking)` (also reachable
 * as the plugin's `CLI.CookieLawInfo_Callback`); the call is recorded and announced
 * for the consent engine, which shows the bar and activates scripts.
 */
export function boot(config: Partial<BootConfig> & Pick<BootConfig, "categories">, win: Window & BootGlobals): void {
  try {
    const doc = win.document;
    // Left-out settings are false (toBootConfig drops falsy values) or these defaults.
    const settings = { ...TRUTHY_BOOT_DEFAULTS, ...config } as BootConfig;
    const categories: CategoryCore[] = settings.categories.map(([slug, on, locked, cookies = []]) => ({
      slug,
      defaultEnabled: !!on,
      locked: !!locked,
      cookies,
    }));
    const jar = createDocumentCookieJar(doc, { ...settings, days: settings.cookieDays });
    const store = createCookieLawInfoStore(jar, categories, settings.consentVersion);
    const { decision, status, barOpen } = startSession(settings, categories, { store, jar, search: win.location.search });
    doc.documentElement.setAttribute(ROOT_MARKER_ATTR, barOpen ? "pending" : status.suppressed ? "hidden" : "given");
    if (status.activateOnLoad) {
      whenParsed(doc, () =>
        activateBlockedScripts(
          doc,
          { mayRun: scriptGate(decision, categories, status), triggerDomRefresh: settings.triggerDomRefresh },
          () => eraseDisallowedCookies(jar, decision, categories, status),
        ),
      );
      return;
    }
    const api = (win[GLOBAL_NAME] ??= {});
    api.customIntegration = (enableBar = true, enableBlocking = true) => {
      api.integration = { enableBar, enableBlocking };
      doc.dispatchEvent(new CustomEvent(INTEGRATION_EVENT, { detail: api.integration }));
    };
    (win.CLI ??= {}).CookieLawInfo_Callback = api.customIntegration;
  } catch (error) {
    // Never break the page: without a marker the bar stays hidden and scripts stay blocked.
    console.error(error);
  }
}
