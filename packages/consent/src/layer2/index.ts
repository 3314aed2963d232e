/**
 * @vitrine/consent/layer2 — layer 2's banner, preferences, floating button and GPC notice
 * in a shadow root (docs/behaviour/consent-layer-2.md#banner): `renderLayer2Shadow` for
 * the build, `createLayer2Ui` to take it over in the browser, `watchPluginEvents` for the
 * plugin's events, `watchPreferenceLinks` for its `.wpconsent-open-preferences` links. The host's page-level rules: `@vitrine/consent/layer2-host.css`.
 */
export { createLayer2Ui, type Layer2Ui } from "./ui";
export { renderLayer2Shadow } from "./markup";
export { watchPluginEvents } from "./plugin-events";
export { watchPreferenceLinks } from "./preference-links";
export { HOST_ID, type BannerLayout, type BannerPosition } from "./names";
export type { Options as Layer2UiOptions, UiOptions as Layer2BrowserOptions, Layer2CategoryView } from "./options";
export type { Layer2Texts } from "./texts";
/** The built-in look, for a site that writes its own `css_url` stylesheet starting from it. */
export { BUILT_IN_STYLE as LAYER2_BUILT_IN_STYLE } from "./style";
