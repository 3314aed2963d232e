import { CALLBACK_PREFIX } from "./photo-feed-names";

type CallbackWindow = Window & Record<string, unknown>;

export type FeedRequest = {
  /** The feed's address without its query (the provider's public feed). */
  url: string;
  /** The provider's user id. */
  userId: string;
  /** How long the feed has to answer, in ms. */
  timeoutMs: number;
  /** Stops waiting: the promise stays pending and a late answer is ignored. */
  signal?: AbortSignal;
};

/**
 * A global callback name no other request on the page uses: each feed on a page asks
 * with its own, so two feeds (even of one user) never answer each other.
 */
export function callbackName(win: Window, random: () => number = Math.random): string {
  for (;;) {
    const name = `${CALLBACK_PREFIX}_${Math.floor(random() * 2 ** 32).toString(36)}`;
    if (!(name in win)) return name;
  }
}

/** The feed's address with its query: `id`, `format=json` and the callback to call (`jsoncallback`). */
export function feedAddress(url: string, userId: string, callback: string): string {
  const address = new URL(url);
  address.searchParams.set("id", userId);
  address.searchParams.set("format", "json");
  address.searchParams.set("jsoncallback", callback);
  return address.href;
}

/**
 * Asks the feed the way its provider answers, with a script that calls back (JSONP),
 * and resolves with what the callback is given. Rejects when the script fails to load,
 * does not call back by `timeoutMs`, or loads without calling back. Either way the
 * script element goes, and the callback becomes a no-op until a late answer has used it,
 * so a slow answer after a timeout is dropped rather than an error on the page.
 */
export function requestFeed(doc: Document, request: FeedRequest): Promise<unknown> {
  const win = doc.defaultView as unknown as CallbackWindow;
  const name = callbackName(win);
  const script = doc.createElement("script");
  return new Promise<unknown>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.remove();
      win[name] = () => delete win[name];
      if (!request.signal?.aborted) outcome();
    };
    win[name] = (data: unknown) => {
      finish(() => resolve(data));
      delete win[name];
    };
    script.addEventListener("error", () => finish(() => reject(new Error("the feed's script failed to load"))));
    // A script that ran without calling back (an error page, another format) is a failure too.
    script.addEventListener("load", () => finish(() => reject(new Error("the feed's script did not call back"))));
    request.signal?.addEventListener("abort", () => finish(() => undefined), { once: true });
    const timer = setTimeout(() => finish(() => reject(new Error(`the feed did not answer within ${request.timeoutMs} ms`))), request.timeoutMs);
    script.async = true;
    // The feed needs no address of the page it is shown on.
    script.referrerPolicy = "no-referrer";
    script.src = feedAddress(request.url, request.userId, name);
    doc.head.append(script);
  });
}
