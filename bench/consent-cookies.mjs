/**
 * The cookies of a visitor who has answered the consent bar, for the "after consent"
 * Lighthouse pass (architecture.md: every page type is judged with the bar showing and
 * after consent). They accept every category but analytics, in the layer-1 formats
 * (compat.md "Layer 1"): the analytics tag's host is unreachable from the bench, so a
 * visitor who allowed it would only measure a failed third-party request.
 */
const categories = { necessary: true, functional: true, analytics: false, performance: false, advertisement: false };

/** @param {string} origin the site's origin, e.g. http://localhost:3406 */
export function consentGivenCookies(origin) {
  const { hostname } = new URL(origin);
  const cookie = (name, value) => ({ name, value, domain: hostname, path: "/" });
  return [
    cookie("viewed_cookie_policy", "yes"),
    ...Object.entries(categories).map(([slug, on]) => cookie(`cookielawinfo-checkbox-${slug}`, on ? "yes" : "no")),
    cookie("CookieLawInfoConsent", Buffer.from(JSON.stringify({ ver: 1, ...categories })).toString("base64")),
  ];
}
