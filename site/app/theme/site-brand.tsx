import type { SiteConfig } from "~/config/site-config";
import { BrandMark } from "./icons";
import { sitePath } from "../lib/site-path";

/** A logo at least this many times as wide as it is high is a wordmark: it stands for the name. */
export const WORDMARK_RATIO = 2;

/** The logo's largest box in the header, in CSS pixels (header.css: `.site-brand__logo`). */
const BOX = { mark: { width: 80, height: 40 }, wordmark: { width: 224, height: 44 } } as const;

type Logo = NonNullable<SiteConfig["logo"]>;

/** The smallest of the logo's files sharp on a screen of two device pixels per CSS pixel, at its largest box. */
export function logoSource(logo: Logo, kind: keyof typeof BOX): string {
  const box = BOX[kind];
  const shown = Math.min(box.width, (box.height * logo.width) / logo.height);
  const widths = [...logo.widths].sort((a, b) => a - b);
  const width = widths.find((w) => w >= 2 * shown) ?? widths.at(-1)!;
  return `/media/${logo.image}-${width}.webp`;
}

/**
 * The header's brand (docs/behaviour/theme.md#header): the site's name beside its mark, which
 * is the owner's logo when there is one. A wide logo (a wordmark) takes the name's place and
 * carries it as its text alternative; a squarer logo is the mark, beside the name, with an
 * empty one (the name follows it). Width and height hold its place: nothing moves as it loads.
 */
export function SiteBrand({ config }: { config: Pick<SiteConfig, "name" | "logo"> }) {
  const { logo, name } = config;
  const kind = logo && logo.width >= WORDMARK_RATIO * logo.height ? "wordmark" : "mark";
  return (
    <a href={sitePath("/")} className="site-brand" data-logo={logo ? kind : undefined}>
      {logo ? <img className="site-brand__logo" src={logoSource(logo, kind)} width={logo.width} height={logo.height} alt={kind === "wordmark" ? name : ""} /> : <BrandMark />}
      {kind === "mark" && <span className="site-brand__name">{name}</span>}
    </a>
  );
}
