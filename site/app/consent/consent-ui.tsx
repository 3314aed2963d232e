import { connectLayer1, createLayer1 } from "@vitrine/consent";
import { ConsentLayer } from "@vitrine/consent/react";
import { useEffect, useState } from "react";
import siteConfig from "../../site.config";
import { watchBarRoom } from "./bar-room";
import { layer2Shows } from "./layer2-ui-options";
import { pageConsent } from "./page-consent";

const config = siteConfig.consent;
// Resolved when the config was validated: the browser gets these words, never a table of defaults (docs/decisions/031-consent-words.md).
const words = siteConfig.consentWords.layer1;
// With layer 2 primary, layer 1's bar is silent: its cookie is still read and written (docs/behaviour/consent-layer-2.md#one-answer).
const shows = config.enabled && !layer2Shows(siteConfig);

/** Body part: the bar, the show-again tab and the settings modal, over the page's engine. */
export function ConsentUi({ pathname }: { pathname: string }) {
  const suppressed = config.button2.hideBarOnPage && pathname.replace(/\/$/, "") === config.button2.url.replace(/\/$/, "");
  const [layer] = useState(() => createLayer1(pageConsent(), { ...config, ccpaOptOutPrompt: words.ccpaConfirm }));
  useEffect(() => {
    if (!shows) return;
    // The read-more page with "hide bar on that page": close the bar without answering.
    if (suppressed) layer.engine.closeNotice();
    const disconnect = connectLayer1(layer, window);
    const stopWatching = watchBarRoom(document);
    return () => {
      stopWatching();
      disconnect();
    };
  }, [layer, suppressed]);
  if (!shows) return null;
  return <ConsentLayer settings={config} words={words} layer={layer} suppressed={suppressed} />;
}
