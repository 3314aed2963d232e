import { layer2BannerOptions, layer2Defaults } from "../defaults.js";
import type { BannerLayout, BannerPosition } from "./names";
import { defaultTexts, type Layer2Texts } from "./texts";

/** A service as the preferences list it. */
export interface Layer2ServiceView {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
}

/** A category as the preferences list it. */
export interface Layer2CategoryView {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Essential: checked and disabled. */
  readonly locked: boolean;
  readonly services: readonly Layer2ServiceView[];
}

/**
 * What the browser's UI reads of a category: its key, its lock and its services' keys. Names,
 * descriptions and the other words are in the pre-rendered markup (`renderLayer2Shadow`), so a
 * page need not carry them twice in its code.
 */
export interface Layer2CategoryRule {
  readonly slug: string;
  readonly locked: boolean;
  readonly services: readonly { readonly slug: string }[];
}

/** The words the browser's UI writes itself (the services toggle); every other word is in the markup. */
type Layer2UiTexts = Pick<Layer2Texts, "showServices" | "hideServices">;

/** What `createLayer2Ui` reads: the switches, the stylesheet, the categories' rules and its own words. */
export interface UiOptions {
  readonly bannerEnabled: boolean;
  readonly floatingEnabled: boolean;
  readonly cssUrl: string;
  readonly cssVersion: string;
  readonly defaultAllow: boolean;
  readonly categories: readonly Layer2CategoryRule[];
  readonly texts: Layer2UiTexts;
}

/** Layer 2's UI settings (the site's `layer2` block; docs/behaviour/consent-layer-2.md#banner). */
export interface Options extends UiOptions {
  /** `enable_consent_banner`: the banner shows by itself while unanswered. @default true */
  readonly bannerEnabled: boolean;
  /** `enable_consent_floating`: after a choice, a button 20 px from the bottom-left reopens the preferences. @default true */
  readonly floatingEnabled: boolean;
  /** A long bar, a floating box in a corner, or a centred modal. @default "long" */
  readonly layout: BannerLayout;
  /** Where the layout sits (`LAYOUTS`). @default "bottom" */
  readonly position: BannerPosition;
  /** The accept, cancel and preferences buttons of the banner. @default true each */
  readonly acceptButton: boolean;
  readonly cancelButton: boolean;
  readonly preferencesButton: boolean;
  /** `css_url`: the site's stylesheet for the banner, "" for the built-in style. @default "" */
  readonly cssUrl: string;
  /** `css_version`, sent as `?ver=`. @default "" */
  readonly cssVersion: string;
  /** `default_allow` (opt-out): a choice that leaves anything off reloads the page. @default false */
  readonly defaultAllow: boolean;
  /** Layer 2's categories in display order. @default [] */
  readonly categories: readonly Layer2CategoryView[];
  readonly texts: Layer2Texts;
}

export const defaultOptions: Options = { ...layer2BannerOptions(layer2Defaults), categories: [], texts: defaultTexts };
