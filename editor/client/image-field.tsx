import { useEffect, useId, useState } from "react";
import { UPLOAD_TYPES } from "../shared/names";
import { api } from "./api";

export type Manifest = Record<string, { width: number; height: number; widths: number[]; placeholder: string }>;

let manifest: Promise<Manifest> | undefined;
/** The media library's images by name, loaded once and again after an upload (`fresh`). */
export const loadManifest = (fresh = false) => {
  if (fresh || !manifest) manifest = api<Manifest>("GET", "/api/media").then((r) => r.body);
  return manifest;
};

/**
 * The image field (docs/behaviour/page-builder.md#images): a choice over the media
 * manifest with a thumbnail, and an upload that runs the site's image pipeline and adds
 * the image to the manifest.
 */
export function ImageField({
  label,
  value,
  onChange,
  id: givenId,
  help,
  invalid = false,
  uploadLabel = "Upload an image",
}: {
  label: string;
  value: unknown;
  onChange(value: string): void;
  /** The choice's id, when a problem list links to it. @default a generated one */
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
  const [status, setStatus] = useState("");
  useEffect(() => {
    let live = true;
    void loadManifest().then((m) => live && setNames(m));
    return () => {
      live = false;
    };
  }, []);
  const current = typeof value === "string" ? value : "";
  const entry = names[current];

  async function upload(file: File) {
    setStatus(`Uploading ${file.name}…`);
    const result = await api<{ name: string }>("POST", `/api/media?name=${encodeURIComponent(file.name)}`, file);
    if (result.status !== 201) return setStatus(result.body.message ?? "The upload failed.");
    setNames(await loadManifest(true));
    onChange(result.body.name);
    setStatus(`Added ${result.body.name}.`);
  }

  return (
    <div className="image-field">
      <label htmlFor={id}>{label}</label>
      {help && <small id={`${id}-help`}>{help}</small>}
      <div className="image-field__row">
        {entry ? <img src={`/media/${current}-${entry.widths[0]}.webp`} alt="" width={64} height={Math.round((64 * entry.height) / entry.width)} /> : <span className="image-field__none" />}
        <select id={id} value={current} aria-describedby={described} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)}>
          <option value="">— none —</option>
          {current && !entry && <option value={current}>{current} (not in the manifest)</option>}
          {Object.keys(names).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
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
