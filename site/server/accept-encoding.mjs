// @ts-check
/**
 * Which precompressed copy a client takes, from its Accept-Encoding (RFC 9110 §12.5.3):
 * q-values count, `q=0` refuses, `*` stands for any coding not named.
 */
import { ENCODINGS } from "./file-types.mjs";

/**
 * @param {string | undefined} header
 * @returns {Set<string>} the acceptable codings among ours, best first
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get("*");
  return new Set(ENCODINGS.map((e) => e.name).filter((name) => (weights.get(name) ?? any ?? 0) > 0));
}
