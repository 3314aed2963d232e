// @ts-check
/**
 * The payment provider's API takes form-encoded bodies with bracketed keys
 * (`line_items[0][price_data][unit_amount]=5400`); this turns one into the nested object
 * it stands for, as the stand-in needs to read what the site asked. Stand-in code only.
 */

/** @param {string} body */
export function parseFormBody(body) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part, i) => part !== "" || i === 0);
    /** @type {any} */
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? "");
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}
