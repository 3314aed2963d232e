import { catalogueFont } from "../../../config/font-catalogue";

/**
 * The shipped family a kit font is drawn with on a card: a hosted family is itself; the system
 * stacks, which differ on every device, have a stand-in of the same shape — Inter for the
 * system sans-serif (drawn after the system UI faces: San Francisco, Segoe UI, Roboto), Source
 * Serif 4 for Georgia (a transitional serif made for screens, as Georgia is). A stack written
 * as CSS is drawn by its kind: serif when it ends in `serif` without `sans`.
 */
export function cardFamily(value: string): string {
  const font = catalogueFont(value);
  if (font?.package) return font.id;
  if (font) return font.kind === "serif" ? "source-serif-4" : "inter";
  return /(^|[\s,])serif\s*$/.test(value.trim()) ? "source-serif-4" : "inter";
}
