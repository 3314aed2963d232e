/**
 * The `domain` attributes an erase must be written with (docs/behaviour/consent-layer-1.md#cookies: the bare host,
 * `.host`, the host without `www.`, and the registrable domain), so cookies a
 * third-party script set on a parent domain go too. `undefined` stands for "no
 * domain attribute" (the host-only cookie).
 *
 * The registrable domain is `cookieDomain` when the site configured it (computed at
 * build time from its URL with the public suffix list). Without it every parent
 * domain down to two labels is tried: that set contains the registrable domain
 * whatever the suffix, and the browser ignores the ones that are public suffixes.
 */
export function domainVariants(host: string, cookieDomain?: string): (string | undefined)[] {
  const variants: (string | undefined)[] = [undefined];
  // No domain variants for a single-label host (localhost) or an IP address.
  if (!host.includes(".") || /^[\d.]+$|:/.test(host)) return variants;
  const add = (domain: string) => {
    if (!variants.includes(domain)) variants.push(domain);
  };
  add("." + host);
  if (host.startsWith("www.")) add(host.slice(4));
  if (cookieDomain) add(cookieDomain.replace(/^\./, ""));
  else {
    const labels = host.split(".");
    for (let i = 1; i <= labels.length - 2; i++) add(labels.slice(i).join("."));
  }
  return variants;
}

/**
 * The `path` attributes erasing every cookie must be written with: `/` and every
 * ancestor of the page's path, with and without the trailing slash, since a script may
 * have set a cookie on any of them (a cookie is only seen, and erased, on its own path).
 */
export function pathVariants(pathname: string): string[] {
  const variants = ["/"];
  const parts = pathname.split("/").filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const path = "/" + parts.slice(0, i).join("/");
    variants.push(path, path + "/");
  }
  return variants;
}
