/**
 * Ways of writing an address on another host that a browser still reads as that host, as
 * HTML source (the parser decodes the references): slashes or backslashes, a scheme without
 * slashes, a tab or newline inside, a space before, upper case. For the content policy's
 * tests and the browser test that checks them against Chromium (docs/behaviour/content.md#html-policy).
 */
export const FOREIGN_SPELLINGS: readonly ((hostAndPath: string) => string)[] = [
  (a) => `https://${a}`,
  (a) => `//${a}`,
  (a) => `/\\${a}`,
  (a) => `\\\\${a}`,
  (a) => `ht&#9;tps://${a}`,
  (a) => `ht&Tab;tps://${a}`,
  (a) => `/&#10;/${a}`,
  (a) => `/&NewLine;/${a}`,
  (a) => `http:${a}`,
  (a) => `https:${a}`,
  (a) => `&#x20;https://${a}`,
  (a) => `https:\\\\${a}`,
  (a) => `HTTPS://${a.toUpperCase()}`,
];

/** In a srcset a tab or newline ends the address: "ht	tps://…" is the address "ht" and a broken descriptor, which the browser drops. */
export const splitsSrcset = (spelt: string): boolean => /&(#9|#10|Tab|NewLine);/.test(spelt.slice(1));
