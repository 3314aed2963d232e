/** The attributes of the lite player's markup: the gate writes them, the enhancer reads them. */
export const LITE_PLAYER = {
  /** On the player's box: the film's id. */
  root: "data-lite-player",
  /** The address the film plays from, once pressed. */
  src: "data-lite-player-src",
  /** The frame's name, in the site's language. */
  label: "data-lite-player-label",
} as const;

/** A film's address on the player's site, as an author pastes it alone on a line: `<origin>/watch/<id>`. */
export function filmId(href: string, origin: string): string | undefined {
  try {
    const url = new URL(href);
    const match = /^\/watch\/([A-Za-z0-9_-]{1,64})$/.exec(url.pathname);
    return url.origin === new URL(origin).origin && match ? match[1] : undefined;
  } catch {
    return undefined;
  }
}
