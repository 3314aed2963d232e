import { readFileSync } from "node:fs";
import { LAYER2_BUILT_IN_STYLE } from "@vitrine/consent/layer2";
import { describe, expect, it } from "vitest";

/** A stylesheet's innermost rules, each selector with its declarations (enough for these flat sheets). */
function rules(css: string) {
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ");
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectors, body]) => ({
    selectors: selectors!.split(",").map((s) => s.trim()),
    declarations: Object.fromEntries(
      body!
        .split(";")
        .filter((d) => d.includes(":"))
        .map((d) => [d.slice(0, d.indexOf(":")).trim(), d.slice(d.indexOf(":") + 1).trim()]),
    ),
  }));
}
/** The declarations of every rule naming `selector` itself, in order. */
const declarationsOf = (css: string, selector: string) => Object.assign({}, ...rules(css).filter((r) => r.selectors.includes(selector)).map((r) => r.declarations));
const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("layer 2's banner in the site's theme", () => {
  it("gives Accept all and Reject all the same look: the button colour a site sets", () => {
    for (const state of ["", ":hover"]) {
      const accept = declarationsOf(LAYER2_BUILT_IN_STYLE, `.wpconsent-button-accept-all${state}`);
      expect(declarationsOf(LAYER2_BUILT_IN_STYLE, `.wpconsent-button-cancel-all${state}`)).toEqual(accept);
      expect(accept.background).toMatch(/^var\(--wpconsent-button/);
    }
  });

  it("reads every colour and its font from a custom property, its own colour only the fallback", () => {
    const bare = LAYER2_BUILT_IN_STYLE.replace(/var\(--wpconsent-[\w-]+,[^()]*(\([^()]*\)[^()]*)*\)/g, "");
    expect(bare.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    expect(declarationsOf(LAYER2_BUILT_IN_STYLE, ".wpconsent-banner").font ?? declarationsOf(LAYER2_BUILT_IN_STYLE, ".wpconsent-preferences").font).toMatch(/var\(--wpconsent-font/);
  });

  it("sets every one of them on the host from the site's theme: the kit's colours and font", () => {
    const properties = new Set([...LAYER2_BUILT_IN_STYLE.matchAll(/var\((--wpconsent-[\w-]+)/g)].map(([, name]) => name));
    const theme = declarationsOf(read("./layer2-theme.css"), "#wpconsent-container");
    expect(Object.keys(theme).sort()).toEqual([...properties].sort());
    const root = declarationsOf(read("../styles/global.css"), ":root");
    for (const [property, value] of Object.entries(theme)) {
      const from = /^var\((--[\w-]+)\)$/.exec(value as string)?.[1];
      expect(from && from in root, `${property}: ${value as string} is none of the theme's properties`).toBe(true);
    }
  });
});
