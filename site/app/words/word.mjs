/**
 * One word of the site's words table (docs/decisions/039-site-words.md): a string, or a
 * count's forms by the language's plural rules (`Intl.PluralRules`: zero, one, two, few,
 * many, other — English uses one and other, Arabic all six). `{name}` is filled in where
 * a word says so. Plain JavaScript free of imports: the browser's code that shows a word
 * and the site's server (the no-JavaScript form and search pages) both use it.
 */

/**
 * `{name}` replaced by its value; an unknown name is left as written, so a typo shows.
 * @param {string} text
 * @param {Record<string, string | number>} [values]
 */
export function fill(text, values = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * A count in words: the form the language's plural rules choose for `count`, with
 * `{count}` the number as the language writes it ("1 result", "1 200 résultats").
 * @param {import("./word.d.mts").PluralWord} word
 * @param {number} count
 * @param {string} language
 * @param {Record<string, string | number>} [values]
 */
export function countWord(word, count, language, values = {}) {
  const form = /** @type {keyof import("./word.d.mts").PluralWord} */ (new Intl.PluralRules(language).select(count));
  // Rules may pick a form a word lacks (a site's own word may give only `other`): "other" then.
  const text = word[form] ?? word.other;
  return fill(text, { ...values, count: new Intl.NumberFormat(language).format(count) });
}
