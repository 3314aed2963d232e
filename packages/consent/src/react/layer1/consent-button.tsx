import type { CSSProperties, ReactNode } from "react";
import { darken } from "./colour";
import type { ButtonSettings } from "./types";

/** Colours of one bar control as custom properties, read by consent.css. */
export function buttonStyle(settings: ButtonSettings): CSSProperties {
  const hover = settings.hoverColour ?? darken(settings.asButton ? settings.background : settings.colour);
  return {
    "--cli-fg": settings.colour,
    "--cli-bg": settings.background,
    "--cli-hover": hover,
  } as CSSProperties;
}

export function buttonClass(settings: ButtonSettings, extra: string): string {
  return `${settings.asButton ? "cli-btn" : "cli-link"} ${extra}`;
}

interface ConsentButtonProps {
  settings: ButtonSettings;
  /** Class names the CookieLawInfo markup used, so site CSS written for it still applies. */
  className: string;
  onClick: () => void;
  children: ReactNode;
}

/** An action of the bar: a real button, styled as a button or as a link (the as-button flag). */
export function ConsentButton({ settings, className, onClick, children }: ConsentButtonProps) {
  return (
    <button type="button" className={buttonClass(settings, className)} style={buttonStyle(settings)} onClick={onClick}>
      {children}
    </button>
  );
}
