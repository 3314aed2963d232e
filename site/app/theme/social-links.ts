/** Sites an owner is likely to link to, by host (without `www.`): the name a visitor knows them by. */
const KNOWN: Readonly<Record<string, string>> = {
  "instagram.com": "Instagram",
  "facebook.com": "Facebook",
  "pinterest.com": "Pinterest",
  "etsy.com": "Etsy",
  "youtube.com": "YouTube",
  "vimeo.com": "Vimeo",
  "tiktok.com": "TikTok",
  "x.com": "X",
  "twitter.com": "X",
  "bsky.app": "Bluesky",
  "threads.net": "Threads",
  "linkedin.com": "LinkedIn",
  "flickr.com": "Flickr",
  "behance.net": "Behance",
  "soundcloud.com": "SoundCloud",
  "substack.com": "Substack",
};

/**
 * What a link to the owner's page elsewhere is called (docs/behaviour/theme.md#footer): the
 * owner's own name for it, else the site's name by its host ("Instagram",
 * `shop.substack.com` → "Substack"), else the host itself (a Mastodon server, a gallery).
 */
export function socialName(link: { href: string; label?: string }): string {
  if (link.label?.trim()) return link.label.trim();
  const host = URL.canParse(link.href) ? new URL(link.href).hostname.replace(/^www\./, "") : link.href;
  const known = Object.entries(KNOWN).find(([name]) => host === name || host.endsWith(`.${name}`));
  return known ? known[1] : host;
}
