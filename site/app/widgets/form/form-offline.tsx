import { formId } from "./form-names.mjs";

/** What stands in a form's place on a static host (app/config/hosting-config.ts). */
export type FormOffline = {
  /** The sentence, with `{contact}` where the link goes. */
  notice: string;
  /** An email address, or a page's address. */
  contact: string;
};

/** The link to the owner: a mail with the form's heading as its subject, or the page. */
export function contactLink(contact: string, subject: string | undefined): { href: string; label: string } {
  if (!contact.includes("@") || contact.startsWith("http") || contact.startsWith("/")) return { href: contact, label: contact };
  return { href: `mailto:${contact}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`, label: contact };
}

/**
 * A form on a static host, where nothing would receive it (docs/operations.md#static-hosting):
 * its heading, then how to reach the owner instead. Its introduction, written for the
 * form, is left out, and so are its fields: nothing asks a visitor to type what cannot be sent.
 */
export function FormOfflineView({ name, heading, headingLevel, offline }: { name: string; heading?: string; headingLevel: number; offline: FormOffline }) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const { href, label } = contactLink(offline.contact, heading);
  const [before, after = ""] = offline.notice.split("{contact}") as [string, string?];
  return (
    <div id={formId(name)} className="form form--offline">
      {heading && <Heading className="form__heading">{heading}</Heading>}
      <p className="form__offline">
        {before}
        <a href={href}>{label}</a>
        {after}
      </p>
    </div>
  );
}
