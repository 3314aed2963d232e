/**
 * What the layer-1 UI needs from the engine and from the site's settings. Kept
 * structural so the UI renders from a plain object in tests and the site adapts the
 * real engine with a few lines (site/app/consent).
 */

/**
 * What the bar reads from the engine's snapshot (a structural subset of it); `null`
 * before hydration, when CSS alone decides (no flash).
 */
export interface ConsentUiSnapshot {
  readonly decision: {
    /** One boolean per category slug. */
    readonly categories: Readonly<Record<string, boolean>>;
    readonly ccpaOptout?: boolean | undefined;
  };
  /** The bar (or popup, or widget) is open. */
  readonly barVisible: boolean;
  /** The "Manage consent" tab shows. */
  readonly showAgainVisible: boolean;
  /** The CCPA control applies to this visitor (region-aware). */
  readonly ccpaControlVisible: boolean;
}

export interface ConsentUiEngine {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConsentUiSnapshot;
  /** Button 1: save the current category states and accept. */
  accept(): void;
  /** Button 3: every unlocked category off, then reject. */
  rejectAll(): void;
  /** Button 7: every category on, then accept. */
  acceptAll(): void;
  setCategory(slug: string, enabled: boolean): void;
  /** The modal's "Enable all" / "Disable all": every category but the locked ones (spec §4). */
  enableAll(): void;
  disableAll(): void;
  /** The modal's "Save & Accept". */
  saveAndAccept(): void;
  /** Manage-consent links and the show-again tab. */
  reopen(): void;
  /** The delete link. */
  erase(): void;
  /** Button 6 as a checkbox (CCPA). */
  setCcpaOptout(optedOut: boolean): void;
  /** Button 6 as a link: asks "Do you really wish to opt out?" and records the answer. */
  requestCcpaOptout(): Promise<boolean>;
}

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

/** The subset of the site's consent settings the UI reads (compat.md "Layer 1"). */
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
  /** The CCPA control is configured (ccpaEnabled, a ccpa type); the snapshot adds the region. */
  readonly showCcpa?: boolean;
  readonly customIntegration: boolean;
}
