import { darken } from "./colour";
import type { ButtonSettings } from "./types";

/** Text or an attribute value, escaped for HTML. */
export const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type AttributeValue = string | number | boolean | undefined;

/**
 * Attributes as HTML, in the order given: `true` writes a bare attribute, `false` and
 * `undefined` write none, `style` takes custom properties as an object.
 */
export function attributes(values: Record<string, AttributeValue | Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      if (value === undefined || value === false) return "";
      if (value === true) return ` ${name}`;
      const text = typeof value === "object" ? Object.entries(value).map(([property, v]) => `${property}:${v}`).join(";") : String(value);
      return ` ${name}="${escapeHtml(text)}"`;
    })
    .join("");
}

/** Colours of one bar control as custom properties, read by consent.css; the hover colour defaults to 20 % darker. */
export function buttonStyle(settings: ButtonSettings): Record<string, string> {
  const hover = settings.hoverColour ?? darken(settings.asButton ? settings.background : settings.colour);
  return { "--cli-fg": settings.colour, "--cli-bg": settings.background, "--cli-hover": hover };
}

/** A control shown as a filled button or as a text link (the as-button flag), with the plugin's class names after. */
export const buttonClass = (settings: ButtonSettings, extra: string) => `${settings.asButton ? "cli-btn" : "cli-link"} ${extra}`;
