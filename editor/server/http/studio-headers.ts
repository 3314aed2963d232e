import type { ServerResponse } from "node:http";

/**
 * The studio's own Content-Security-Policy (docs/behaviour/page-builder.md#who-may-edit):
 * scripts only from its own files, never inline, so HTML a page or post carries
 * (`dangerouslyAllowRawHtml`) runs nothing in the canvas or the post preview, frames drawn
 * by the studio's page that inherit this policy. Styles may be inline: the kit's variables
 * and the editor library's positions are. The studio is framed by nothing but itself and
 * fetches from nothing but itself.
 */
const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  // Only the studio itself: a page side by side with its translation is two studio frames.
  "frame-ancestors 'self'",
].join("; ");

/** Headers on every answer of the studio, signed in or not. */
export function setStudioHeaders(response: ServerResponse): void {
  response.setHeader("content-security-policy", STUDIO_CSP);
  response.setHeader("x-content-type-options", "nosniff");
  response.setHeader("referrer-policy", "no-referrer");
  // Another origin (the preview's port among them) may not load the studio's files into its pages.
  response.setHeader("cross-origin-resource-policy", "same-origin");
}
