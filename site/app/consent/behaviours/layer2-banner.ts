import { createLayer2Ui } from "@vitrine/consent/layer2";
import layer2Options from "~/config/parts/layer2-banner";
import { pageConsent } from "../page-consent";

/**
 * Takes over the pre-rendered host with the page's one engine; returns the disposer. Its
 * options are a part of the site config of their own (config/browser-parts.ts), not the
 * whole config: the banner's code is in the first load of every page.
 */
export default function enhanceLayer2Banner(host: HTMLElement) {
  const ui = createLayer2Ui(host, pageConsent(), layer2Options);
  return () => ui.destroy();
}
