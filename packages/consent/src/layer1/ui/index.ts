/**
 * @vitrine/consent/layer1-ui — layer 1's bar, show-again tab and settings modal without a
 * framework (docs/behaviour/consent-layer-1.md#the-bar): `renderLayer1Bar` and
 * `renderShowAgainTab` for the build, `createLayer1Ui` to take them over in the browser,
 * `openSettingsModal` for the modal (load it on first open). Its look:
 * `@vitrine/consent/layer1.css`.
 */
export { renderLayer1Bar, renderShowAgainTab, tabEdge, type BarPage } from "./markup";
export { createLayer1Ui, type Layer1Ui, type Options as Layer1UiOptions } from "./ui";
export { openSettingsModal, type OpenSettings, type SettingsContext, type SettingsModal } from "./settings-modal";
export type { BarWords, ConsentUiSettings, Layer1Words, SettingsView, SettingsWords } from "./types";
