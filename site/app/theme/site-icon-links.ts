/**
 * The site icon's files and the links every page gives them (docs/decisions/043-logo-and-site-icon.md).
 * With no icon set, the site's own `favicon.ico` and `favicon.svg` (public/); with one, the
 * files the build writes from the owner's picture (scripts/build/site-icons.ts), all served by
 * the site itself under names the server revalidates (server/build-root.mjs).
 */

/** The PNG sizes written from the owner's picture: the tab (32), a phone's home screen (180, Apple's), Android's (192, 512). */
export const ICON_SIZES = [32, 180, 192, 512] as const;
/** The sizes inside the written `favicon.ico`, for what asks for that address itself. */
export const ICO_SIZES = [16, 32, 48] as const;

/** A written icon's address: Apple's name for its 180 px, `icon-<size>.png` for the rest. */
export const iconFile = (size: number) => (size === 180 ? "apple-touch-icon.png" : `icon-${size}.png`);

type IconLink = { rel: string; href: string; sizes?: string; type?: string };

/** `sizes` on the ICO keeps Chromium from preferring it over the SVG. */
const DEFAULT_LINKS: IconLink[] = [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The links in every page's head for the site icon, set (`favicon`, an image's name) or not. */
export function siteIconLinks(favicon: string | undefined): IconLink[] {
  if (!favicon) return DEFAULT_LINKS;
  return ICON_SIZES.map((size) =>
    size === 180 ? { rel: "apple-touch-icon", href: `/${iconFile(size)}` } : { rel: "icon", href: `/${iconFile(size)}`, sizes: `${size}x${size}`, type: "image/png" },
  );
}
