import "./rich-body.css";
import { useEffect, useState, type ReactNode } from "react";
import { loadManifest, type Manifest } from "../image-field";
import { RichBodyEditor } from "./rich-body-editor";
import { richReadiness } from "./round-trip";
import { richWords } from "../words/rich-body";
import { fill, wordsOf } from "../words/studio-words";

type Mode = "rich" | "markdown";
/** The owner's last choice of how to write a body, kept in this browser. */
const MODE_KEY = "vitrine-studio:post-body";

const preferred = (): Mode => (globalThis.localStorage?.getItem(MODE_KEY) === "markdown" ? "markdown" : "rich");

/** Why a body stays in Markdown, in a sentence (`reasons` from richReadiness). */
const whyMarkdown = (thing: string, reasons: string[], opening: boolean) =>
  fill(thing === "product" ? wordsOf(richWords).whyProduct : wordsOf(richWords).whyPost, { reasons: reasons.join("; "), opensOrStays: opening ? wordsOf(richWords).opens : wordsOf(richWords).stays });

export type BodyFieldProps = {
  body: string;
  saved: string;
  onChange(body: string): void;
  /** The body's problems, drawn under it; `invalid` says there are some. */
  problems: ReactNode;
  invalid: boolean;
  /** What goes in an empty body: a hint shown in it, never written. */
  hint?: string;
  /** Whose body it is: its ids start with it (`post-body`, `product-body`). @default "post" */
  thing?: "post" | "product";
  /** The field's name on screen. @default "Body" */
  label?: string;
};

/**
 * A post's body or a product's description (docs/decisions/045-rich-text-post-body.md): rich text when the rich
 * editor can give it back as it is, else Markdown with the reason; the owner's choice
 * between the two is remembered. Markdown is what is stored either way.
 */
export function BodyField({ body, saved, onChange, problems, invalid, hint, thing = "post", label = "Body" }: BodyFieldProps) {
  const id = `${thing}-body`;
  const [mode, setMode] = useState<Mode>(() => (preferred() === "rich" && richReadiness(body).rich ? "rich" : "markdown"));
  const [notice, setNotice] = useState(() => {
    const readiness = preferred() === "rich" ? richReadiness(body) : { rich: true as const };
    return readiness.rich ? "" : whyMarkdown(thing, readiness.reasons, true);
  });
  const [manifest, setManifest] = useState<Manifest | undefined>();
  useEffect(() => {
    let live = true;
    void loadManifest().then((m) => live && setManifest(m));
    return () => {
      live = false;
    };
  }, []);

  function choose(next: Mode) {
    if (next === "rich") {
      const readiness = richReadiness(body);
      if (!readiness.rich) return setNotice(whyMarkdown(thing, readiness.reasons, false));
    }
    localStorage.setItem(MODE_KEY, next);
    setNotice("");
    setMode(next);
  }
  const describedBy = invalid ? `${id}-problem` : undefined;

  return (
    <div className="body-field">
      <div className="body-field__head">
        <span className="body-field__label" id={`${id}-label`}>
          {label}
        </span>
        <fieldset className="body-field__modes">
          <legend className="visually-hidden">{fill(wordsOf(richWords).writeAs, { label: label.toLowerCase() })}</legend>
          {(["rich", "markdown"] as const).map((m) => (
            <label key={m}>
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => choose(m)} />
              {m === "rich" ? wordsOf(richWords).richText : wordsOf(richWords).markdown}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="body-field__notice" role="status">
        {notice}
      </p>
      {mode === "rich" && manifest ? (
        <RichBodyEditor markdown={body} saved={saved} onChange={onChange} manifest={manifest} id={id} labelledBy={`${id}-label`} describedBy={describedBy} invalid={invalid} hint={hint} />
      ) : mode === "rich" ? (
        <p>{wordsOf(richWords).openingEditor}</p>
      ) : (
        <>
          <label htmlFor={id} className="visually-hidden">
            {fill(wordsOf(richWords).inMarkdown, { label })}
          </label>
          <textarea id={id} rows={16} placeholder={hint} value={body} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        </>
      )}
      {problems}
    </div>
  );
}
