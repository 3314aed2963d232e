import { ERROR_ATTR, FIELD_ATTR, FORM_CLASSES, STATUS_ATTR } from "./form-names.mjs";
import { CHECKED_VALUE, FIELD_TYPES, type FormField } from "./form-rules.mjs";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One field as the page shows it: its rules read back from the pre-rendered markup. */
export type DomField = { field: FormField; control: Control; message: HTMLElement | null };

function fieldType(control: Control): FormField["type"] {
  const type = control instanceof HTMLInputElement ? control.type : control.tagName.toLowerCase();
  return (FIELD_TYPES as readonly string[]).includes(type) ? (type as FormField["type"]) : "text";
}

/** Every author's field of `form`, with the rules the server will apply to it. */
export function readFields(form: HTMLFormElement): DomField[] {
  return Array.from(form.querySelectorAll<HTMLElement>(`[${FIELD_ATTR}]`), (wrapper) => {
    const name = wrapper.getAttribute(FIELD_ATTR) ?? "";
    const control = wrapper.querySelector<Control>(`[name="${CSS.escape(name)}"]`)!;
    const label = wrapper.querySelector("label")?.firstChild?.textContent?.trim() ?? name;
    const maxLength = "maxLength" in control && control.maxLength > 0 ? control.maxLength : undefined;
    const options = control instanceof HTMLSelectElement ? Array.from(control.options, (o) => ({ label: o.text, value: o.value })).filter((o) => o.value) : undefined;
    const field: FormField = { type: fieldType(control), name, label, required: control.required, ...(maxLength ? { maxLength } : {}), ...(options ? { options } : {}) };
    return { field, control, message: wrapper.querySelector<HTMLElement>(`[${ERROR_ATTR}]`) };
  });
}

/** What a field holds now, as the form would send it. */
export function currentValue({ control }: DomField): string {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked ? CHECKED_VALUE : "";
  return control.value;
}

/** Shows `problem` under the field (or clears it). */
export function showProblem({ control, message }: DomField, problem: string | undefined) {
  if (problem) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  if (!message) return;
  message.textContent = problem ?? "";
  message.hidden = !problem;
}

/** Says what happened in the status region, and moves focus there so it is read at once. */
export function showStatus(form: HTMLFormElement, tone: "error" | "success", text: string) {
  const status = form.querySelector<HTMLElement>(`[${STATUS_ATTR}]`);
  if (!status) return;
  status.classList.toggle(FORM_CLASSES.statusError, tone === "error");
  status.classList.toggle(FORM_CLASSES.statusSuccess, tone === "success");
  const paragraph = document.createElement("p");
  paragraph.textContent = text;
  status.replaceChildren(paragraph);
  status.focus();
}
