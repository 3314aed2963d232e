import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { contentDir } from "../source/content-dir.server";
import { readContent, type ContentStore } from "./content-store.server";
import { crossCheck, knownPaths } from "./cross-check.server";
import { checkContentHtml } from "./html-policy/check-content.server";
import { mediaUrl } from "./media.server";
import { readRedirects } from "./redirects.server";
import { checkOwnerSettings } from "./owner-settings-check.server";
import type { WidgetRegistry } from "../widgets/widget-registry";
import siteConfigValue from "../../site.config";
import { siteConfigAt } from "../config/current-site-config.server";
import { policyFor } from "./html-policy/policy-at.server";
import { features } from "../features/site-features.server";
import { publicDirOf } from "../source/site-choice.server";
import { editionProblems, untranslatedCategories } from "./edition-check.server";
import { editionOf, firstEditionRoot } from "../source/editions.server";

export type ValidateOptions = {
  /** Content folder to check. @default VITRINE_CONTENT_DIR or site/content */
  root: string;
  /** Folder the media files are served from. @default the `public` folder beside the content folder (site/public) */
  publicDir: string;
  /** Also load and check site.config.ts. @default true */
  siteConfig: boolean;
  /** The widget types pages may use. @default the site's widget folders */
  widgets?: WidgetRegistry;
  /** The site's origin, for the content HTML policy. @default site.config.ts `url` */
  siteOrigin: string;
};

const defaultOptions = (root = contentDir()): ValidateOptions => ({
  root,
  publicDir: publicDirOf(root),
  siteConfig: true,
  siteOrigin: siteConfigValue.url,
});

async function checkSiteConfig(): Promise<string[]> {
  try {
    // A variant config (VITRINE_SITE_CONFIG, absolute; see vite.config.ts) is what gets built.
    const variant = process.env.VITRINE_SITE_CONFIG;
    await (variant ? import(pathToFileURL(variant).href) : import("../../site.config"));
    return [];
  } catch (error) {
    return configLines((error as Error).message.split("\n"));
  }
}

// defineSiteConfig throws one `site.config.ts: field: problem` line per issue; a settings
// file names itself (content/settings/kit.yaml: …).
const configLines = (lines: string[]) => lines.map((line) => (/^(site\.config\.ts|content\/)/.test(line) ? line : `site.config.ts: ${line}`));

function checkMediaFiles(store: ContentStore, publicDir: string): string[] {
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(store.manifest)) {
    for (const width of entry.widths) {
      const url = mediaUrl(name, width);
      if (!existsSync(`${publicDir}${url}`)) {
        problems.push(`content/media/manifest.json: ${name}.widths: the file public${url} is missing`);
      }
    }
  }
  return problems;
}

/**
 * Validates every content file and site.config.ts. Returns one message per problem,
 * each naming the file, the field and what is wrong; an empty list means the content is good.
 */
export async function validateContent(options: Partial<ValidateOptions> = {}): Promise<string[]> {
  return (await checkContent(options)).problems;
}

/** validateContent, also handing back the content it read (the build renders from it). */
export async function checkContent(options: Partial<ValidateOptions> = {}): Promise<{ problems: string[]; store: ContentStore }> {
  const { root, publicDir, siteConfig, widgets, siteOrigin } = { ...defaultOptions(options.root), ...options };
  const store = await readContent(root, widgets ? { widgets } : {});
  // The config as this folder's settings files hold it: in the studio, a service the owner has
  // just ticked claims its frames, and a setting the config refuses is found before it is saved
  // (docs/decisions/042-service-catalogue.md).
  const { config, problems: configProblems } = await siteConfigAt(root);
  const policy = await policyFor(config);
  // A second language is checked against the first: its products are translations of the first's.
  const first = editionOf(root) ? await readContent(firstEditionRoot(root)) : undefined;
  const problems = [
    ...(siteConfig ? [...(await checkSiteConfig()), ...configLines(configProblems)] : []),
    ...store.problems,
    ...crossCheck(store, config, first && untranslatedCategories(store.products, first.products)),
    ...checkMediaFiles(store, publicDir),
    ...checkContentHtml(store, root, { siteOrigin, policy }),
    ...readRedirects(root).problems,
    // Layer 2's categories are code (site.config.ts); the services in them are the owner's file, checked here.
    ...checkOwnerSettings(root, knownPaths(store), {
      categories: config.layer2.categories.map((c) => c.slug),
      allCategories: [...(config.consent.enabled ? config.consent.categories : []), ...(config.layer2.enabled ? config.layer2.categories : [])].map((c) => c.slug),
      needs: features.needs(config),
    }),
    ...(await editionProblems(root, store, first)),
  ];
  // A settings file's problem is found by both site.config.ts (which reads it) and its own check: say it once.
  return { problems: [...new Set(problems)], store };
}
