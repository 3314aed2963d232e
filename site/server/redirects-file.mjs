// @ts-check
/**
 * The `_redirects` file static hosts read (Netlify, Cloudflare Pages and others), in the
 * part of its format the site writes: `from to 301` lines, and `from/* to/:splat 301` for
 * every address under `from`. The build writes the content's redirects in it
 * (content/settings/redirects.yaml, docs/behaviour/content.md#redirects) and the site's
 * server answers from the very same file, so a site deployed without the server leads
 * old addresses on the same way.
 */

/** @typedef {{ from: string, to: string }} Redirect */

/** The file's lines for `redirects`. @param {readonly Redirect[]} redirects */
export function formatRedirectsFile(redirects) {
  const lines = ["# Old addresses that lead on (content/settings/redirects.yaml). Written by the build."];
  for (const { from, to } of redirects) lines.push(`${from} ${to} 301`, `${from}/* ${to}/:splat 301`);
  return `${lines.join("\n")}\n`;
}

/**
 * The rules of a `_redirects` file, in order; lines it does not understand are left out.
 * @param {string} text
 * @returns {{ from: string, to: string, splat: boolean }[]}
 */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status = "301"] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith("#") || status !== "301") continue;
    const splat = from.endsWith("/*") && to.endsWith("/:splat");
    rules.push({ from: splat ? from.slice(0, -2) : from, to: splat ? to.slice(0, -"/:splat".length) : to, splat });
  }
  return rules;
}

/** `//host` and `/\host` are another site's address to a browser: a redirect never leads there. @param {string} to */
const offSite = (to) => !to.startsWith("/") || /^\/[/\\]/.test(to);

/**
 * Where `pathname` leads, or undefined. A trailing slash is not part of the address
 * (`/shop/category/mugs/` is `/shop/category/mugs`). The part under the old address is
 * joined with one slash, so `/old//evil.example` under a rule to `/` stays on the site
 * (`/evil.example`); a rule that leads off the site is not followed (docs/behaviour/server.md#redirects).
 * @param {ReturnType<typeof parseRedirectsFile>} rules @param {string} pathname
 */
export function redirectFor(rules, pathname) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const rule of rules) {
    if (offSite(rule.to)) continue;
    if (!rule.splat && path === rule.from) return rule.to;
    if (rule.splat && path.startsWith(`${rule.from}/`)) {
      const to = `${rule.to.replace(/\/+$/, "")}/${path.slice(rule.from.length).replace(/^\/+/, "")}`;
      return offSite(to) ? undefined : to;
    }
  }
  return undefined;
}
