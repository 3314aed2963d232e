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

export function AnalyticsTag({ analytics }: { analytics: ConsentConfig["analytics"] }) {
  if (!analytics.clarityProjectId) return null;
  return (
    <script
      type="text/plain"
      data-cli-class="cli-blocker-script"
      data-cli-script-type={analytics.category}
      data-cli-block="true"
      data-cli-element-position="head"
      dangerouslySetInnerHTML={{ __html: clarityLoader(analytics.clarityProjectId, analytics.tagHost) }}
    />
  );
}
