import siteConfig from "../../site.config";

/** Prices and dates are formatted at build time so the server and browser agree. */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat(siteConfig.language, { style: "currency", currency }).format(amount);
}

export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat(siteConfig.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
