import { useFocusTrap } from "@vitrine/focus-trap/react";
import { type CSSProperties, type RefObject, useRef } from "react";
import type { Layer1, Layer1Snapshot } from "../../layer1/adapter";
import { buttonClass, buttonStyle, ConsentButton } from "./consent-button";
import { CcpaControl } from "./ccpa-control";
import { useBarSize } from "./use-bar-size";
import type { BarButtonKey, ConsentUiSettings, Layer1Words } from "./types";

interface ConsentBarProps {
  settings: ConsentUiSettings;
  words: Layer1Words;
  /** Not `known` before hydration: the pre-rendered bar is then shown by CSS alone. */
  snapshot: Layer1Snapshot;
  layer: Layer1;
  onOpenSettings: (opener: HTMLElement) => void;
  /** The page button 2 links to, with "hide bar on that page" on. */
  suppressed?: boolean;
  /** The bar's own element (the region, or the popup's dialog), for focus hand-off. */
  barRef: RefObject<HTMLElement | null>;
}

/** A popup over a dimmed page blocks the page for the pointer, so it does for the keyboard too. */
const isModalPopup = (settings: ConsentUiSettings) => settings.cookieBarAs === "popup" && settings.popupOverlay;

/** A bar fixed at the top covers the page's top edge while it shows (header_fix). */
const isStickyTopBar = (settings: ConsentUiSettings) =>
  settings.cookieBarAs === "bar" && settings.barPosition === "top" && settings.headerFix;

/**
 * The consent bar, popup or widget (docs/behaviour/consent-layer-1.md#the-bar). Always in
 * the pre-rendered HTML; consent.css shows it only under `html[data-consent="pending"]`
 * until the snapshot takes over through `data-cli-visible`.
 */
export function ConsentBar({ settings, words, snapshot, layer, onOpenSettings, suppressed, barRef }: ConsentBarProps) {
  const root = useRef<HTMLDivElement>(null);
  const modal = isModalPopup(settings);
  useBarSize(root);
  // The settings modal, when open on top, holds focus instead.
  useFocusTrap(barRef, { active: modal && snapshot.known && snapshot.barVisible && !snapshot.settingsOpen });
  const style = {
    "--cli-bar-bg": settings.colours.background,
    "--cli-bar-fg": settings.colours.text,
    "--cli-bar-border": settings.colours.border,
    "--cli-font": settings.font,
    "--cli-show-ms": `${settings.animateSpeedShow}ms`,
    "--cli-hide-ms": `${settings.animateSpeedHide}ms`,
  } as CSSProperties;

  const render = (key: BarButtonKey) => {
    switch (key) {
      case "button1":
        return <ConsentButton key={key} settings={settings.button1} className="cli_action_button cli-accept-button" onClick={() => layer.accept()}>{words.accept}</ConsentButton>;
      case "button3":
        return <ConsentButton key={key} settings={settings.button3} className="cli_action_button cli-reject-button" onClick={() => layer.rejectAll()}>{words.rejectAll}</ConsentButton>;
      case "button7":
        return <ConsentButton key={key} settings={settings.button7} className="cli_action_button cli-accept-all-button" onClick={() => layer.acceptAll()}>{words.acceptAll}</ConsentButton>;
      case "button4":
        return (
          <button
            key={key}
            type="button"
            className={buttonClass(settings.button4, "cli_settings_button")}
            style={buttonStyle(settings.button4)}
            aria-haspopup="dialog"
            onClick={(e) => onOpenSettings(e.currentTarget)}
          >
            {words.settings}
          </button>
        );
      case "button6":
        return snapshot.ccpaControlVisible ? (
          <CcpaControl
            key={key}
            settings={settings.button6}
            text={words.ccpaOptOut}
            optedOut={snapshot.optedOut}
            onChange={(v) => layer.setCcpaOptout(v)}
            onRequest={() => void layer.requestCcpaOptout()}
          />
        ) : null;
    }
  };

  return (
    <div
      ref={root}
      className="cli-root"
      data-cli-style={settings.cookieBarAs}
      data-cli-position={settings.barPosition}
      data-cli-widget={settings.widgetPosition}
      data-cli-header-fix={settings.headerFix ? "" : undefined}
      data-cli-overlay={settings.popupOverlay ? "" : undefined}
      data-cli-manual={snapshot.manual || suppressed ? "" : undefined}
      data-cli-visible={snapshot.known ? String(snapshot.barVisible) : undefined}
      style={style}
    >
      <div className="cli-overlay" />
      <section
        ref={barRef}
        id="cookie-law-info-bar"
        className="cli-bar"
        aria-label={words.barLabel}
        role={modal ? "dialog" : undefined}
        aria-modal={modal ? true : undefined}
        tabIndex={-1}
        // Sites subtract a sticky top bar's height from in-page scroll targets (docs/behaviour/consent-layer-1.md#the-bar).
        data-sticky-top-bar={isStickyTopBar(settings) ? "" : undefined}
      >
        <div className="cli-bar-container">
          <div className="cli-bar-message">
            {words.heading ? <h2 className="cli-bar-heading">{words.heading}</h2> : null}
            <p>
              {words.message}{" "}
              {settings.showReadMore ? (
                <a
                  href={settings.button2.url}
                  id="CONSTANT_OPEN_URL"
                  className={buttonClass(settings.button2, "cli-plugin-main-link")}
                  style={buttonStyle(settings.button2)}
                >
                  {words.readMore}
                </a>
              ) : null}
            </p>
          </div>
          <div className="cli-bar-btn_container">{settings.barButtons.map(render)}</div>
        </div>
      </section>
    </div>
  );
}
