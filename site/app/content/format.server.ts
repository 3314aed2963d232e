import siteConfig from "../../site.config";

/**
 * Prices and dates are formatted at build time, by `Intl` for the site's language
 * (docs/behaviour/theme.md#words-and-languages), so the server and browser agree.
 */
export function formatPrice(amount: number, currency: string, language: string = siteConfig.language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
}

export function formatDate(isoDate: string, language: string = siteConfig.language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
