import type { Gate } from "../../../source/gate";
import mapEmbed, { MAP_SERVICE } from "./map-embed.feature";

/** The fixture's gate: a frame from the map service becomes a placeholder that waits for its consent. */
export default function mapGate(): Gate {
  return (element, { url, document }) => {
    if (element.localName !== "iframe" || url.host !== MAP_SERVICE.host) return undefined;
    const box = document.createElement("div");
    box.setAttribute("data-map-embed", url.href);
    box.setAttribute("data-service", MAP_SERVICE.slug);
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = String(mapEmbed.words!.en.button);
    box.append(button);
    return box;
  };
}
