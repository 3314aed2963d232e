import { useCallback, useEffect, useState, type DragEvent } from "react";
import type { LibraryImage } from "../server/media/media-library";
import { UPLOAD_TYPES } from "../shared/names";
import { api } from "./api";
import { ListScreen, ScreenNotes, SearchField } from "./file-list-screen";
import { ImageField } from "./image-field";
import { placeOfUse } from "../shared/owner-words";

/**
 * The media library (docs/behaviour/page-builder.md#media-library): every image as a
 * thumbnail with where it is used and the text alternatives given there, a search, several
 * uploads at once by dropping or choosing files, an image replaced everywhere at once, and
 * an image nothing uses deleted after asking.
 */
export function MediaLibrary() {
  const [images, setImages] = useState<LibraryImage[] | undefined>();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const [replacing, setReplacing] = useState<Record<string, string>>({});
  const [dropping, setDropping] = useState(false);

  const load = useCallback(async () => {
    const result = await api<LibraryImage[]>("GET", "/api/library");
    setImages(result.status === 200 ? result.body : []);
  }, []);
  useEffect(() => void load(), [load]);

  async function upload(files: File[]) {
    const usable = files.filter((file) => UPLOAD_TYPES.includes(file.type));
    const skipped = files.length - usable.length;
    setProblem(skipped ? `${skipped === 1 ? "One file is" : `${skipped} files are`} not an image the site can use (JPEG, PNG, WebP, AVIF, GIF or TIFF), so ${skipped === 1 ? "it was" : "they were"} left out.` : "");
    const added: string[] = [];
    for (const [i, file] of usable.entries()) {
      setStatus(`Uploading ${i + 1} of ${usable.length}: ${file.name}…`);
      const result = await api<{ name: string }>("POST", `/api/media?name=${encodeURIComponent(file.name)}`, file);
      if (result.status === 201) added.push(result.body.name);
      else setProblem(`${file.name}: ${result.body.message ?? `the upload failed (${result.status}).`}`);
    }
    setStatus(added.length ? `Added ${added.length === 1 ? "1 image" : `${added.length} images`}: ${added.join(", ")}.` : "");
    await load();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDropping(false);
    void upload([...event.dataTransfer.files]);
  }

  async function replace(image: LibraryImage) {
    const other = replacing[image.name];
    if (!other) return setProblem(`Choose the image to put in the place of ${image.name} first.`);
    if (!window.confirm(`Put ${other} in the place of ${image.name} in ${image.uses.length === 1 ? "1 place" : `${image.uses.length} places`}?\n\nThe pages keep their text alternatives: check that they still describe the new image. Publish to put the change on the site.`)) return;
    const result = await api<{ changed: string[] }>("POST", `/api/library/${encodeURIComponent(image.name)}`, { with: other });
    if (result.status !== 200) return setProblem(result.body.message ?? `The image could not be replaced (${result.status}).`);
    setProblem("");
    setStatus(`${other} is now used in place of ${image.name} in ${result.body.changed.map((file) => placeOfUse(image.uses.find((use) => use.file === file) ?? { file })).join(", ")}.`);
    await load();
  }

  async function remove(image: LibraryImage) {
    if (!window.confirm(`Delete ${image.name}?\n\nNothing uses it. Its files are removed from the site's images.`)) return;
    const result = await api("DELETE", `/api/library/${encodeURIComponent(image.name)}`);
    if (result.status !== 200) return setProblem(result.body.message ?? `The image could not be deleted (${result.status}).`);
    setProblem("");
    setStatus(`Deleted ${image.name}.`);
    await load();
  }

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (images ?? []).filter((image) => words.every((word) => `${image.name} ${image.uses.map((use) => use.alt).join(" ")}`.toLowerCase().includes(word)));

  return (
    <ListScreen title="Images" className="media-library">
      <div
        className={`media-library__drop${dropping ? " media-library__drop--over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        <p>Drop photos here to add them, several at once, or</p>
        <label className="editor-button">
          Choose photos
          <input type="file" multiple accept={UPLOAD_TYPES.join(",")} className="media-library__file" onChange={(e) => void upload([...(e.target.files ?? [])])} />
        </label>
        <p className="page-list__meta">Each is made into the site&rsquo;s sizes (up to 1,200 pixels wide). Then choose it in a page, post or product.</p>
      </div>
      <ScreenNotes status={status} problem={problem} />
      <SearchField id="media-search" label="Search images" query={query} onChange={setQuery} />
      {!images ? (
        <p>Loading…</p>
      ) : (
        <>
          <p className="page-list__meta">{query ? `${shown.length} of ${images.length} images match.` : images.length === 1 ? "1 image." : `${images.length} images.`}</p>
          <ul className="media-library__grid" aria-label="Images">
            {shown.map((image) => (
              <li key={image.name} className="media-library__card">
                <img src={`/media/${image.name}-${image.widths[0]}.webp`} alt="" width={image.width} height={image.height} loading="lazy" style={{ background: image.placeholder }} />
                <p className="media-library__name">{image.name}</p>
                <p className="page-list__meta">
                  {image.width} × {image.height} px
                </p>
                {image.uses.length ? (
                  <details>
                    <summary>Used in {image.uses.length === 1 ? "1 place" : `${image.uses.length} places`}</summary>
                    <ul className="media-library__uses">
                      {image.uses.map((use, i) => (
                        <li key={`${use.file}-${i}`}>
                          {placeOfUse(use)}
                          {use.alt && <span className="page-list__meta"> — “{use.alt}”</span>}
                        </li>
                      ))}
                    </ul>
                    <ImageField
                      id={`replace-${image.name}`}
                      label="Replace everywhere with"
                      value={replacing[image.name] ?? ""}
                      uploadLabel="Or upload the new picture"
                      onChange={(other) => setReplacing({ ...replacing, [image.name]: other })}
                    />
                    <button type="button" className="editor-button" onClick={() => void replace(image)} aria-label={`Replace ${image.name} everywhere…`}>
                      Replace…
                    </button>
                  </details>
                ) : (
                  <>
                    <p className="page-list__meta">Not used anywhere.</p>
                    <button type="button" className="editor-button editor-button--danger" onClick={() => void remove(image)} aria-label={`Delete ${image.name}…`}>
                      Delete…
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </ListScreen>
  );
}
