import { createLayer2Ui } from "@vitrine/consent/layer2";
import siteConfig from "../../../site.config";
import { layer2UiOptionsOf } from "../layer2-ui-options";
import { pageConsent } from "../page-consent";

/** Takes over the pre-rendered host with the page's one engine; returns the disposer. */
export default function enhanceLayer2Banner(host: HTMLElement) {
  const ui = createLayer2Ui(host, pageConsent(), layer2UiOptionsOf(siteConfig.layer2, siteConfig.consentWords.layer2));
  return () => ui.destroy();
}
