import type { MediaManifest } from "../source/schemas/media";
import type { SiteSettings } from "../config/owner-settings";

/**
 * How far from square a site icon may be: a picture within a tenth of square is trimmed to
 * one, centred (site-icons.server.ts); a clearly oblong one is refused, since trimming it
 * would cut off what the owner meant to show (docs/decisions/043-logo-and-site-icon.md).
 */
export const SQUARE_ENOUGH = 1.1;

/** Whether a picture of `width` × `height` is square enough to be the site icon. */
export const squareEnough = (width: number, height: number) => Math.max(width, height) / Math.min(width, height) <= SQUARE_ENOUGH;

/**
 * The problems of site.yaml's pictures, as the build prints a picture field's
 * (`logo: unknown image "…"`, as the pages' and posts' pictures say it), and a site icon
 * that is not square.
 */
export function siteImageProblems(file: string, data: Partial<Pick<SiteSettings, "logo" | "favicon">>, manifest: MediaManifest): string[] {
  const problems: string[] = [];
  for (const field of ["logo", "favicon"] as const) {
    const name = data[field];
    if (!name) continue;
    const entry = manifest[name];
    if (!entry) problems.push(`${file}: ${field}: unknown image "${name}" (not in content/media/manifest.json)`);
    else if (field === "favicon" && !squareEnough(entry.width, entry.height)) problems.push(`${file}: ${field}: not square: this picture is ${entry.width} × ${entry.height} px; the site icon must be square`);
  }
  return problems;
}
