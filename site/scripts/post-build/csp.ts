import type { ConsentConfig } from "../../app/config/consent-config";
import type { Layer2Config } from "../../app/config/consent2-config";

/**
 * The site's Content-Security-Policy (docs/decisions/017-csp-and-headers.md): scripts
 * only from the site itself, by hash for the inline ones, and from the hosts that
 * consent-gated scripts load from; styles the same way, except style attributes
 * (`style-src-attr 'unsafe-inline'`, see the ADR); no plugins, no foreign base, forms
 * and frames only from the site.
 */
type CspSources = {
  scriptHashes: string[];
  styleHashes: string[];
  /** Origins whose scripts run only after consent. */
  scriptOrigins: string[];
  connectOrigins: string[];
  imgOrigins: string[];
  frameOrigins: string[];
  /** Origins of stylesheets the site links: layer 2's `css_url`. */
  styleOrigins?: string[];
};

/**
 * The hosts layer 1's configured scripts load from (`consent.scripts` with a `src`). The
 * analytics tag's origins are its feature's (app/features/clarity), as every feature's are.
 */
export function consentScriptOrigins(consent: ConsentConfig): string[] {
  if (!consent.enabled) return [];
  return consent.scripts.flatMap((script) => (script.src ? [new URL(script.src).origin] : []));
}

/**
 * Where layer 2's running scripts send what they measure (`reaches` of a service with
 * `scripts`: the Google tag's hits): connect-src and img-src, the ways such a tag sends. A
 * service without scripts reaches its hosts from the site's own code or server, which
 * declares its own origins (a feature's `csp`).
 */
export function serviceReachOrigins(layer2: Layer2Config): string[] {
  if (!layer2.enabled) return [];
  return layer2.categories.flatMap((c) => c.services.filter((s) => s.scripts.length > 0).flatMap((s) => s.reaches.map((host) => `https://${host}`)));
}

/**
 * Layer 2's own stylesheet, when the site sets `css_url` as an address on its own host
 * (docs/behaviour/consent-layer-2.md#stylesheet); a path is the site's own, 'self'.
 */
export function consentStyleOrigins(layer2: Layer2Config): string[] {
  return layer2.enabled && URL.canParse(layer2.cssUrl) ? [new URL(layer2.cssUrl).origin] : [];
}

const unique = (values: string[]) => [...new Set(values)];
const directive = (name: string, values: string[]) => `${name} ${unique(values).join(" ")}`;

export function contentSecurityPolicy(sources: CspSources): string {
  const styles = ["'self'", ...sources.styleHashes.sort(), ...(sources.styleOrigins ?? [])];
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", ["'self'", ...sources.scriptHashes.sort(), ...sources.scriptOrigins]),
    // Browsers without the -elem/-attr split read style-src: hashes only, no style attributes.
    directive("style-src", styles),
    directive("style-src-elem", styles),
    directive("style-src-attr", ["'unsafe-inline'"]),
    directive("img-src", ["'self'", "data:", ...sources.imgOrigins]),
    directive("font-src", ["'self'"]),
    directive("connect-src", ["'self'", ...sources.connectOrigins]),
    directive("media-src", ["'self'"]),
    directive("frame-src", ["'self'", ...sources.frameOrigins]),
    directive("worker-src", ["'self'"]),
    directive("manifest-src", ["'self'"]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("form-action", ["'self'"]),
    directive("frame-ancestors", ["'self'"]),
  ].join("; ");
}
