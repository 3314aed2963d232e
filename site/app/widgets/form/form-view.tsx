import { Fragment, type ReactNode } from "react";
import {
  CHECK_ATTR,
  ERROR_ATTR,
  FIELD_ATTR,
  FORM_ATTR,
  STATUS_ATTR,
  controlId,
  errorId,
  formAction,
  formId,
  helpId,
} from "./form-names.mjs";
import { FormOfflineView, type FormOffline } from "./form-offline";
import { CHECKED_VALUE, SYSTEM_FIELDS, optionValue, type FormField } from "./form-rules.mjs";
import "./form.css";
import { sitePath } from "../../lib/site-path";

type ViewField = FormField & { help?: string };

export type FormViewProps = {
  name: string;
  heading?: string;
  headingLevel: number;
  /** Paragraphs of plain text. */
  intro: string[];
  fields: ViewField[];
  submitLabel: string;
  spamCheck: boolean;
  /** The form's own words in the site's language (`words.forms`). */
  words: { choose: string; trap: string; formLabel: string; requiredNote: string; requiredStar: string };
  /** The page's address, sent with the form so the server can answer with the same page. */
  page: string;
  /** The product a product page's form is about (its slug). */
  subject?: string;
  /** On a static host: how to reach the owner, shown instead of the form. */
  offline?: FormOffline;
};

/** A field's control: its id, name, rules as HTML attributes, and the ids that describe it. */
function Control({ form, field, choose }: { form: string; field: ViewField; choose: string }) {
  const id = controlId(form, field.name);
  const describedBy = [field.help ? helpId(form, field.name) : "", errorId(form, field.name)].filter(Boolean).join(" ");
  const common = { id, name: field.name, required: field.required, "aria-describedby": describedBy };
  switch (field.type) {
    case "textarea":
      return <textarea {...common} rows={6} maxLength={field.maxLength} />;
    case "select":
      return (
        <select {...common} defaultValue="">
          <option value="">{choose}</option>
          {(field.options ?? []).map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "checkbox":
      return <input {...common} type="checkbox" value={CHECKED_VALUE} />;
    default:
      return (
        <input
          {...common}
          type={field.type}
          maxLength={field.maxLength}
          autoComplete={field.type === "email" ? "email" : field.name === "name" ? "name" : undefined}
          spellCheck={field.type === "email" ? false : undefined}
        />
      );
  }
}

function Field({ form, field, choose }: { form: string; field: ViewField; choose: string }) {
  const label = (
    <label htmlFor={controlId(form, field.name)} className="form__label">
      {field.label}
      {field.required && (
        <span className="form__required" aria-hidden="true">
          {" "}*
        </span>
      )}
    </label>
  );
  const help = field.help && (
    <p className="form__help" id={helpId(form, field.name)}>
      {field.help}
    </p>
  );
  const message = <p className="form__error" id={errorId(form, field.name)} {...{ [ERROR_ATTR]: field.name }} hidden />;
  const attrs = { className: `form__field form__field--${field.type}`, [FIELD_ATTR]: field.name };
  if (field.type === "checkbox") {
    return (
      <div {...attrs}>
        <Control form={form} field={field} choose={choose} />
        {label}
        {help}
        {message}
      </div>
    );
  }
  return (
    <div {...attrs}>
      {label}
      {help}
      <Control form={form} field={field} choose={choose} />
      {message}
    </div>
  );
}

/**
 * The form as pre-rendered HTML: a plain POST to the site's server with the browser's own
 * validation, so it works without JavaScript; the server answers with this page again,
 * the form filled in and its messages set (docs/behaviour/server.md#forms). The action's
 * fragment brings the visitor back to the form on that answer.
 */
export function FormView(props: FormViewProps) {
  const { name, heading, headingLevel, intro, fields, submitLabel, spamCheck, page, subject, offline } = props;
  if (offline) return <FormOfflineView name={name} heading={heading} headingLevel={headingLevel} offline={offline} />;
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const headingId = `${formId(name)}-title`;
  const required = fields.some((f) => f.required);
  const extra: Record<string, string> = { [FORM_ATTR]: name };
  if (spamCheck) extra[CHECK_ATTR] = "";
  let trap: ReactNode = null;
  if (spamCheck) {
    // People never see it; scripts fill it in (docs/behaviour/server.md#spam-protection).
    const id = controlId(name, SYSTEM_FIELDS.honeypot);
    trap = (
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={id}>{props.words.trap}</label>
        <input id={id} name={SYSTEM_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    );
  }
  return (
    <form
      id={formId(name)}
      className="form"
      method="post"
      action={`${sitePath(formAction(name))}#${formId(name)}`}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : props.words.formLabel}
      {...extra}
    >
      {heading && (
        <Heading id={headingId} className="form__heading">
          {heading}
        </Heading>
      )}
      {intro.map((paragraph, i) => (
        <p key={i} className="form__intro">
          {paragraph}
        </p>
      ))}
      <div className="form__status" role="status" tabIndex={-1} {...{ [STATUS_ATTR]: "" }} />
      {required && (
        <p className="form__legend">
          {/* The asterisk as fields show it, said to a screen reader in words. */}
          {props.words.requiredNote.split("{star}").map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  <span aria-hidden="true">*</span>
                  <span className="visually-hidden">{props.words.requiredStar}</span>
                </>
              )}
              {part}
            </Fragment>
          ))}
        </p>
      )}
      <input type="hidden" name={SYSTEM_FIELDS.page} value={page} />
      {subject && <input type="hidden" name={SYSTEM_FIELDS.subject} value={subject} />}
      {spamCheck && <input type="hidden" name={SYSTEM_FIELDS.key} defaultValue="" />}
      {fields.map((field) => (
        <Field key={field.name} form={name} field={field} choose={props.words.choose} />
      ))}
      {trap}
      <div className="form__actions">
        <button type="submit" className="button form__submit">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
