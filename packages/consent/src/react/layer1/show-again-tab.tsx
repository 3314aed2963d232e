import type { CSSProperties, Ref } from "react";
import type { ConsentUiSettings, ConsentUiSnapshot } from "./types";

interface Props {
  settings: ConsentUiSettings;
  snapshot: ConsentUiSnapshot | null;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The "Manage consent" tab (spec §4: shown after a choice when enabled). Pre-rendered;
 * consent.css shows it under `html[data-consent="given"]` until the snapshot decides.
 */
export function ShowAgainTab({ settings, snapshot, onOpen, ref }: Props) {
  if (!settings.showAgainTab) return null;
  const visible = snapshot?.showAgainVisible;
  const edge = settings.cookieBarAs === "bar" ? settings.barPosition : "bottom";
  return (
    <button
      ref={ref}
      type="button"
      id="cookie-law-info-again"
      className="cli-tab"
      data-cli-edge={edge}
      data-cli-visible={visible === undefined ? undefined : String(visible)}
      style={{ "--cli-tab-x": settings.showAgainX, "--cli-bar-bg": settings.colours.background, "--cli-bar-fg": settings.colours.text, "--cli-bar-border": settings.colours.border } as CSSProperties}
      onClick={onOpen}
    >
      {settings.showAgainText}
    </button>
  );
}
