import { renderBlockedScript } from "@vitrine/consent";
import type { ConsentConfig } from "./consent-config";

/**
 * The session-analytics vendor's standard loader (spec §7 "A session-analytics tag loads
 * a script from a third-party host"), rendered as a blocked script: `type="text/plain"`
 * is never executed by the browser; the engine re-creates it with a runnable type only
 * when the visitor allowed its category (compat.md "Blocked script markup").
 */
export function clarityLoader(projectId: string, tagHost: string): string {
  const src = JSON.stringify(`https://${tagHost}/tag/`);
  return `(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src=${src}+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script",${JSON.stringify(projectId)});`;
}

/**
 * The blocked tag lives in an opaque container (its markup set as inner HTML): activation
 * removes the original element, which React must not own, or hydration would fail and
 * re-render the page for every returning visitor who allowed analytics. The markup exists
 * only in the pre-rendered HTML; the bundle carries no copy. Activation moves the runnable
 * script into <head> (`data-cli-element-position`).
 */
export function AnalyticsTag({ analytics }: { analytics: ConsentConfig["analytics"] }) {
  if (!analytics.clarityProjectId) return null;
  const markup = import.meta.env.SSR
    ? renderBlockedScript({
        category: analytics.category,
        position: "head",
        code: clarityLoader(analytics.clarityProjectId, analytics.tagHost),
      })
    : "";
  return <div hidden data-consent-scripts="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markup }} />;
}
