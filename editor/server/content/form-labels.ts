import { collectForms, type ContentStore } from "@vitrine/site/editor/server";

/** Each form's fields' labels, by the form's name and the field's: `{ contact: { message: "Message" } }`. */
export type FormLabels = Record<string, Record<string, string>>;

/**
 * The labels the site's forms give their fields, as the visitor read them (docs/owner.md#messages):
 * the inbox names a message's fields by them, in the language of the edition it came from.
 */
export function formLabelsOf(store: ContentStore): FormLabels {
  const { forms } = collectForms(store, { name: "", url: "" }).manifest;
  return Object.fromEntries(Object.entries(forms).map(([name, form]) => [name, Object.fromEntries(form.fields.map((field) => [field.name, field.label]))]));
}
