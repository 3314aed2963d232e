import { renderBlockedScript, type BlockedScriptOptions } from "@vitrine/consent";
import type { ConsentConfig } from "../config/consent-config";
import { clarityScripts } from "../config/clarity-tag";
import type { Layer2Config } from "../config/consent2-config";

/** Every script the config holds back, in the order they run: the analytics tag, then `scripts`. */
export function configuredScripts(config: ConsentConfig): BlockedScriptOptions[] {
  return [...clarityScripts(config.analytics), ...config.scripts];
}

/**
 * The scripts layer 2's services own, in layer 2's markup (docs/behaviour/consent-layer-2.md#blocked-scripts):
 * each runs when the unlock rule allows its service, in config order.
 */
export function serviceScripts(layer2: Layer2Config): BlockedScriptOptions[] {
  if (!layer2.enabled) return [];
  return layer2.categories.flatMap((c) =>
    c.services.flatMap((s) =>
      s.scripts.map(({ alsoUnder, ...script }) => ({ ...script, markup: "wpconsent" as const, category: [c.slug, ...alsoUnder].join(" "), service: s.slug })),
    ),
  );
}

/**
 * The configured third-party scripts as blocked markup, layer 1's then layer 2's services'
 * (docs/behaviour/consent-layer-1.md#blocked-scripts): `type="text/plain"` is never
 * executed by the browser; the consent engine
 * re-creates each with a runnable type only once the visitor allowed its category.
 * They sit in the static part of the page, which no island hydrates, so activation can
 * replace them freely; the markup exists only in the pre-rendered HTML (`npm run dev`
 * hydrates the whole document, hence the empty client copy and the warning suppressed).
 */
export function BlockedScripts({ config, layer2 }: { config: ConsentConfig; layer2?: Layer2Config }) {
  const scripts = [...(config.enabled ? configuredScripts(config) : []), ...(layer2 ? serviceScripts(layer2) : [])];
  if (scripts.length === 0) return null;
  const markup = import.meta.env.SSR ? scripts.map(renderBlockedScript).join("") : "";
  return <div hidden data-consent-scripts="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markup }} />;
}
