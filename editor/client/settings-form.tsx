import { useEffect, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import type { SiteAddress } from "../server/content/site-addresses";
import { api } from "./api";
import { ConflictChoice } from "./file-form-parts";
import { placeOf, plainProblem } from "./plain-words";
import { ProblemDetails } from "./problem-list";
import { PublishPanel } from "./publish-panel";
import { useBuildJob } from "./use-build-job";
import { valueAt, type SettingsForm } from "./use-settings-file";

type Path = readonly (string | number)[];
const idOf = (path: Path) => `setting-${path.join("-")}`;

/** The id of the list of the site's addresses every address field offers (SettingsFrame draws it). */
const ADDRESSES_LIST = "site-addresses";

/**
 * A settings screen's frame (docs/behaviour/page-builder.md#site-menu-and-footer): the way back,
 * the heading, the form, Save and Publish, the save's status, the conflict choice, and the
 * list of the site's addresses the address fields offer.
 */
export function SettingsFrame({
  form,
  heading,
  intro,
  children,
}: {
  form: SettingsForm;
  heading: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { state: publishState, start: publish } = useBuildJob("/api/publish");
  const [addresses, setAddresses] = useState<SiteAddress[]>([]);
  useEffect(() => {
    void api<SiteAddress[]>("GET", "/api/addresses").then(
      (r) => r.status === 200 && setAddresses(r.body),
    );
  }, []);
  if (typeof form.data === "string")
    return (
      <p role="alert">
        {form.data} <a href="#/">Back to the studio</a>
      </p>
    );
  if (!form.data) return <p>Opening…</p>;
  return (
    <main className="post-editor settings-file" id="main">
      <p>
        <a href="#/">All pages</a>
      </p>
      <h1>{heading}</h1>
      <p className="settings-file__intro">{intro}</p>
      {form.unreadable.length > 0 && (
        <div className="settings-file__broken" role="alert">
          <p>
            <strong>{form.file} was changed by hand and can&apos;t be read as it is.</strong> What could be read is
            below: check it, then save, and the file is written afresh (its old text is kept beside it). Or fix the
            file by hand and reload this page.
          </p>
          <ProblemDetails text={form.unreadable.join("\n")} />
        </div>
      )}
      <form
        className="settings__form settings-file__form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void form.save();
        }}
      >
        {children}
        <ProblemSummary form={form} />
        <div className="post-editor__actions">
          <button
            type="submit"
            className="editor-button editor-button--primary"
          >
            {form.dirty ? "Save" : "Saved"}
          </button>
          <button
            type="button"
            className="editor-button"
            disabled={form.dirty || publishState.status === "running"}
            title={
              form.dirty
                ? "Save first: Publish builds what is saved."
                : undefined
            }
            onClick={() => void publish()}
          >
            Publish the site
          </button>
        </div>
        <p role="status">{form.status}</p>
        {form.details.length > 0 && <ProblemDetails text={form.details.join("\n")} />}
        <PublishPanel state={publishState} />
        {form.conflict && (
          <ConflictChoice
            label={`${form.file} changed on disk`}
            onOverwrite={() => void form.save(form.conflict)}
          />
        )}
      </form>
      <datalist id={ADDRESSES_LIST}>
        {addresses.map((a) => (
          <option
            key={a.href}
            value={a.href}
            label={`${a.label} (${a.kind})`}
          />
        ))}
      </datalist>
    </main>
  );
}

/**
 * Every open problem of the last save, above Save, each naming its place and linking to
 * its field when the screen has one: what a save refused is never only somewhere out of
 * sight (a field the screen does not show, such as an unknown key, is named by its place).
 */
function ProblemSummary({ form }: { form: SettingsForm }) {
  if (form.problems.length === 0) return null;
  return (
    <section
      className="settings-file__problems"
      aria-labelledby="settings-problems-title"
    >
      <h2 id="settings-problems-title">What to fix before saving</h2>
      <ul>
        {form.problems.map((p) => {
          const id = idOf(p.path ?? []);
          const focus = (event: MouseEvent) => {
            event.preventDefault();
            document.getElementById(id)?.focus();
          };
          return (
            <li key={p.text}>
              <a href={`#${id}`} onClick={focus}>
                {plainProblem(placeOf(p.path ?? []), p.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The save's problems about one field, in plain words under its label, the build's line under "Details". */
export function FieldProblems({
  form,
  path,
  label,
}: {
  form: SettingsForm;
  path: Path;
  label: string;
}) {
  const problems = form.problemsAt(path);
  if (problems.length === 0) return null;
  return (
    <div
      className="settings__problem"
      role="alert"
      id={`${idOf(path)}-problem`}
    >
      {problems.map((p) => (
        <div key={p.text}>
          <p>{plainProblem(label, p.message)}</p>
          <ProblemDetails text={p.text} />
        </div>
      ))}
    </div>
  );
}

type FieldProps = {
  form: SettingsForm;
  path: Path;
  label: string;
  help?: string;
  kind?: "text" | "email" | "textarea" | "address";
  optional?: boolean;
  /** Shown in the empty field: what an optional field stands for when left empty. */
  placeholder?: string;
};

/**
 * One text field of a settings file, at `path` in its data: labelled, its help and its
 * problems tied to it for screen readers. An emptied optional field leaves the file.
 * An address field offers the site's pages.
 */
export function SettingField({
  form,
  path,
  label,
  help,
  kind = "text",
  optional = false,
  placeholder,
}: FieldProps) {
  const id = idOf(path);
  const value = valueAt(form.data, path);
  const invalid = form.problemsAt(path).length > 0;
  const described =
    [invalid && `${id}-problem`, help && `${id}-help`]
      .filter(Boolean)
      .join(" ") || undefined;
  const props = {
    id,
    value: typeof value === "string" ? value : "",
    "aria-invalid": invalid || undefined,
    "aria-describedby": described,
    placeholder,
    onChange: (e: { target: { value: string } }) =>
      form.set(
        path,
        optional && e.target.value === "" ? undefined : e.target.value,
      ),
  };
  return (
    <div className="settings__field">
      <label htmlFor={id}>{label}</label>
      {help && <small id={`${id}-help`}>{help}</small>}
      {kind === "textarea" ? (
        <textarea rows={3} {...props} />
      ) : (
        <input
          type={kind === "email" ? "email" : "text"}
          list={kind === "address" ? ADDRESSES_LIST : undefined}
          {...props}
        />
      )}
      <FieldProblems form={form} path={path} label={label} />
    </div>
  );
}

/**
 * Move up, Move down and Remove for the item at `index` of the list at `path`, named with
 * the item (`Move “Shop” up`), so each is told apart by a screen reader and by keyboard.
 */
export function ItemTools({
  form,
  path,
  index,
  name,
}: {
  form: SettingsForm;
  path: Path;
  index: number;
  name: string;
}) {
  const list = (valueAt(form.data, path) as unknown[] | undefined) ?? [];
  const move = (to: number) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item);
    form.set(path, next);
  };
  return (
    <span className="settings-file__tools">
      <button
        type="button"
        className="editor-button"
        disabled={index === 0}
        onClick={() => move(index - 1)}
        aria-label={`Move “${name}” up`}
      >
        Move up
      </button>
      <button
        type="button"
        className="editor-button"
        disabled={index === list.length - 1}
        onClick={() => move(index + 1)}
        aria-label={`Move “${name}” down`}
      >
        Move down
      </button>
      <button
        type="button"
        className="editor-button editor-button--danger"
        onClick={() =>
          form.set(
            path,
            list.filter((_, j) => j !== index),
          )
        }
        aria-label={`Remove “${name}”`}
      >
        Remove
      </button>
    </span>
  );
}

type Link = { label?: string; href?: string };

/**
 * A list of links (a drop-down's, a mega-menu column's, a footer area's): each a label and
 * an address picked from the site's pages or typed (https://…, mailto:…), in order.
 */
export function LinkRows({
  form,
  path,
  noun,
}: {
  form: SettingsForm;
  path: Path;
  noun: string;
}) {
  const links = (valueAt(form.data, path) as Link[] | undefined) ?? [];
  return (
    <fieldset className="settings-file__links">
      <legend>{capital(noun)}s</legend>
      {links.length === 0 && (
        <p className="settings-file__empty">No {noun}s.</p>
      )}
      <ol>
        {links.map((link, i) => (
          <li key={i} className="settings-file__link">
            <SettingField
              form={form}
              path={[...path, i, "label"]}
              label={`${capital(noun)} ${i + 1}: label`}
            />
            <SettingField
              form={form}
              path={[...path, i, "href"]}
              label={`${capital(noun)} ${i + 1}: address`}
              kind="address"
            />
            <ItemTools
              form={form}
              path={path}
              index={i}
              name={link.label || `${noun} ${i + 1}`}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="editor-button"
        onClick={() => form.set(path, [...links, { label: "", href: "" }])}
      >
        Add a {noun}
      </button>
    </fieldset>
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
