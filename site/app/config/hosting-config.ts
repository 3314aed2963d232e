import { z } from "zod";

/**
 * Where the site is served (docs/operations.md#static-hosting, docs/decisions/034-operations.md).
 *
 * - `server`: the site's own server: forms, the consent log, search results in the page
 *   without JavaScript.
 * - `static`: a static host (Netlify, Cloudflare Pages, a bucket behind a CDN), where no
 *   program answers a POST. Forms are replaced by how to reach the owner (`contact`), the
 *   consent log sends nothing and the consent id is not shown, and the search page
 *   searches in the browser only (without JavaScript it says so and offers the menu).
 *
 * `npm run export-static` builds the `static` site whatever the file says
 * (`VITRINE_STATIC_EXPORT=1`), into `site/build-static`.
 */
export const STATIC_EXPORT_ENV = "VITRINE_STATIC_EXPORT";

const isContact = (text: string) => z.email().safeParse(text).success || z.url({ protocol: /^https?$/ }).safeParse(text).success || /^\/\S*$/.test(text);
const contact = z.string().trim().refine(isContact, "must be an email address or a page address (https://… or /contact)");

export const hostingConfigSchema = z
  .strictObject({
    /** `server` (the site's own server) or `static` (any static host). @default "server" */
    mode: z.enum(["server", "static"]).default("server"),
    /** How visitors reach the owner where a form cannot be sent (static): an email address, or a page's address. */
    contact: contact.optional(),
    /** What stands in a form's place on a static host; `{contact}` becomes the link. @default "To get in touch, write to {contact}." */
    formNotice: z
      .string()
      .min(1)
      .max(300)
      .refine((text) => text.includes("{contact}"), "must contain {contact}, where the link goes")
      .default("To get in touch, write to {contact}."),
    /** What the search page says to a visitor without JavaScript on a static host. @default "Searching this site needs JavaScript. Browse it instead:" */
    searchNotice: z.string().min(1).max(300).default("Searching this site needs JavaScript. Browse it instead:"),
  })
  .prefault({});

export type HostingConfig = z.output<typeof hostingConfigSchema>;

/** The site as `npm run export-static` builds it: the file's `hosting`, in `static` mode. */
export function hostingFromEnv<T extends { hosting?: { mode?: "server" | "static" } }>(input: T, env: Record<string, string | undefined>): T {
  if (env[STATIC_EXPORT_ENV] !== "1") return input;
  return { ...input, hosting: { ...input.hosting, mode: "static" } };
}
