/**
 * A PostCSS plugin (Vite runs PostCSS on every stylesheet) that replaces named media
 * conditions such as `@media (--desktop-up)` with the query from `customMedia()`
 * (app/config/breakpoints.ts), so the breakpoints in site.config.ts drive the CSS.
 * An unknown name fails the build rather than leaving a query that never matches.
 */
export type Options = {
  /** Name (with its leading `--`) → media condition, e.g. `"--desktop-up": "(min-width: 960px)"`. */
  media: Record<string, string>;
};

/** The part of PostCSS's at-rule this plugin touches (Vite brings PostCSS; no import needed). */
type MediaRule = { params: string; error(message: string): Error };

const NAMED = /\((--[A-Za-z0-9-]+)\)/g;

function replaceCustomMedia(params: string, media: Options["media"], fail: (message: string) => Error): string {
  return params.replace(NAMED, (_, name: string) => {
    const query = media[name];
    if (query === undefined) throw fail(`unknown media name "${name}"; use one of ${Object.keys(media).join(", ")}`);
    return query;
  });
}

export function customMediaPlugin({ media }: Options) {
  return {
    postcssPlugin: "vitrine-custom-media",
    AtRule: {
      media(rule: MediaRule) {
        rule.params = replaceCustomMedia(rule.params, media, (message) => rule.error(message));
      },
    },
  };
}
