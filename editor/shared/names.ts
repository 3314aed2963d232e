/** Names the editor's server and page share (one place, docs/behaviour/page-builder.md#who-may-edit). */

/** The editor's session cookie: HttpOnly, SameSite=Strict, Secure on https. */
export const SESSION_COOKIE = "vitrine_editor";
/** The header every writing request carries the CSRF token in. */
export const CSRF_HEADER = "x-vitrine-csrf";

/** What an upload may be: the formats the image pipeline reads that cameras and phones write. */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif", "image/tiff"];

/** The header that names the language a request is about, a second language's edition (`fr`); none for the first. */
export const EDITION_HEADER = "x-vitrine-edition";

/** The site's config as the studio's page imports it: made by its server from the content folder it edits. */
export const SITE_CONFIG_PATH = "/studio-site-config.js";
