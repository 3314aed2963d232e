/**
 * The site's settings the layer-1 UI is rendered from: presentation only (words, colours,
 * layout). Every state it shows (visibility, CCPA) comes from the layer-1 snapshot.
 */

/** A bar control's look; its words are in `Layer1Words`. */
export interface ButtonSettings {
  readonly asButton: boolean;
  readonly colour: string;
  readonly background: string;
  readonly hoverColour?: string | undefined;
}

export interface CategoryView {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly locked: boolean;
}

export type BarButtonKey = "button1" | "button3" | "button4" | "button6" | "button7";

/** The subset of the site's consent settings the UI reads (docs/behaviour/consent-layer-1.md#the-bar). */
export interface ConsentUiSettings {
  readonly cookieBarAs: "bar" | "popup" | "widget";
  readonly barPosition: "top" | "bottom";
  readonly widgetPosition: "left" | "right";
  readonly popupOverlay: boolean;
  readonly headerFix: boolean;
  readonly colours: { readonly background: string; readonly text: string; readonly border: string };
  readonly font: string;
  readonly animateSpeedShow: number;
  readonly animateSpeedHide: number;
  readonly showAgainTab: boolean;
  readonly showAgainX: string;
  readonly button1: ButtonSettings;
  readonly button2: ButtonSettings & { readonly url: string; readonly hideBarOnPage: boolean };
  readonly button3: ButtonSettings;
  readonly button4: ButtonSettings;
  readonly button6: ButtonSettings & { readonly style: "checkbox" | "link" };
  readonly button7: ButtonSettings;
  readonly barButtons: readonly BarButtonKey[];
  readonly showReadMore: boolean;
  readonly categories: readonly CategoryView[];
}

/**
 * Every word layer 1 shows (docs/behaviour/consent-layer-1.md#words), resolved by the site:
 * the UI has no defaults of its own, so no second table of words reaches the browser.
 */
export interface Layer1Words {
  /** The bar's accessible name. */
  readonly barLabel: string;
  /** "" for no heading. */
  readonly heading: string;
  readonly message: string;
  /** Buttons 1, 2 (the read-more link), 3, 4, 6 and 7. */
  readonly accept: string;
  readonly readMore: string;
  readonly rejectAll: string;
  readonly settings: string;
  readonly ccpaOptOut: string;
  readonly acceptAll: string;
  readonly showAgain: string;
  readonly settingsTitle: string;
  /** The settings' close button's accessible name. */
  readonly close: string;
  readonly privacyOverviewTitle: string;
  /** HTML allowed; shown as text, cut at 250 characters. */
  readonly privacyOverview: string;
  readonly showMore: string;
  readonly showLess: string;
  readonly alwaysEnabled: string;
  readonly enabled: string;
  readonly disabled: string;
  readonly enableAll: string;
  readonly disableAll: string;
  /** The settings' save button while some optional category is on: it saves the switches and accepts. */
  readonly saveAndAccept: string;
  /** The same button while every optional category is off: it then saves a choice of necessary cookies only. */
  readonly saveNecessaryOnly: string;
}

/** The words the bar and the show-again tab show (pre-rendered in every page). */
export type BarWords = Pick<Layer1Words, "barLabel" | "heading" | "message" | "accept" | "readMore" | "rejectAll" | "settings" | "ccpaOptOut" | "acceptAll" | "showAgain">;

/** The words of the settings modal, which the browser loads when a visitor first opens it. */
export type SettingsWords = Omit<Layer1Words, keyof BarWords>;

/** What the settings modal shows besides its words: the categories and the look. */
export interface SettingsView {
  readonly colours: ConsentUiSettings["colours"];
  readonly font: string;
  /** The save button takes button 1's colours, as the plugin's does. */
  readonly button1: ButtonSettings;
  readonly categories: readonly CategoryView[];
  readonly words: SettingsWords;
}
