import type { EnhancerContext } from "../../islands/define-enhancer";
import { currentValue, readFields, showProblem, showStatus, type DomField } from "./form-dom";
import { CHECK_ATTR, FORM_ATTR, FORM_CLASSES, POST_ATTR, formKeyAddress } from "./form-names.mjs";
import { SYSTEM_FIELDS, cleanValue, fieldProblem, summaryMessage } from "./form-rules.mjs";
// The forms' words in the site's language, loaded with this code (docs/decisions/039-site-words.md).
import FORM_WORDS from "../../config/parts/form-words";
import { editionPrefixOfPage } from "../../lib/site-path";

/** What the server answers a form sent with `Accept: application/json` (site/server/forms/form-routes.mjs). */
type Answer = { ok: true; message: string } | { ok: false; kind?: string; message: string; errors?: Record<string, string>; key?: string; notBefore?: number };

const problemOf = (field: DomField) => fieldProblem(field.field, cleanValue(field.field, currentValue(field)), FORM_WORDS);

/**
 * Inline validation with the rules the server applies, and sending without a reload
 * (docs/behaviour/server.md#forms). A form with the check field first asks for its
 * spam-protection key, and holds a quick submission until the key is good rather than
 * let the server take the visitor for a script. Once sent, the form is emptied and takes
 * a new key: a second press sends nothing twice, and the server stores a key's
 * submission once however often it arrives (site/server/forms/form-submission.mjs).
 * A form marked `data-form-post` (the checkout's) is checked the same way, then sent by
 * the browser as the plain POST it is, since its server answers with a page.
 */
export default function enhanceForm(form: HTMLElement, { store }: EnhancerContext) {
  if (!(form instanceof HTMLFormElement)) return;
  const fields = readFields(form);
  const keyInput = form.querySelector<HTMLInputElement>(`input[name="${SYSTEM_FIELDS.key}"]`);
  const action = form.action.split("#")[0] ?? form.action;
  // The browser's own bubbles would speak other words than the server's: ours show instead.
  form.noValidate = true;
  let notBefore = 0;
  let keyReady: Promise<void> = Promise.resolve();
  const fetchKey = () => {
    if (!form.hasAttribute(CHECK_ATTR) || !keyInput) return;
    keyInput.value = "";
    // Asked of the page's own edition, which knows its forms (docs/decisions/046-two-languages-on-one-site.md).
    keyReady = fetch(`${editionPrefixOfPage()}${formKeyAddress(form.getAttribute(FORM_ATTR) ?? "")}`, { method: "POST", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ key: string; notBefore: number }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ key, notBefore: from }) => {
        keyInput.value = key;
        notBefore = from;
      })
      // Without a key the server asks the visitor to send again and hands one out then.
      .catch((error: unknown) => console.warn("The form's spam-protection key could not be fetched:", error));
  };
  fetchKey();

  for (const field of fields) {
    // A message appears once the visitor leaves a field, and goes as soon as it is fixed.
    store.add(field.control, "blur", () => {
      if (currentValue(field) !== "" || field.control.hasAttribute("aria-invalid")) showProblem(field, problemOf(field));
    });
    store.add(field.control, field.field.type === "checkbox" || field.field.type === "select" ? "change" : "input", () => {
      if (field.control.hasAttribute("aria-invalid")) showProblem(field, problemOf(field));
    });
  }

  let sending = false;
  // A page the browser keeps and shows again on "Back" keeps this state: the form sends again.
  store.add(window, "pageshow", () => {
    sending = false;
  });
  store.add(form, "submit", (event: SubmitEvent) => {
    if (sending) return void event.preventDefault();
    const problems = fields.map((field) => [field, problemOf(field)] as const).filter(([, problem]) => problem);
    for (const field of fields) showProblem(field, problemOf(field));
    if (problems.length > 0) {
      event.preventDefault();
      showStatus(form, "error", summaryMessage(problems.length, FORM_WORDS));
      problems[0]?.[0].control.focus();
      return;
    }
    sending = true;
    // The browser sends it and the server answers with a page; a second press sends nothing twice.
    if (form.hasAttribute(POST_ATTR)) return;
    event.preventDefault();
    form.classList.add(FORM_CLASSES.busy);
    form.setAttribute("aria-busy", "true");
    void send().finally(() => {
      sending = false;
      form.classList.remove(FORM_CLASSES.busy);
      form.removeAttribute("aria-busy");
    });
  });

  async function send() {
    await keyReady;
    const wait = notBefore - Date.now();
    if (wait > 0) await new Promise((resolve) => store.timeout(() => resolve(undefined), wait + 50));
    let answer: Answer;
    try {
      const body = new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>);
      const response = await fetch(action, { method: "POST", headers: { Accept: "application/json" }, body });
      answer = (await response.json()) as Answer;
    } catch {
      showStatus(form as HTMLFormElement, "error", FORM_WORDS.networkProblem);
      return;
    }
    if (answer.ok) {
      // Emptied, so the same message is not sent again by a second press; the status stays.
      (form as HTMLFormElement).reset();
      for (const field of fields) showProblem(field, undefined);
      fetchKey();
      form.classList.add(FORM_CLASSES.sent);
      showStatus(form as HTMLFormElement, "success", answer.message);
      return;
    }
    if (answer.key && keyInput) {
      keyInput.value = answer.key;
      notBefore = answer.notBefore ?? 0;
    }
    for (const field of fields) showProblem(field, answer.errors?.[field.field.name]);
    showStatus(form as HTMLFormElement, "error", answer.message);
  }
}
