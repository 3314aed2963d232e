import { useId } from "react";

/** Text per key (e.g. a label per consent category): one line per key, keys fixed by the content, values edited. */
export function RecordField({ label, value, onChange }: { label: string; value: unknown; onChange(value: Record<string, string>): void }) {
  const id = useId();
  const entries = Object.entries(typeof value === "object" && value !== null ? (value as Record<string, string>) : {});
  return (
    <fieldset className="record-field">
      <legend>{label}</legend>
      {entries.length === 0 && <p>No entries.</p>}
      {entries.map(([key, text]) => (
        <p key={key}>
          <label htmlFor={`${id}-${key}`}>{key}</label>
          <input id={`${id}-${key}`} value={String(text ?? "")} onChange={(e) => onChange({ ...Object.fromEntries(entries), [key]: e.target.value })} />
        </p>
      ))}
    </fieldset>
  );
}
