import { type CSSProperties, useId, useRef } from "react";
import { CategoryTab } from "./category-tab";
import { buttonStyle } from "./consent-button";
import { PrivacyOverview } from "./privacy-overview";
import { useFocusTrap } from "@vitrine/focus-trap/react";
import type { ConsentUiEngine, ConsentUiSettings, ConsentUiSnapshot } from "./types";

interface Props {
  settings: ConsentUiSettings;
  snapshot: ConsentUiSnapshot;
  engine: ConsentUiEngine;
  opener: HTMLElement | null;
  onClose: () => void;
}

/**
 * The cookie settings modal (spec §2): overview, one accordion tab per category,
 * Enable all / Disable all (locked categories stay on, spec §4), Save & Accept.
 */
export function SettingsModal({ settings, snapshot, engine, opener, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, { onEscape: onClose, returnFocusTo: opener });
  const style = { "--cli-bar-bg": settings.colours.background, "--cli-bar-fg": settings.colours.text, "--cli-font": settings.font } as CSSProperties;
  return (
    <div className="cli-modal" style={style}>
      <div className="cli-modal-backdrop" onClick={onClose} />
      <div ref={dialog} className="cli-modal-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="cli-modal-header">
          <h2 id={titleId} className="cli-modal-title">Cookie settings</h2>
          <button type="button" className="cli-modal-close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="cli-modal-body">
          <PrivacyOverview html={settings.privacyOverview} />
          {settings.categories.map((c) => (
            <CategoryTab
              key={c.slug}
              category={c}
              enabled={c.locked || (snapshot.decision.categories[c.slug] ?? false)}
              onToggle={(on) => engine.setCategory(c.slug, on)}
            />
          ))}
        </div>
        <div className="cli-modal-footer">
          <div className="cli-modal-bulk">
            <button type="button" className="cli-modal-bulk-button" onClick={() => engine.enableAll()}>
              Enable all
            </button>
            <button type="button" className="cli-modal-bulk-button" onClick={() => engine.disableAll()}>
              Disable all
            </button>
          </div>
          <button
            type="button"
            className="cli-btn cli_setting_save_button"
            style={buttonStyle(settings.button1)}
            onClick={() => {
              engine.saveAndAccept();
              onClose();
            }}
          >
            Save &amp; Accept
          </button>
        </div>
      </div>
    </div>
  );
}
