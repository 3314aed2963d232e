import type { HeaderRule } from "../../server/headers-file.mjs";

/**
 * The headers every answer carries, page or file (docs/decisions/017-csp-and-headers.md).
 * One rule for the whole site: static hosts join the values of overlapping rules, and
 * two Content-Security-Policy values would both be enforced, so per-page policies
 * cannot be written portably; the policy holds every page's hashes instead.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Two years, the common preload value; no includeSubDomains, which would bind the owner's other hosts. */
const HSTS = "max-age=63072000";

export function securityHeaderRules(csp: string): HeaderRule[] {
  return [
    {
      pattern: "/*",
      headers: [
        ["Content-Security-Policy", csp],
        ["X-Content-Type-Options", "nosniff"],
        ["Referrer-Policy", "strict-origin-when-cross-origin"],
        ["Permissions-Policy", PERMISSIONS_POLICY],
        ["Cross-Origin-Opener-Policy", "same-origin"],
        ["X-Frame-Options", "SAMEORIGIN"],
        ["Strict-Transport-Security", HSTS],
      ],
    },
  ];
}
