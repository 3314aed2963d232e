import { ProblemBox } from "./file-form-parts";
import { plainProblem } from "./plain-words";
import { valueAt, type SettingsForm } from "./use-settings-file";

type Path = readonly (string | number)[];

/** The id of the field at `path` of a settings file (and, with `-problem`, of its problems). */
export const idOf = (path: Path) => `setting-${path.join("-")}`;

/** The id of the list of the site's addresses every address field offers (SettingsFrame draws it). */
export const ADDRESSES_LIST = "site-addresses";

/** The save's problems about one field, in plain words under its label, the build's line under "Details". */
export function FieldProblems({ form, path, label }: { form: SettingsForm; path: Path; label: string }) {
  const problems = form.problemsAt(path).map((p) => ({ plain: plainProblem(label, p.message), text: p.text }));
  return <ProblemBox id={`${idOf(path)}-problem`} problems={problems} />;
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
export function SettingField({ form, path, label, help, kind = "text", optional = false, placeholder }: FieldProps) {
  const id = idOf(path);
  const value = valueAt(form.data, path);
  const invalid = form.problemsAt(path).length > 0;
  const described = [invalid && `${id}-problem`, help && `${id}-help`].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    value: typeof value === "string" ? value : "",
    "aria-invalid": invalid || undefined,
    "aria-describedby": described,
    placeholder,
    onChange: (e: { target: { value: string } }) => form.set(path, optional && e.target.value === "" ? undefined : e.target.value),
  };
  return (
    <div className="settings__field">
      <label htmlFor={id}>{label}</label>
      {help && <small id={`${id}-help`}>{help}</small>}
      {kind === "textarea" ? <textarea rows={3} {...props} /> : <input type={kind === "email" ? "email" : "text"} list={kind === "address" ? ADDRESSES_LIST : undefined} {...props} />}
      <FieldProblems form={form} path={path} label={label} />
    </div>
  );
}
