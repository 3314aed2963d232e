/** The part of jsdom's API the content HTML policy uses (the package ships no types). */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
