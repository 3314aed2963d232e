/**
 * A video provider's player API script, loaded only when a page needs to control a player
 * (docs/behaviour/media.md#player-api): injected once per page, then its readiness polled
 * every 350 ms (the theme's interval) until `ready` says so, or given up after `timeoutMs`
 * with an error naming the provider.
 */
export type PlayerApiOptions = {
  /** Shown in the error: "YouTube". */
  name: string;
  /** The API script's address. */
  src: string;
  /** Whether the API is usable yet (its global and constructor exist). */
  ready: (win: Window & typeof globalThis) => boolean;
  /** @default 350 */
  pollMs: number;
  /** @default 10000 */
  timeoutMs: number;
  /** @default window */
  win: Window & typeof globalThis;
};

export const PLAYER_API_POLL_MS = 350;
const SCRIPT_ATTR = "data-player-api";

export function loadPlayerApi(options: Partial<PlayerApiOptions> & Pick<PlayerApiOptions, "name" | "src" | "ready">): Promise<void> {
  const o: PlayerApiOptions = { pollMs: PLAYER_API_POLL_MS, timeoutMs: 10000, win: window, ...options };
  const doc = o.win.document;
  if (o.ready(o.win)) return Promise.resolve();
  const injected = [...doc.querySelectorAll(`script[${SCRIPT_ATTR}]`)].some((s) => s.getAttribute(SCRIPT_ATTR) === o.src);
  if (!injected) {
    const script = doc.createElement("script");
    script.src = o.src;
    script.async = true;
    script.setAttribute(SCRIPT_ATTR, o.src);
    doc.head.append(script);
  }
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = o.win.setInterval(() => {
      if (o.ready(o.win)) {
        o.win.clearInterval(timer);
        resolve();
      } else if (Date.now() - started >= o.timeoutMs) {
        o.win.clearInterval(timer);
        reject(new Error(`The ${o.name} player API did not become ready within ${o.timeoutMs} ms`));
      }
    }, o.pollMs);
  });
}
