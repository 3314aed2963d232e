/**
 * The site's settings the layer-1 UI reads: presentation only (texts, colours, layout).
 * Every state it shows (visibility, CCPA) comes from the layer-1 snapshot.
 */

export interface ButtonSettings {
  readonly text: string;
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
  readonly showAgainText: string;
  readonly message: string;
  readonly heading: string;
  readonly button1: ButtonSettings;
  readonly button2: ButtonSettings & { readonly url: string; readonly hideBarOnPage: boolean };
  readonly button3: ButtonSettings;
  readonly button4: ButtonSettings;
  readonly button6: ButtonSettings & { readonly style: "checkbox" | "link" };
  readonly button7: ButtonSettings;
  readonly barButtons: readonly BarButtonKey[];
  readonly showReadMore: boolean;
  readonly privacyOverview: string;
  readonly categories: readonly CategoryView[];
}
