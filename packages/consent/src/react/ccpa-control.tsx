import { buttonClass, buttonStyle } from "./consent-button";
import type { ButtonSettings } from "./types";

export const CCPA_CONFIRM = "Do you really wish to opt out?";

interface Props {
  settings: ButtonSettings & { readonly style: "checkbox" | "link" };
  optedOut: boolean;
  onChange: (optedOut: boolean) => void;
}

/**
 * Button 6, "Do not sell my personal information" (compat.md "CCPA"): a checkbox, or a
 * link that asks for confirmation (Confirm = opted out, Cancel = not).
 */
export function CcpaControl({ settings, optedOut, onChange }: Props) {
  if (settings.style === "checkbox") {
    return (
      <label className="cli-ccpa" style={buttonStyle(settings)}>
        <input type="checkbox" checked={optedOut} onChange={(e) => onChange(e.currentTarget.checked)} />
        {settings.text}
      </label>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass(settings, "wt-cli-ccpa-opt-out")}
      style={buttonStyle(settings)}
      onClick={() => onChange(window.confirm(CCPA_CONFIRM))}
    >
      {settings.text}
    </button>
  );
}
