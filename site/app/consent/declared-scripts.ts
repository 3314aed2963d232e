import { clarityTag } from "../config/clarity-tag";
import type { ConsentConfig } from "../config/consent-config";
import { hostMatches, type Layer2Config } from "../config/consent2-config";

/**
 * Which third-party scripts the site declares (docs/behaviour/content.md#html-policy): a
 * script may reach another host only as a service the site's config declares, from that
 * service's hosts, and no host enters the Content-Security-Policy but a declared one. A
 * blocked script in content is checked here when the build reads it, and the CSP is built
 * from the same answers, so content cannot add a host either way — not through a made-up
 * service name, nor through a category that runs before consent (`essential`, `necessary`).
 */
export type DeclaredScriptsConfig = { consent: ConsentConfig; layer2: Layer2Config };

/** A blocked script as content writes it. */
export type ContentScript =
  | { layer: 1; category: string; from?: URL }
  | { layer: 2; categories: string[]; service?: string; from?: URL };

const list = (values: readonly string[]) => values.join(", ") || "none";
const hostOf = (src: string | undefined) => (src ? new URL(src).hostname : undefined);

export function declaredScripts({ consent, layer2 }: DeclaredScriptsConfig) {
  const layer1Categories = consent.enabled ? consent.categories.map((c) => c.slug) : [];
  const services = layer2.enabled ? layer2.categories.flatMap((c) => c.services.map((s) => ({ ...s, category: c.slug }))) : [];
  // Layer 1's own declarations: its configured scripts and the analytics tag, each under a category.
  const tag = clarityTag(consent);
  const layer1Hosts = consent.enabled
    ? [
        ...consent.scripts.flatMap((s) => (s.src ? [{ host: hostOf(s.src)!, category: s.category }] : [])),
        ...(tag ? [{ host: tag.tagHost.replace(/:\d+$/, ""), category: tag.category }] : []),
      ]
    : [];
  // With both layers on, a layer-1 category stands for the layer-2 category the bridge maps it to.
  const mapped = (category: string) => (consent.enabled && layer2.enabled ? layer2.categoryMap[category] : undefined);

  function layer1Problem(category: string, from: URL | undefined): string | undefined {
    if (!consent.enabled) return "layer 1 (consent) is off in site.config.ts, so nothing would run this script: write it in layer 2's markup, for one of layer2's services";
    if (!layer1Categories.includes(category)) return `data-cli-script-type="${category}" is not one of layer 1's categories (${list(layer1Categories)})`;
    if (!from) return undefined;
    const host = from.hostname;
    if (layer1Hosts.some((d) => d.host === host && d.category === category)) return undefined;
    if (services.some((s) => s.category === mapped(category) && hostMatches(s.hosts, host))) return undefined;
    return `a script from ${host} under "${category}" is declared nowhere in site.config.ts: list it in consent.scripts under that category${mapped(category) ? `, or add ${host} to the hosts of one of layer2's ${mapped(category)} services` : ""}`;
  }

  function layer2Problem(categories: string[], name: string | undefined, from: URL | undefined): string | undefined {
    if (!layer2.enabled) return "layer 2 (layer2) is off in site.config.ts, so no service can run this script";
    if (!name) return `a layer-2 blocked script needs data-wpconsent-name, one of layer2's services (${list(services.map((s) => s.slug))})`;
    const service = services.find((s) => s.slug === name);
    if (!service) return `data-wpconsent-name="${name}" is not one of layer2's services (${list(services.map((s) => s.slug))}): declare the service, and the hosts it loads from, in site.config.ts`;
    const allowed = [service.category, ...service.scripts.flatMap((s) => s.alsoUnder)];
    const wrong = categories.filter((c) => !allowed.includes(c));
    if (categories.length === 0 || wrong.length > 0) return `data-wpconsent-category="${categories.join(" ")}" is not the category of the service ${name} (${list([...new Set(allowed)])})`;
    if (from && !hostMatches(service.hosts, from.hostname)) return `a script from ${from.hostname} is not from the hosts of the service ${name} (${list(service.hosts)}): add the host to the service in site.config.ts`;
    return undefined;
  }

  return {
    /** Why content may not carry this blocked script, or undefined when the site declares it. */
    problem(script: ContentScript): string | undefined {
      if (script.from && script.from.protocol !== "https:") return `a script from ${script.from.host} must load over https`;
      return script.layer === 1 ? layer1Problem(script.category, script.from) : layer2Problem(script.categories, script.service, script.from);
    },
    /** Whether a declared script or service loads from `hostname`: only such a host may enter the CSP's `script-src`. */
    declares(hostname: string): boolean {
      return layer1Hosts.some((d) => d.host === hostname) || services.some((s) => hostMatches(s.hosts, hostname));
    },
  };
}

export type DeclaredScripts = ReturnType<typeof declaredScripts>;
