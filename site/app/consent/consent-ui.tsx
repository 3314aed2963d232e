import { ConsentLayer, type ConsentUiEngine } from "@vitrine/consent/react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import siteConfig from "../../site.config";
import { AnalyticsTag } from "./analytics-tag";
import { bootScript } from "./boot";
import { connectSiteEngine, getSiteEngine } from "./site-engine";
import { toUiSettings } from "./ui-settings";

const config = siteConfig.consent;
const settings = toUiSettings(config);

/** Before hydration there is no engine: the pre-rendered bar is driven by CSS alone. */
const inertEngine: ConsentUiEngine = {
  subscribe: () => () => {},
  getSnapshot: () => ({ decision: { categories: {} }, barVisible: false, showAgainVisible: false, ccpaControlVisible: false }),
  accept() {},
  rejectAll() {},
  acceptAll() {},
  setCategory() {},
  saveAndAccept() {},
  reopen() {},
  erase() {},
  setCcpaOptout() {},
  requestCcpaOptout: () => Promise.resolve(false),
};

/**
 * Head part of the consent layer: the boot script first (it must run before any other
 * script, architecture.md "The consent engine").
 */
export function ConsentHead() {
  if (!config.enabled) return null;
  // The script text exists only in the pre-rendered HTML: it has already run when the
  // page hydrates, so the browser bundle need not carry a second copy of it.
  return (
    <script
      data-consent-boot=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootScript(config) : "" }}
    />
  );
}

/** Body part: the blocked analytics tag, the bar, the show-again tab and the settings modal. */
export function ConsentUi() {
  const { pathname } = useLocation();
  const suppressed = config.button2.hideBarOnPage && pathname.replace(/\/$/, "") === config.button2.url.replace(/\/$/, "");
  useEffect(() => {
    if (!config.enabled) return;
    // The read-more page with "hide bar on that page": close the bar without answering.
    if (suppressed) getSiteEngine(config).dismiss();
    return connectSiteEngine(config);
  }, [suppressed]);
  if (!config.enabled) return null;
  const engine = typeof document === "undefined" ? inertEngine : getSiteEngine(config);
  return (
    <>
      <AnalyticsTag analytics={config.analytics} />
      <ConsentLayer settings={settings} engine={engine} suppressed={suppressed} />
    </>
  );
}
