import { useFocusTrap } from "@vitrine/focus-trap/react";
import { type CSSProperties, useId, useRef } from "react";
import type { Layer1, Layer1Snapshot } from "../../layer1/adapter";
import { CategoryTab } from "./category-tab";
import { buttonStyle } from "./consent-button";
import { PrivacyOverview } from "./privacy-overview";
import type { ConsentUiSettings, Layer1Words } from "./types";

/** A switch in the settings saves at once; after an answer that is a choice (docs/decisions/028-proof-of-consent.md). */
const SWITCHED = { source: { layer: 1, control: "preferences", method: "switch" } } as const;

interface Props {
  settings: ConsentUiSettings;
  words: Layer1Words;
  snapshot: Layer1Snapshot;
  layer: Layer1;
  /** Where focus returns on close; null: where it was when the modal opened. */
  returnFocusTo: () => HTMLElement | null;
  onClose: () => void;
}

/**
 * The cookie settings modal (docs/behaviour/consent-layer-1.md#settings-modal): overview,
 * one accordion tab per category, Enable all / Disable all (locked categories stay on),
 * Save & Accept.
 */
export function SettingsModal({ settings, words, snapshot, layer, returnFocusTo, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, { onEscape: onClose, returnFocusTo });
  const style = { "--cli-bar-bg": settings.colours.background, "--cli-bar-fg": settings.colours.text, "--cli-font": settings.font } as CSSProperties;
  return (
    <div className="cli-modal" style={style}>
      <div className="cli-modal-backdrop" onClick={onClose} />
      <div ref={dialog} className="cli-modal-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="cli-modal-header">
          <h2 id={titleId} className="cli-modal-title">{words.settingsTitle}</h2>
          <button type="button" className="cli-modal-close" aria-label={words.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="cli-modal-body">
          <PrivacyOverview words={words} />
          {settings.categories.map((c) => (
            <CategoryTab
              key={c.slug}
              category={c}
              words={words}
              enabled={c.locked || (snapshot.categories[c.slug] ?? false)}
              onToggle={(on) => layer.engine.setCategory(c.slug, on, SWITCHED)}
            />
          ))}
        </div>
        <div className="cli-modal-footer">
          <div className="cli-modal-bulk">
            <button type="button" className="cli-modal-bulk-button" onClick={() => layer.engine.setAll(true, SWITCHED)}>
              {words.enableAll}
            </button>
            <button type="button" className="cli-modal-bulk-button" onClick={() => layer.engine.setAll(false, SWITCHED)}>
              {words.disableAll}
            </button>
          </div>
          <button
            type="button"
            className="cli-btn cli_setting_save_button"
            style={buttonStyle(settings.button1)}
            onClick={() => layer.saveAndAccept()}
          >
            {words.saveAndAccept}
          </button>
        </div>
      </div>
    </div>
  );
}
