import siteConfigValue from "../../../site.config";
import { browserParts } from "../../config/browser-parts";
import { siteConfigAt } from "../../config/current-site-config.server";
import type { SiteConfig } from "../../config/site-config";
import { declaredScripts } from "../../consent/declared-scripts";
import { features } from "../../features/site-features.server";
import { contentDir } from "../../source/content-dir.server";
import type { PolicyOptions } from "./policy.server";

/** What the content HTML policy does that the config decides: the features' gates, the declared scripts and the new-tab words. */
export type ConfigPolicy = Pick<PolicyOptions, "gates" | "scripts" | "newTab">;

/**
 * The policy's gates and declared scripts for `config`, or undefined for the config the
 * process loaded (the policy's defaults, made once). The studio's config changes while it
 * runs: a service ticked in the Consent screen claims its frames at once
 * (docs/decisions/042-service-catalogue.md).
 */
export function policyFor(config: SiteConfig): Promise<ConfigPolicy | undefined> {
  if (config === siteConfigValue) return Promise.resolve(undefined);
  // One policy per config (one config per state of the settings): the content check keeps its findings by policy.
  let policy = policies.get(config);
  if (!policy) {
    policy = (async () => ({ gates: await features.gates(config), scripts: declaredScripts(config), newTab: browserParts["new-tab-words"](config) }))();
    policies.set(config, policy);
    policy.catch(() => policies.delete(config));
  }
  return policy;
}

const policies = new WeakMap<SiteConfig, Promise<ConfigPolicy>>();

/** The policy for the settings files in `root` as they are now (the studio's previews). */
export async function policyAt(root: string = contentDir()): Promise<ConfigPolicy | undefined> {
  return policyFor((await siteConfigAt(root)).config);
}
