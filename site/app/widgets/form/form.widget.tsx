import { z } from "zod";
import { kebabName } from "../../source/schemas/common";
import { defineWidget } from "../define-widget";
import { FIELD_TYPES, MAX_FIELD_LENGTH, SYSTEM_FIELDS, maxLengthOf, optionValue } from "./form-rules.mjs";
import { FormView, type FormViewProps } from "./form-view";

/** Where `{product}` in a form's texts is replaced by what the page is about. */
const SUBJECT_TOKEN = "{product}";

const option = z.strictObject({
  label: z.string().min(1).max(200).meta({ title: "Option" }),
  value: z.string().min(1).max(200).optional().meta({ title: "Value stored", description: "Defaults to the option's text." }),
});

const reserved = new Set(Object.values(SYSTEM_FIELDS));
const field = z
  .strictObject({
    type: z.enum(FIELD_TYPES).meta({ title: "Kind of field" }),
    name: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, "expected a lower-case name (a-z, 0-9 and _, starting with a letter)")
      .refine((name) => !reserved.has(name), { error: (issue) => `"${issue.input}" is used by the form itself; choose another name` })
      .meta({ title: "Name", description: "The field's name in stored submissions and exports." }),
    label: z.string().min(1).max(300).meta({ title: "Label" }),
    help: z.string().min(1).max(500).optional().meta({ title: "Help text", description: "Shown under the label." }),
    required: z.boolean().default(false).meta({ title: "Required" }),
    maxLength: z.number().int().min(1).max(MAX_FIELD_LENGTH).optional().meta({ title: "Maximum length", description: "In characters; text 200, email 254 and textarea 5,000 when not set." }),
    options: z.array(option).min(1).max(50).optional().meta({ title: "Options", description: "The choices of a select." }),
  })
  .superRefine((f, ctx) => {
    if (f.type === "select" && !f.options) ctx.addIssue({ code: "custom", path: ["options"], message: "a select needs its options" });
    if (f.type !== "select" && f.options) ctx.addIssue({ code: "custom", path: ["options"], message: `only a select has options, not a ${f.type}` });
    if ((f.type === "select" || f.type === "checkbox") && f.maxLength !== undefined) {
      ctx.addIssue({ code: "custom", path: ["maxLength"], message: `a ${f.type} has no maximum length` });
    }
    const values = (f.options ?? []).map(optionValue);
    values.forEach((value, i) => {
      if (values.indexOf(value) !== i) ctx.addIssue({ code: "custom", path: ["options", i], message: `the value "${value}" is used twice` });
    });
  });

/**
 * A form visitors send to the site's server (docs/behaviour/content.md#form): stored,
 * and emailed to the owner when SMTP is set up. Pre-rendered as a plain HTML form that
 * works without JavaScript; an enhancer adds inline validation and sending without a
 * reload (form.enhancer.ts). With the check field (`spamCheck`), it asks the server for
 * a short-lived key and carries a honeypot (docs/behaviour/server.md#spam-protection).
 */
const form = defineWidget({
  type: "form",
  label: "Form",
  props: {
    name: kebabName.meta({ title: "Form name", description: "Submissions are stored and exported under it; one form per name on the site." }),
    heading: z.string().min(1).max(200).optional().meta({ title: "Heading", description: `${SUBJECT_TOKEN} is replaced by the product on a product page.` }),
    headingLevel: z.number().int().min(2).max(4).default(2).meta({ title: "Heading level" }),
    intro: z.string().min(1).max(2000).optional().meta({ title: "Introduction", editor: "textarea", description: "Plain text; a blank line starts a new paragraph." }),
    fields: z
      .array(field)
      .min(1)
      .max(30)
      .superRefine((fields, ctx) => {
        const names = fields.map((f) => f.name);
        names.forEach((name, i) => {
          if (names.indexOf(name) !== i) ctx.addIssue({ code: "custom", path: [i, "name"], message: `the name "${name}" is used twice in this form` });
        });
      })
      .meta({ title: "Fields" }),
    submitLabel: z.string().min(1).max(60).default("Send").meta({ title: "Button text" }),
    successMessage: z.string().min(1).max(500).default("Thank you. Your message has been sent.").meta({ title: "Message after sending" }),
    spamCheck: z.boolean().default(true).meta({ title: "Spam check", description: "A key from the server and a hidden trap field; turn off only for a form behind a login." }),
  },
  defaultProps: {
    name: "contact",
    fields: [
      { type: "text", name: "name", label: "Your name", required: true },
      { type: "email", name: "email", label: "Your email", required: true },
      { type: "textarea", name: "message", label: "Message", required: true },
    ],
  },
  resolveData: (props, context): FormViewProps => {
    const { hosting, words } = context.site;
    const subject = context.subject?.title ?? words.forms.thisPiece;
    const named = (text: string) => text.split(SUBJECT_TOKEN).join(subject);
    return {
      name: props.name,
      heading: props.heading && named(props.heading),
      headingLevel: props.headingLevel,
      intro: props.intro ? named(props.intro).split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean) : [],
      fields: props.fields.map((f) => ({ ...f, maxLength: maxLengthOf(f) })),
      submitLabel: props.submitLabel,
      spamCheck: props.spamCheck,
      words: { choose: words.forms.choose, trap: words.forms.trap, formLabel: words.forms.formLabel, requiredNote: words.forms.requiredNote, requiredStar: words.forms.requiredStar },
      page: context.path ?? "",
      ...(context.subject ? { subject: context.subject.slug } : {}),
      ...(hosting.mode === "static" && hosting.contact ? { offline: { notice: hosting.formNotice, contact: hosting.contact } } : {}),
    };
  },
  render: (view) => <FormView {...view} />,
  headings: ({ heading, headingLevel }) => (heading ? [{ text: heading, level: headingLevel }] : []),
  // A static host cannot receive the form: the site must say how else to reach the owner (docs/operations.md#static-hosting).
  check: (_props, { site }) =>
    site.hosting.mode === "static" && !site.hosting.contact
      ? [{ path: ["name"], message: "this site is built for a static host, where a form cannot be sent: set hosting.contact in site.config.ts (an email address or a page address)" }]
      : [],
});

export default form;
declare module "../widget-registry" {
  interface Widgets {
    form: typeof form;
  }
}
