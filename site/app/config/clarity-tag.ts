import type { BlockedScriptOptions } from "@vitrine/consent";

/**
 * What the tag reads of Clarity's slice of layer 1's config (`consent.analytics`, whose schema
 * the Clarity feature keeps: config/clarity-config.ts), by shape, so the consent
 * glue imports no feature.
 */
type ClarityTagConfig = { clarityProjectId: string; tagHost: string; category: string };

/**
 * The tag the site runs, when layer 1 is on and a project is given; else undefined. No zod
 * here, nor in what this file imports: the consent code of every page's first load reads it.
 */
export function clarityTag<C extends ClarityTagConfig>(consent: { enabled: boolean; analytics: C }): C | undefined {
  return consent.enabled && consent.analytics.clarityProjectId ? consent.analytics : undefined;
}

/**
 * The vendor's standard loader: a script from the tag's host, held back like every other
 * blocked script (docs/behaviour/consent-layer-1.md#blocked-scripts).
 */
export function clarityLoader(projectId: string, tagHost: string): string {
  const src = JSON.stringify(`https://${tagHost}/tag/`);
  return `(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src=${src}+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script",${JSON.stringify(projectId)});`;
}

/** The loader as layer 1's blocked script in the page's head, under its category; none without a project. */
export function clarityScripts({ clarityProjectId, tagHost, category }: ClarityTagConfig): BlockedScriptOptions[] {
  return clarityProjectId ? [{ category, position: "head", code: clarityLoader(clarityProjectId, tagHost) }] : [];
}
