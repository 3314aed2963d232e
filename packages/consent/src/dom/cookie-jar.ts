import { parseCookieString, serializeCookie } from "../codecs/cookie-string";
import { LAYER1_COOKIE_DAYS } from "../base-defaults.js";
import type { CookieJar } from "../core/ports";
import { domainVariants } from "./domain-variants";

interface CookieJarOptions {
  /** Returns the cookie header (`document.cookie`). */
  readonly read: () => string;
  /** Performs one cookie assignment (`document.cookie = …`); tests inject a recorder. */
  readonly write: (assignment: string) => void;
  /** The page's host, for the erase variants. */
  readonly hostname: string;
  /** Add `secure` to writes (the setting asks, or the page is https). @default false */
  readonly secure?: boolean;
  /** Registrable domain for erasing, computed at build time. @default undefined */
  readonly cookieDomain?: string;
  /** Lifetime of written cookies. @default 365 */
  readonly days?: number;
}

/**
 * A cookie jar over a header reader and an assignment writer. Writes never carry a
 * domain (docs/behaviour/consent-layer-1.md#cookies: no `domain` attribute); erases are written for every domain
 * variant.
 */
export function createCookieJar(options: CookieJarOptions): CookieJar {
  const { read, write, hostname, secure = false, cookieDomain, days = LAYER1_COOKIE_DAYS } = options;
  return {
    readAll: () => parseCookieString(read()),
    read: (name) => parseCookieString(read()).get(name),
    write: (name, value, d = days) => write(serializeCookie(name, value, { days: d, secure })),
    erase(name) {
      for (const domain of domainVariants(hostname, cookieDomain)) {
        write(serializeCookie(name, "", { days: 0, domain, secure }));
      }
    },
  };
}

/** Cookie settings of a site, for `createDocumentCookieJar`. */
export interface DocumentJarOptions {
  /** Write cookies with `secure` (always on https pages). @default false */
  readonly secureCookies: boolean;
  /** Registrable domain for erasing, computed at build time (`registrableDomain`). @default undefined */
  readonly cookieDomain: string | undefined;
  /** Lifetime of written cookies in days. @default 365 */
  readonly cookieDays: number;
}

/** The jar of a live document; `secure` also when the page is https (docs/behaviour/consent-layer-1.md#cookies). */
export function createDocumentCookieJar(doc: Document, options: Partial<DocumentJarOptions> = {}): CookieJar {
  const location = doc.location;
  return createCookieJar({
    read: () => doc.cookie,
    write: (assignment) => {
      doc.cookie = assignment;
    },
    hostname: location?.hostname ?? "",
    secure: Boolean(options.secureCookies) || location?.protocol === "https:",
    cookieDomain: options.cookieDomain,
    days: options.cookieDays,
  });
}
