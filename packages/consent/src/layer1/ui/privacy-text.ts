/** Privacy overview limit (docs/behaviour/consent-layer-1.md#settings-modal). */
const PRIVACY_TEXT_LIMIT = 250;

/**
 * The modal's overview as plain text: tables stripped (the plugin does the same),
 * remaining tags dropped so a cut never lands inside markup, entities decoded for the
 * few the text may carry.
 */
export function privacyPlainText(html: string): string {
  return html
    .replace(/<table[\s\S]*?<\/table>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The cut text and whether a Show more toggle is needed (only when longer than the limit).
 * The cut falls at the last word boundary within the limit, never inside a word (a single
 * word longer than the limit is the only thing cut mid-word), and drops the space or
 * comma before the "...".
 */
export function truncatePrivacy(text: string, limit = PRIVACY_TEXT_LIMIT): { short: string; truncated: boolean } {
  if (text.length <= limit) return { short: text, truncated: false };
  const head = text.slice(0, limit);
  const lastSpace = head.search(/\s\S*$/);
  const whole = /\s/.test(text.charAt(limit)) || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return { short: `${whole.replace(/[\s,;:]+$/, "")}...`, truncated: true };
}
