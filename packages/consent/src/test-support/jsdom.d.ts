/**
 * The part of jsdom's API the boot-script tests use (the package ships no types and
 * its type package is not installed).
 */
declare module "jsdom" {
  export class CookieJar {
    setCookieSync(cookie: string, url: string): unknown;
    getCookieStringSync(url: string): string;
  }
  export interface JSDOMOptions {
    url?: string;
    runScripts?: "dangerously" | "outside-only";
    cookieJar?: CookieJar;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
}
