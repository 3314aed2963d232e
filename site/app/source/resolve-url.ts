/**
 * An address in content as the browser will resolve it (docs/behaviour/content.md#html-policy),
 * so the policy judges what the visitor's browser will really ask for, not what the text
 * seems to say. The HTML parser has already decoded character references (`ht&#9;tps:`);
 * the WHATWG URL parser then drops leading and trailing spaces and controls, removes every
 * tab and newline, reads `\` as `/` in http(s) addresses and resolves against the page's
 * own address — so `/\host`, `\\host`, `/&#10;/host` and `http:host` all reach `host`.
 * One resolver serves every check that needs it: the content HTML policy's refusals and
 * gates, and link fields of widgets.
 */
export type ResolvedAddress =
  /** On the page's own host (any path, or a fragment). */
  | { kind: "own"; url: URL }
  /** http(s) on another host: the visitor's address reaches it if the browser fetches this. */
  | { kind: "other-host"; url: URL; host: string }
  /** Another scheme: `javascript:`, `data:`, `mailto:` …, lower case without the colon. */
  | { kind: "scheme"; scheme: string; url: URL }
  /** Not an address the browser can parse: it fetches nothing. */
  | { kind: "invalid" };

const WEB = new Set(["http:", "https:"]);

function resolveOn(value: string, base: URL): ResolvedAddress {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { kind: "invalid" };
  }
  if (!WEB.has(url.protocol)) return { kind: "scheme", scheme: url.protocol.slice(0, -1), url };
  // The page's own host is its own, whatever the scheme: an http address there is mixed content, not another site.
  if (url.host === base.host) return { kind: "own", url };
  return { kind: "other-host", url, host: url.host };
}

/**
 * `value` resolved against the page, over https and over http alike: the site may be served
 * either way (a preview, a local server), and `https:host` is a path on an https page but
 * another host on an http one. Another host under either wins.
 */
export function resolveAddress(value: string, page: string | URL): ResolvedAddress {
  const base = new URL(page);
  const other = new URL(base);
  other.protocol = base.protocol === "https:" ? "http:" : "https:";
  const [first, second] = [resolveOn(value, base), resolveOn(value, other)];
  return first.kind !== "other-host" && second.kind === "other-host" ? second : first;
}

const WHITESPACE = /[\t\n\f\r ]/;

/**
 * The addresses of a `srcset`, every candidate, split as the HTML standard's "parse a srcset
 * attribute" splits them: an address is a run of non-space characters (commas inside it
 * included, trailing commas not), then descriptors up to the next comma outside parentheses.
 */
export function srcsetAddresses(srcset: string): string[] {
  const found: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && (WHITESPACE.test(srcset[at]!) || srcset[at] === ",")) at++;
    if (at >= srcset.length) break;
    const start = at;
    while (at < srcset.length && !WHITESPACE.test(srcset[at]!)) at++;
    let address = srcset.slice(start, at);
    const trimmed = address.replace(/,+$/, "");
    if (trimmed !== address) {
      address = trimmed;
    } else {
      // Descriptors: up to a comma outside parentheses.
      let depth = 0;
      while (at < srcset.length && (depth > 0 || srcset[at] !== ",")) {
        if (srcset[at] === "(") depth++;
        else if (srcset[at] === ")") depth = Math.max(0, depth - 1);
        at++;
      }
    }
    if (address) found.push(address);
  }
  return found;
}
