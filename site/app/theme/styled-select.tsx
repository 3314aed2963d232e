import { useId } from "react";

export type StyledSelectOption = { value: string; label: string };

export type StyledSelectProps = {
  /** Visible label text; also the select's accessible name. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: StyledSelectOption[];
  /** Element id for the select; generated when omitted. */
  id?: string;
  className?: string;
};

/**
 * Styled select box (spec §2 "Theme", §9: 34 px high, 13 px font).
 * A native <select> underneath keeps the platform's keyboard and screen-reader
 * behaviour; only its box and arrow are restyled (see `.styled-select` in global.css).
 */
export function StyledSelect({ label, name, value, onChange, options, id, className }: StyledSelectProps) {
  const generated = useId();
  const selectId = id ?? `select-${generated.replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <div className={className ? `styled-select ${className}` : "styled-select"}>
      <label className="styled-select__label" htmlFor={selectId}>
        {label}
      </label>
      <span className="styled-select__box">
        <select
          id={selectId}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="styled-select__control"
        >
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
