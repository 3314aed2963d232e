import { useEffect, useId, useRef, useState } from "react";
import type { LibraryImage } from "../server/media/media-library";
import { UPLOAD_TYPES } from "../shared/names";
import { api, editingEdition } from "./api";
import { pictureWords } from "./words/pictures";
import { fill, wordsOf as studioWordsOf } from "./words/studio-words";

export type Manifest = Record<string, { width: number; height: number; widths: number[]; placeholder: string }>;

let manifest: Promise<Manifest> | undefined;
/** The media library's images by name, loaded once and again after an upload (`fresh`). */
export const loadManifest = (fresh = false) => {
  if (fresh || !manifest) manifest = api<Manifest>("GET", "/api/media").then((r) => r.body);
  return manifest;
};

let descriptions: Promise<Record<string, string>> | undefined;
/** A use of a picture in the language being edited (the studio reloads when it changes): its words are the ones to show. */
const inEditedLanguage = (file: string, edition = editingEdition()) => (edition ? file.startsWith(`content/editions/${edition}/`) : !file.startsWith("content/editions/"));

/**
 * Each image's first text alternative given where it is used, in the language edited first:
 * what the picker shows beside its thumbnail; read again (`fresh`) each time the pictures
 * open, so one written in Media shows.
 */
const loadDescriptions = (fresh = false) => {
  if (fresh) descriptions = undefined;
  descriptions ??= api<LibraryImage[]>("GET", "/api/library").then((r) =>
    r.status === 200 && Array.isArray(r.body)
      ? Object.fromEntries(r.body.flatMap((image) => image.uses.filter((use) => use.alt).sort((a, b) => Number(inEditedLanguage(b.file)) - Number(inEditedLanguage(a.file))).slice(0, 1).map((use) => [image.name, use.alt])))
      : {},
  );
  return descriptions;
};

/** An image's words in the picker: its text alternative, or its name in words while it has none. */
const wordsOf = (name: string, alt: Record<string, string>) => alt[name] ?? name.replaceAll("-", " ");

/**
 * The image field (docs/behaviour/page-builder.md#images): the chosen picture as a thumbnail
 * with its words, a grid of every picture of the media library to change it (radio buttons:
 * Tab to the grid, the arrow keys to move and choose, Escape or Done to close), and an upload
 * that runs the site's image pipeline and chooses the new picture.
 */
export function ImageField({
  label,
  value,
  onChange,
  id: givenId,
  help,
  invalid = false,
  uploadLabel = studioWordsOf(pictureWords).uploadImage,
}: {
  label: string;
  value: unknown;
  onChange(value: string): void;
  /** The choose button's id, when a problem list links to it. @default a generated one */
  id?: string;
  /** A line under the label, read with the choice. */
  help?: string;
  /** A save's problem is about this field (its message is `${id}-problem`). */
  invalid?: boolean;
  /** The upload's label, telling it apart from another field's on the same screen. @default "Upload an image" */
  uploadLabel?: string;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const described = [invalid && `${id}-problem`, help && `${id}-help`].filter(Boolean).join(" ") || undefined;
  const [names, setNames] = useState<Manifest>({});
  const [alt, setAlt] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const toggle = useRef<HTMLButtonElement>(null);
  const t = studioWordsOf(pictureWords);
  useEffect(() => {
    let live = true;
    void loadManifest().then((m) => live && setNames(m));
    void loadDescriptions().then((d) => live && setAlt(d));
    return () => {
      live = false;
    };
  }, []);
  const current = typeof value === "string" ? value : "";
  const entry = names[current];
  const thumbnail = (name: string, image: Manifest[string]) => (
    <img src={`/media/${name}-${image.widths[0]}.webp`} alt="" width={64} height={Math.round((64 * image.height) / image.width)} loading="lazy" />
  );

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function upload(file: File) {
    setStatus(fill(t.uploading, { name: file.name }));
    const result = await api<{ name: string }>("POST", `/api/media?name=${encodeURIComponent(file.name)}`, file);
    if (result.status !== 201) return setStatus(result.body.message ?? t.uploadFailed);
    setNames(await loadManifest(true));
    onChange(result.body.name);
    setStatus(fill(t.added, { name: result.body.name }));
  }

  return (
    <div className="image-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="image-field__label" id={`${id}-label`}>
        {label}
      </span>
      {help && <small id={`${id}-help`}>{help}</small>}
      <div className="image-field__row">
        {entry ? thumbnail(current, entry) : <span className="image-field__none" />}
        <span className="image-field__chosen">{!current ? t.noneChosen : entry ? wordsOf(current, alt) : fill(t.notAmong, { name: current })}</span>
        <button
          ref={toggle}
          id={id}
          type="button"
          className="editor-button"
          aria-label={fill(open ? t.closeOf : t.chooseOf, { label })}
          aria-expanded={open}
          aria-controls={`${id}-choices`}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          onClick={() => {
            if (!open) void loadDescriptions(true).then(setAlt);
            setOpen(!open);
          }}
        >
          {open ? t.close : t.choose}
        </button>
      </div>
      {open && (
        <fieldset id={`${id}-choices`} className="image-picker" onKeyDown={(e) => e.key === "Escape" && (e.preventDefault(), close())}>
          <legend className="visually-hidden">{t.toChooseFrom}</legend>
          <label className="image-picker__choice">
            <input type="radio" name={`${id}-choice`} value="" checked={current === ""} onChange={() => onChange("")} />
            <span className="image-field__none" />
            <span>{t.noPicture}</span>
          </label>
          {Object.entries(names).map(([name, image]) => (
            <label key={name} className="image-picker__choice">
              <input type="radio" name={`${id}-choice`} value={name} checked={current === name} onChange={() => onChange(name)} />
              {thumbnail(name, image)}
              <span>{wordsOf(name, alt)}</span>
            </label>
          ))}
          <button type="button" className="editor-button" onClick={close}>
            {t.done}
          </button>
        </fieldset>
      )}
      <label className="image-field__upload">
        {uploadLabel}
        <input type="file" accept={UPLOAD_TYPES.join(",")} onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
      </label>
      <p role="status" className="image-field__status">
        {status}
      </p>
    </div>
  );
}
