import { connectLayer1, createLayer1 } from "@vitrine/consent";
import { ConsentLayer } from "@vitrine/consent/react";
import { useEffect, useState } from "react";
import siteConfig from "../../site.config";
import { pageConsent } from "./page-consent";

const config = siteConfig.consent;

/** Body part: the bar, the show-again tab and the settings modal, over the page's engine. */
export function ConsentUi({ pathname }: { pathname: string }) {
  const suppressed = config.button2.hideBarOnPage && pathname.replace(/\/$/, "") === config.button2.url.replace(/\/$/, "");
  const [layer] = useState(() => createLayer1(pageConsent(), config));
  useEffect(() => {
    if (!config.enabled) return;
    // The read-more page with "hide bar on that page": close the bar without answering.
    if (suppressed) layer.engine.closeNotice();
    return connectLayer1(layer, window);
  }, [layer, suppressed]);
  if (!config.enabled) return null;
  return <ConsentLayer settings={config} layer={layer} suppressed={suppressed} />;
}
