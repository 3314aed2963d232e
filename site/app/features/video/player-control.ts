import { loadPlayerApi } from "./player-api";
import { VIDEO } from "./video-names";

type Win = Window & typeof globalThis;
type YouTubeApi = { Player: new (el: HTMLIFrameElement, o: { events: { onReady: (e: { target: { pauseVideo(): void } }) => void } }) => unknown };
type VimeoApi = { Player: new (el: HTMLIFrameElement) => { pause(): Promise<unknown> } };
const api = <T>(win: Win, name: string) => (win as unknown as Record<string, T | undefined>)[name];

/** How each provider's API is told ready, and pauses a player frame (their documented constructors). */
const CONTROLS = {
  youtube: {
    name: "YouTube",
    ready: (win: Win) => typeof api<YouTubeApi>(win, "YT")?.Player === "function",
    pause: (win: Win, frame: HTMLIFrameElement) => void new (api<YouTubeApi>(win, "YT")!.Player)(frame, { events: { onReady: (e) => e.target.pauseVideo() } }),
  },
  vimeo: {
    name: "Vimeo",
    ready: (win: Win) => typeof api<VimeoApi>(win, "Vimeo")?.Player === "function",
    pause: (win: Win, frame: HTMLIFrameElement) => void new (api<VimeoApi>(win, "Vimeo")!.Player)(frame).pause(),
  },
} as const;

/**
 * When a player starts, the others on the page that play pause (docs/behaviour/media.md#player-api):
 * each one's provider API is loaded then (never before: one player on a page needs none),
 * and a failure to load it is logged without stopping the new player.
 */
export function pauseOthers(current: HTMLElement) {
  const win = (current.ownerDocument.defaultView ?? window) as Win;
  for (const other of current.ownerDocument.querySelectorAll<HTMLElement>(`[${VIDEO.root}][${VIDEO.state}="playing"]`)) {
    if (other === current) continue;
    const frame = other.querySelector("iframe");
    const control = CONTROLS[other.getAttribute(VIDEO.provider) as keyof typeof CONTROLS];
    const src = other.getAttribute(VIDEO.api);
    if (!frame || !control || !src) continue;
    loadPlayerApi({ name: control.name, src, ready: control.ready, win })
      .then(() => control.pause(win, frame))
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
  }
}
