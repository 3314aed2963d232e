/** How long the site's stylesheet may take, both attempts together, before the built-in style stays (docs/behaviour/consent-layer-2.md#stylesheet). */
export const STYLESHEET_TIMEOUT_MS = 5000;
/** Attempts after the first. */
export const STYLESHEET_RETRIES = 1;

/**
 * The address asked: `css_url?ver={css_version}` (appended with `&` when the address has a
 * query already); a path is the page's own site's (`base`, the page's address).
 */
export function stylesheetUrl(cssUrl: string, cssVersion: string, base?: string): string {
  if (!cssVersion) return cssUrl;
  const url = new URL(cssUrl, base);
  url.searchParams.set("ver", cssVersion);
  return url.href;
}

export interface StylesheetOptions {
  readonly timeoutMs: number;
  readonly retries: number;
}

const defaultOptions: StylesheetOptions = { timeoutMs: STYLESHEET_TIMEOUT_MS, retries: STYLESHEET_RETRIES };

/**
 * Links the site's stylesheet into `root` (a shadow root): resolves true once it applies;
 * false when both attempts failed or the time ran out, after logging why with
 * `console.error` — the built-in style then stays and everything works as before. A link
 * that never answered is removed, which ends its request. `signal` abandons it silently.
 */
export function loadSiteStylesheet(root: ShadowRoot, href: string, signal: AbortSignal, overrides: Partial<StylesheetOptions> = {}): Promise<boolean> {
  const { timeoutMs, retries } = { ...defaultOptions, ...overrides };
  const doc = root.ownerDocument;
  return new Promise((resolve) => {
    let link: HTMLLinkElement | undefined;
    let left = retries;
    let done = false;
    const finish = (ok: boolean, why?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", abort);
      if (!ok) link?.remove();
      if (why) console.error(`Layer 2's stylesheet ${href} ${why}; the built-in style applies.`);
      resolve(ok);
    };
    const attempt = () => {
      link?.remove();
      link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.addEventListener("load", () => finish(true));
      link.addEventListener("error", () => (left-- > 0 ? attempt() : finish(false, "failed to load")));
      root.append(link);
    };
    const abort = () => finish(false);
    const timer = setTimeout(() => finish(false, `did not load within ${timeoutMs} ms`), timeoutMs);
    signal.addEventListener("abort", abort);
    attempt();
  });
}
