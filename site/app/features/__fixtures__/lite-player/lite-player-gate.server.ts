import type { SiteConfig } from "../../../config/site-config";
import type { Gate } from "../../../source/gate";
import { fill } from "../../../words/word.mjs";
import { litePlayerOf } from "./lite-player-config";
import { filmId, LITE_PLAYER } from "./lite-player-names";
import { litePlayerWordsOf } from "./lite-player-words";

/**
 * The lite player's gate: a film's address alone on its line (written as a frame for the
 * gate) becomes a poster and a play button, in the site's language; nothing of the
 * player's site loads but the poster until a visitor presses play.
 */
export default function litePlayerGate(config: SiteConfig): Gate {
  const { origin, posterWidth } = litePlayerOf(config);
  const words = litePlayerWordsOf(config);
  return (element, { url, document }) => {
    const id = element.localName === "iframe" ? filmId(url.href, origin) : undefined;
    if (!id) return undefined;
    const title = element.getAttribute("title") || id;
    const box = document.createElement("div");
    box.setAttribute(LITE_PLAYER.root, id);
    box.setAttribute(LITE_PLAYER.src, `${origin}/embed/${id}`);
    box.setAttribute(LITE_PLAYER.label, fill(words.player, { title }));
    const poster = document.createElement("img");
    poster.src = `${origin}/poster/${id}.jpg`;
    poster.alt = "";
    poster.width = posterWidth;
    poster.height = Math.round((posterWidth * 9) / 16);
    poster.loading = "lazy";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = fill(words.play, { title });
    box.append(poster, button);
    return box;
  };
}
