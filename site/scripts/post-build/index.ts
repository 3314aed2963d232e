import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteConfig } from "../../app/config/site-config";
import { formatHeadersFile } from "../../server/headers-file.mjs";
import { declaredScripts } from "../../app/consent/declared-scripts";
import type { FeatureRegistry } from "../../app/features/feature-registry";
import { loadSiteFeatures } from "../../app/features/load-site-features.server";
import { consentScriptOrigins, consentStyleOrigins, contentSecurityPolicy, serviceReachOrigins } from "./csp";
import { scanPage } from "./inline-sources";
import { precompress } from "./precompress";
import { securityHeaderRules } from "./security-headers";
import { staticCacheRules, writeNotFoundPage } from "./static-host";
import { structuredDataProblems } from "./structured-data-check";

/** Past this a policy header risks proxies' and hosts' header limits; the build warns. */
const CSP_WARN_BYTES = 4096;

export type PostBuildOptions = {
  /** Write the compressed copies (a partial build leaves them out). @default true */
  precompress: boolean;
  /** Told each step as it begins, one line each, so a long step shows what it does (the build's progress). @default nothing */
  phase: (name: string) => void;
};

/**
 * After the pages are rendered: the security headers for every page (`_headers`, read
 * by static hosts and by the site's server), then the precompressed copies, or for a
 * static host what it needs instead (static-host.ts). The features' CSP origins come from
 * the site's registry (another in tests). Returns problems that fail the build and warnings.
 */
export async function postBuild(clientDir: string, config: SiteConfig, features?: FeatureRegistry, options: Partial<PostBuildOptions> = {}): Promise<{ problems: string[]; warnings: string[] }> {
  const { precompress: compress = true, phase = () => {} } = options;
  const { consent, layer2, hosting } = config;
  const problems: string[] = [];
  const warnings: string[] = [];
  const pages = ((await readdir(clientDir, { recursive: true })) as string[]).filter((name) => name.endsWith(".html")).sort();
  phase(`reading ${pages.length} pages for their inline scripts and styles`);
  const sources = { scriptHashes: [] as string[], styleHashes: [] as string[], gated: [] as string[] };
  // A host enters script-src only as one a declared script or service loads from (docs/behaviour/content.md#html-policy).
  const declaredHosts = declaredScripts({ consent, layer2 });
  const htmls: string[] = [];
  for (const page of pages) {
    const html = await readFile(path.join(clientDir, page), "utf8");
    htmls.push(html);
    // Search results must show the price and stock the page shows (docs/behaviour/found.md#structured-data).
    problems.push(...structuredDataProblems(page, html));
    const found = scanPage(html);
    sources.scriptHashes.push(...found.scriptHashes);
    sources.styleHashes.push(...found.styleHashes);
    for (const origin of found.gatedScriptOrigins) {
      if (declaredHosts.declares(new URL(origin).hostname)) sources.gated.push(origin);
      else problems.push(`${page}: a blocked script loads from ${origin}, which no script or service in site.config.ts declares; the Content-Security-Policy names declared hosts only (declare it as a service, or remove the script)`);
    }
    for (const origin of found.ungatedScriptOrigins) {
      problems.push(`${page}: loads a script from ${origin} without waiting for consent (write it as blocked-script markup)`);
    }
  }
  phase("writing the security headers");
  const reached = serviceReachOrigins(layer2);
  // Each feature's origins (app/features/define-feature.ts `csp`), given what the pages hold.
  const own = (features ?? (await loadSiteFeatures())).csp(config, { someInclude: (text) => htmls.some((html) => html.includes(text)) });
  const csp = contentSecurityPolicy({
    scriptHashes: [...new Set(sources.scriptHashes)],
    styleHashes: [...new Set(sources.styleHashes)],
    scriptOrigins: [...consentScriptOrigins(consent), ...sources.gated, ...own.script],
    connectOrigins: [...reached, ...own.connect],
    imgOrigins: [...reached, ...own.img],
    frameOrigins: own.frame,
    styleOrigins: [...consentStyleOrigins(layer2), ...own.style],
  });
  if (csp.length > CSP_WARN_BYTES) {
    warnings.push(`the Content-Security-Policy is ${csp.length} bytes: many different inline scripts in content; prefer a src for each`);
  }
  const staticHost = hosting.mode === "static";
  await writeFile(path.join(clientDir, "_headers"), formatHeadersFile([...securityHeaderRules(csp), ...(staticHost ? staticCacheRules : [])]));
  if (staticHost) await writeNotFoundPage(clientDir);
  else if (compress) await precompress(clientDir, (files) => phase(`compressing ${files} files (brotli and gzip copies)`));
  return { problems, warnings };
}
