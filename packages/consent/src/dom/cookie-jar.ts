import { parseCookieString, serializeCookie } from "../codecs/cookie-string";
import { LAYER1_COOKIE_DAYS } from "../base-defaults.js";
import type { CookieJar } from "../core/ports";
import { domainVariants, pathVariants } from "./domain-variants";

interface CookieJarOptions {
  /** Returns the cookie header (`document.cookie`). */
  readonly read: () => string;
  /** Performs one cookie assignment (`document.cookie = …`); tests inject a recorder. */
  readonly write: (assignment: string) => void;
  /** The page's host, for the erase variants. */
  readonly hostname: string;
  /** The page's path, for the path variants of erasing every cookie. @default "/" */
  readonly pathname?: string;
  /** Add `secure` to writes (the setting asks, or the page is https). @default false */
  readonly secure?: boolean;
  /** Registrable domain for erasing, computed at build time. @default undefined */
  readonly cookieDomain?: string;
  /** Lifetime of written cookies. @default 365 */
  readonly days?: number;
  /** Refuses every further cookie write by the page. @default none (writes cannot be refused) */
  readonly freeze?: () => void;
}

/**
 * A cookie jar over a header reader and an assignment writer. Writes carry a domain only
 * when asked (layer 2's shared consent); erases are written for every domain variant
 * (docs/behaviour/consent-layer-1.md#cookies).
 */
export function createCookieJar(options: CookieJarOptions): CookieJar {
  const { read, write, hostname, pathname = "/", secure = false, cookieDomain, days = LAYER1_COOKIE_DAYS } = options;
  const expire = (name: string, paths: readonly string[]) => {
    for (const path of paths) {
      for (const domain of domainVariants(hostname, cookieDomain)) write(serializeCookie(name, "", { days: 0, domain, secure, path }));
    }
  };
  return {
    readAll: () => parseCookieString(read()),
    read: (name) => parseCookieString(read()).get(name),
    write: (name, value, how = {}) => write(serializeCookie(name, value, { days: how.days ?? days, domain: how.domain, secure })),
    erase: (name) => expire(name, ["/"]),
    eraseAllAndFreeze(thenSave) {
      for (const name of parseCookieString(read()).keys()) expire(name, pathVariants(pathname));
      thenSave();
      options.freeze?.();
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

/**
 * Makes `document.cookie` ignore assignments on this document, reads still working: a
 * tag that keeps running until the reload cannot set a cookie the visitor just refused.
 */
function freezeCookies(doc: Document): void {
  let proto: object | null = doc;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, "cookie");
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  const get = descriptor?.get;
  if (!get) return;
  Object.defineProperty(doc, "cookie", { configurable: true, get: () => get.call(doc) as string, set: () => {} });
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
    pathname: location?.pathname ?? "/",
    secure: Boolean(options.secureCookies) || location?.protocol === "https:",
    cookieDomain: options.cookieDomain,
    days: options.cookieDays,
    freeze: () => freezeCookies(doc),
  });
}
