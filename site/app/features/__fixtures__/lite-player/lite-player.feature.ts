import { defineFeature } from "../../define-feature";
import { litePlayerConfigSchema, litePlayerOf } from "./lite-player-config";
import { filmId, LITE_PLAYER } from "./lite-player-names";
import { litePlayerWords } from "./lite-player-words";

/** The player's origin before a site sets its own: what a lone link is matched against when no config is at hand. */
const DEFAULT_ORIGIN = litePlayerConfigSchema.parse(undefined).origin;

/**
 * A second throwaway feature for the tests: a dedicated lite player, with a config key
 * (`litePlayer`), words in four languages, a poster drawn at build from a lone link, its
 * origins in the CSP and an enhancer that plays the film on a press. This folder alone is
 * all it takes (feature-collection.test.ts lists what it touched).
 */
export default defineFeature({
  name: "lite-player",
  config: { key: "litePlayer", schema: litePlayerConfigSchema },
  words: litePlayerWords,
  csp: (config) => ({ img: [litePlayerOf(config).origin], frame: [litePlayerOf(config).origin] }),
  content: {
    gate: () => import("./lite-player-gate.server"),
    ownsLink: (href) => filmId(href, DEFAULT_ORIGIN) !== undefined,
    markers: { [LITE_PLAYER.root]: "the lite player" },
  },
});
