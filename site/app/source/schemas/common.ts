import { z } from "zod";
import { describeValue } from "../../lib/error-map";
import { refusedLinkScheme } from "../link-address";

/** A format rule whose message quotes what the author wrote. */
function pattern(regex: RegExp, rule: string) {
  return z.string().regex(regex, { abort: true, error: (issue) => `${rule}, received ${describeValue(issue.input)}` });
}

/** Image, page and anchor names are kebab-case (docs/behaviour/content.md#media). */
export const kebabName = pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a kebab-case name (a-z, 0-9 and hyphens)");

/** An anchor id usable in `#id` links. */
export const anchorId = pattern(/^[a-z][a-z0-9-]*$/, "expected an id that starts with a letter and uses only a-z, 0-9 and hyphens");

/**
 * A link's address in a field (a button's, a menu's): a path of the site, a full address, or
 * mailto:, tel: and sms:; never an address that runs code or carries a document of its own
 * (`javascript:`, `data:`), however it is spelt (docs/behaviour/content.md#html-policy).
 */
export const linkHref = z
  .string()
  .min(1)
  .superRefine((value, ctx) => {
    const scheme = refusedLinkScheme(value);
    if (scheme) ctx.addIssue({ code: "custom", message: `${scheme}: addresses are not allowed: link to a page of this site (/shop), a full https:// address, or mailto:, tel: or sms:, received ${describeValue(value)}` });
  });

/** A content image: a name from the media manifest and its text alternative. */
export const imageRef = z.strictObject({
  image: kebabName.meta({ title: "Image", editor: "image" }),
  alt: z.string().min(1, "describe the image for people who cannot see it (alt must not be empty)").meta({ title: "Text alternative" }),
});
export type ImageRef = z.output<typeof imageRef>;

function isRealDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar date written as YYYY-MM-DD that really exists. */
export const isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, "expected a date written as YYYY-MM-DD").refine(isRealDate, {
  error: (issue) => `expected a real calendar date, received ${describeValue(issue.input)}`,
});

/**
 * The page-level escape hatch of the content HTML policy (docs/behaviour/content.md#html-policy):
 * `true` publishes this file's HTML as written, unchecked. Named so it stands out in review.
 */
export const dangerouslyAllowRawHtml = z.boolean().default(false);
