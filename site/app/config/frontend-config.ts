import { createContext, useContext } from "react";
import siteConfig from "../../site.config";
import type { Breakpoints } from "./breakpoints";
import type { SiteConfig } from "./site-config";

/**
 * The page builder's front-end config (docs/behaviour/page-builder.md#modes): one typed
 * object every widget can read — the breakpoints, the kit's colours and fonts, and the
 * mode the page is shown in.
 *
 * - `edit`: inside the editor's canvas. No island or enhancer runs there; a widget shows
 *   its resting state: no autoplay, entrance animations in their final state, lazy
 *   videos and feeds as placeholders that load nothing, no consent layer, links that do
 *   not navigate.
 * - `preview`: the saved draft as a visitor would see it, with a "Preview — not
 *   published" marker.
 * - `static`: the published site, for visitors.
 */
export type EditorMode = "edit" | "preview" | "static";
export const editorModes: readonly EditorMode[] = ["edit", "preview", "static"];

export type FrontendConfig = {
  breakpoints: Breakpoints;
  kit: SiteConfig["kit"];
  mode: EditorMode;
};

declare const __VITRINE_MODE__: EditorMode | undefined;

/**
 * The mode this code was built for, a constant the bundler writes in: `static` in the
 * visitor build (site/vite.config.ts), `edit` in the editor's (editor/vite.config.ts), so
 * a minifier drops every `if (BUILD_MODE === "edit")` branch from what visitors load.
 * Preview pages run the visitor build itself, so they behave exactly as published ones.
 * Under plain Node and tests, where nothing defines it, `static`.
 */
export const BUILD_MODE: EditorMode = typeof __VITRINE_MODE__ === "string" ? __VITRINE_MODE__ : "static";

type Settings = Pick<SiteConfig, "breakpoints" | "kit">;

/**
 * The front-end config: the site's settings in the mode of the build, unless told
 * otherwise. Code without React (enhancers) reads it here.
 */
export function frontendConfig(options: Partial<{ site: Settings; mode: EditorMode }> = {}): FrontendConfig {
  const { site = siteConfig, mode = BUILD_MODE } = options;
  return { breakpoints: site.breakpoints, kit: site.kit, mode };
}

const FrontendConfigContext = createContext<FrontendConfig | undefined>(undefined);

/** Gives widgets below it a front-end config (the editor's canvas gives its live kit and `edit`). */
export const FrontendConfigProvider = FrontendConfigContext.Provider;

/**
 * The front-end config for a widget's component: the one an editor provides (its live
 * kit, `edit`), or the site's own in the mode of the build.
 */
export function useFrontendConfig(): FrontendConfig {
  return useContext(FrontendConfigContext) ?? frontendConfig();
}
