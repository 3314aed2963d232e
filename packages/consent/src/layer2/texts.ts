import { layer2Texts } from "../defaults.js";

/**
 * Every word layer 2's banner, preferences, floating button and GPC notice show, with
 * the English defaults; a site replaces any of them (docs/behaviour/consent-layer-2.md#words).
 */
export interface Layer2Texts {
  /** The banner's accessible name. */
  readonly bannerLabel: string;
  readonly bannerMessage: string;
  readonly acceptAll: string;
  readonly cancelAll: string;
  readonly preferences: string;
  /** Accessible name of the close buttons (banner, preferences, notice). */
  readonly close: string;
  readonly preferencesTitle: string;
  readonly preferencesIntro: string;
  readonly save: string;
  /** A category's accordion toggle, closed and open. */
  readonly showServices: string;
  readonly hideServices: string;
  /** Beside a locked category. */
  readonly alwaysOn: string;
  /** The floating button's accessible name. */
  readonly floatingLabel: string;
  readonly gpcNotice: string;
  readonly gpcNoticeDetail: string;
  /** In the banner and the preferences while the GPC signal decided: a choice overrides it. */
  readonly gpcOverride: string;
}

/** The English defaults (src/defaults.js, where the site's config schema reads them too). */
export const defaultTexts: Layer2Texts = layer2Texts;
