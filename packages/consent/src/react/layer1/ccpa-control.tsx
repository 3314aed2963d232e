import { buttonClass, buttonStyle } from "./consent-button";
import type { ButtonSettings } from "./types";

interface Props {
  settings: ButtonSettings & { readonly style: "checkbox" | "link" };
  text: string;
  optedOut: boolean;
  onChange: (optedOut: boolean) => void;
  /** The link style: the engine asks for confirmation and records the answer. */
  onRequest: () => void;
}

/**
 * Button 6, "Do not sell my personal information" (docs/behaviour/consent-layer-1.md#ccpa): a checkbox, or a
 * link that asks for confirmation (Confirm = opted out, Cancel = not).
 */
export function CcpaControl({ settings, text, optedOut, onChange, onRequest }: Props) {
  if (settings.style === "checkbox") {
    return (
      <label className="cli-ccpa" style={buttonStyle(settings)}>
        <input type="checkbox" checked={optedOut} onChange={(e) => onChange(e.currentTarget.checked)} />
        {text}
      </label>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass(settings, "wt-cli-ccpa-opt-out")}
      style={buttonStyle(settings)}
      onClick={onRequest}
    >
      {text}
    </button>
  );
}
