import { createLayer1, createLayer1Engine, createServerEnvironment } from "@vitrine/consent";
import { renderLayer1Bar, renderShowAgainTab, tabEdge } from "@vitrine/consent/layer1-ui";
import siteConfig from "../../site.config";
import { layer1Shows, layer1UiSettingsOf } from "../config/layer1-ui-options";

const settings = layer1UiSettingsOf(siteConfig);
const words = siteConfig.consentWords.layer1;

/** The page button 2 links to, with "hide bar on that page": the bar does not show there. */
const isReadMorePage = (pathname: string) => settings.button2.hideBarOnPage && pathname.replace(/\/$/, "") === siteConfig.consent.button2.url.replace(/\/$/, "");

/**
 * Layer 1's bar, popup or widget, pre-rendered right after the skip link (with the
 * show-again tab after it when the tab belongs at the top), so a new visitor sees it
 * before any script and a returning one never does (docs/behaviour/consent-layer-1.md#the-bar).
 * `layer1-bar.enhancer.ts` takes it over without React. What the page starts with (the
 * CCPA control, a bar that never shows by itself) is the server snapshot of layer 1.
 */
export function Layer1Host({ pathname }: { pathname: string }) {
  if (!layer1Shows(siteConfig)) return null;
  const start = createLayer1(createLayer1Engine(siteConfig.consent, createServerEnvironment()), siteConfig.consent).getServerSnapshot();
  const html =
    renderLayer1Bar(settings, words, { ccpaControl: start.ccpaControlVisible, manual: start.manual, suppressed: isReadMorePage(pathname) }) +
    (tabEdge(settings) === "top" ? renderShowAgainTab(settings, words) : "");
  return <div className="cli-host" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The show-again tab where it belongs at the page's end, in the flow after the footer's
 * last line, so it covers nothing (docs/behaviour/consent-layer-1.md#show-again-tab).
 */
export function Layer1EndTab() {
  if (!layer1Shows(siteConfig) || tabEdge(settings) !== "bottom") return null;
  const html = renderShowAgainTab(settings, words);
  return html ? <div className="cli-tab-slot" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
