/**
 * Money and whole numbers as the owner types them ("12.50", "12,50", "€ 6") turned into what
 * the settings file stores (12.5, 6); text that is no number stays text, so the save's own
 * check says what is wrong with it, beside its field.
 */
export function amountOf(text: string, whole = false): number | string | undefined {
  const bare = text.replace(/[\s\u00a0\u202f]/g, "").replace(/^[^\d.,-]+|[^\d.,]+$/g, "");
  if (bare === "") return text.trim() === "" ? undefined : text;
  const pattern = whole ? /^\d+$/ : /^\d+(?:[.,]\d+)?$/;
  return pattern.test(bare) ? Number(bare.replace(",", ".")) : text;
}

/** A stored amount as the owner reads it: 6 → "6.00" in a currency of cents, 6 in one without. */
export function amountText(value: unknown, digits: number): string {
  if (typeof value === "number") return value.toFixed(Number.isInteger(value) && digits === 0 ? 0 : digits);
  return typeof value === "string" ? value : "";
}
