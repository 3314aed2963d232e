import type { CSSProperties, Ref } from "react";
import type { Layer1Snapshot } from "../../layer1/adapter";
import type { ConsentUiSettings } from "./types";

interface Props {
  settings: ConsentUiSettings;
  text: string;
  snapshot: Layer1Snapshot;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The "Manage consent" tab (shown after a choice when enabled; docs/behaviour/consent-layer-1.md#show-again-tab).
 * Pre-rendered; consent.css shows it under `html[data-consent="given"]` until the snapshot decides.
 */
export function ShowAgainTab({ settings, text, snapshot, onOpen, ref }: Props) {
  if (!settings.showAgainTab) return null;
  const visible = snapshot.known ? snapshot.showAgainVisible : undefined;
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
      {text}
    </button>
  );
}
