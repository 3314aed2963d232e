import { HOST_ID, renderLayer2Shadow } from "@vitrine/consent/layer2";
import siteConfig from "../../site.config";
import { layer2Shows, layer2UiOptionsOf } from "../config/layer2-ui-options";

/**
 * Layer 2's host, pre-rendered with its declarative shadow root, so a new visitor sees
 * the banner before any script and a returning one never does
 * (docs/behaviour/consent-layer-2.md#banner). `layer2-banner.enhancer.ts` takes it over.
 */
export function Layer2Host() {
  if (!layer2Shows(siteConfig)) return null;
  return <div id={HOST_ID} dangerouslySetInnerHTML={{ __html: renderLayer2Shadow(layer2UiOptionsOf(siteConfig.layer2, siteConfig.consentWords.layer2)) }} />;
}
