import { useId } from "react";

export type StyledSelectOption = { value: string; label: string };

export type StyledSelectProps = {
  /** Visible label text; also the select's accessible name. */
  label: string;
  name: string;
  /** The option selected in the pre-rendered page. */
  defaultValue: string;
  options: StyledSelectOption[];
  /** Element id for the select; generated when omitted. */
  id?: string;
  className?: string;
};

/**
 * Styled select box (docs/behaviour/theme.md#select-boxes: 34 px high, 13 px font).
 * A native <select> keeps the platform's keyboard and screen-reader behaviour; only
 * its box and arrow are restyled (see `.styled-select` in global.css). It is static
 * HTML: behaviour comes from an enhancer reading and listening to the select.
 * `autocomplete="off"` keeps the browser from restoring an old choice on a return
 * visit, which the pre-rendered order would not match.
 */
export function StyledSelect({ label, name, defaultValue, options, id, className }: StyledSelectProps) {
  const generated = useId();
  const selectId = id ?? `select-${generated.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div className={className ? `styled-select ${className}` : "styled-select"}>
      <label className="styled-select__label" htmlFor={selectId}>
        {label}
      </label>
      <span className="styled-select__box">
        <select id={selectId} name={name} defaultValue={defaultValue} autoComplete="off" className="styled-select__control">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
