import { ConsentLayer, type ConsentUiEngine } from "@vitrine/consent/react";
import { useEffect } from "react";
import siteConfig from "../../site.config";
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
  enableAll() {},
  disableAll() {},
  saveAndAccept() {},
  reopen() {},
  erase() {},
  setCcpaOptout() {},
  requestCcpaOptout: () => Promise.resolve(false),
};

/** Body part: the bar, the show-again tab and the settings modal. */
export function ConsentUi({ pathname }: { pathname: string }) {
  const suppressed = config.button2.hideBarOnPage && pathname.replace(/\/$/, "") === config.button2.url.replace(/\/$/, "");
  useEffect(() => {
    if (!config.enabled) return;
    // The read-more page with "hide bar on that page": close the bar without answering.
    if (suppressed) getSiteEngine(config).dismiss();
    return connectSiteEngine(config);
  }, [suppressed]);
  if (!config.enabled) return null;
  const engine = typeof document === "undefined" ? inertEngine : getSiteEngine(config);
  return <ConsentLayer settings={settings} engine={engine} suppressed={suppressed} />;
}
