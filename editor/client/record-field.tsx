import { useId, useState } from "react";
import { pageEditorWords } from "./words/page-editor";
import { fill, wordsOf } from "./words/studio-words";

type RecordFieldProps = {
  label: string;
  value: unknown;
  onChange(value: Record<string, string>): void;
  /** The content check's message for a key it would refuse, if any. */
  checkKey(key: string): string | undefined;
  /** A value is Markdown or prose of several lines. */
  multiline: boolean;
};

/**
 * Text per key (e.g. notes per consent category: docs/behaviour/page-builder.md#editing):
 * each key with its text and a Remove button, and a new key added by name, checked as
 * the content check will check it (a key taken twice or refused is said beside it,
 * nothing is added).
 */
export function RecordField({ label, value, onChange, checkKey, multiline }: RecordFieldProps) {
  const id = useId();
  const [newKey, setNewKey] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const record = typeof value === "object" && value !== null ? (value as Record<string, string>) : {};
  const entries = Object.entries(record);
  const add = () => {
    const key = newKey.trim();
    const refused = key === "" ? wordsOf(pageEditorWords).typeKey : key in record ? fill(wordsOf(pageEditorWords).keyThere, { key }) : checkKey(key);
    setProblem(refused);
    if (refused) return;
    onChange({ ...record, [key]: "" });
    setNewKey("");
  };
  const remove = (key: string) => onChange(Object.fromEntries(entries.filter(([k]) => k !== key)));
  return (
    <fieldset className="record-field">
      <legend>{label}</legend>
      {entries.length === 0 && <p className="record-field__empty">{wordsOf(pageEditorWords).noEntries}</p>}
      {entries.map(([key, text], index) => {
        const props = { id: `${id}-${index}`, value: String(text ?? ""), onChange: (e: { target: { value: string } }) => onChange({ ...record, [key]: e.target.value }) };
        return (
          <div key={key} className="record-field__entry">
            <label htmlFor={props.id}>{key}</label>
            {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
            <button type="button" className="editor-button editor-button--small" aria-label={fill(wordsOf(pageEditorWords).removeKey, { key })} onClick={() => remove(key)}>
              {wordsOf(pageEditorWords).remove}
            </button>
          </div>
        );
      })}
      <div className="record-field__add">
        <label htmlFor={`${id}-new`}>{wordsOf(pageEditorWords).newKey}</label>
        <span className="record-field__row">
          <input
            id={`${id}-new`}
            value={newKey}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setNewKey(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              add();
            }}
          />
          <button type="button" className="editor-button" onClick={add}>
            {wordsOf(pageEditorWords).addKey}
          </button>
        </span>
        {problem && (
          <p id={`${id}-problem`} className="record-field__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </fieldset>
  );
}
