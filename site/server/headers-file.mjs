// @ts-check
/**
 * The `_headers` file static hosts read (Netlify, Cloudflare Pages and others): a path
 * pattern on its own line, then indented `Name: value` lines. The build writes the
 * site's security headers in it (scripts/post-build/security-headers.ts) and this
 * server applies the very same file, so a site deployed without the server sends the
 * same headers (docs/behaviour/server.md#headers).
 */

/** @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {HeaderRule[]} rules */
export function formatHeadersFile(rules) {
  return rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n") + "\n";
}

/**
 * Whether a rule's pattern covers a path: `*` matches any run of characters (the
 * hosts' "splat"), everything else literally.
 * @param {string} pattern
 * @param {string} pathname
 */
export function patternMatches(pattern, pathname) {
  const parts = pattern.split("*");
  if (parts.length === 1) return pattern === pathname;
  let at = 0;
  for (const [i, part] of parts.entries()) {
    if (i === 0) {
      if (!pathname.startsWith(part)) return false;
      at = part.length;
    } else if (i === parts.length - 1) {
      return pathname.length - part.length >= at && pathname.endsWith(part);
    } else {
      const found = pathname.indexOf(part, at);
      if (found < 0) return false;
      at = found + part.length;
    }
  }
  return true;
}
