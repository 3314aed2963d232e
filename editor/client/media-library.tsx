import { useCallback, useEffect, useState, type DragEvent } from "react";
import type { LibraryImage } from "../server/media/media-library";
import { UPLOAD_TYPES } from "../shared/names";
import { api } from "./api";
import { ListScreen, ScreenNotes, SearchField } from "./file-list-screen";
import { ImageField } from "./image-field";
import { placeOfUse } from "../shared/owner-words";
import { pictureWords } from "./words/pictures";
import { shellWords } from "./words/shell";
import { countWord, fill, studioLanguage, wordsOf } from "./words/studio-words";

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
  const t = wordsOf(pictureWords);

  const load = useCallback(async () => {
    const result = await api<LibraryImage[]>("GET", "/api/library");
    setImages(result.status === 200 ? result.body : []);
  }, []);
  useEffect(() => void load(), [load]);

  async function upload(files: File[]) {
    const usable = files.filter((file) => UPLOAD_TYPES.includes(file.type));
    const skipped = files.length - usable.length;
    setProblem(skipped ? countWord(t.notImages, skipped) : "");
    const added: string[] = [];
    for (const [i, file] of usable.entries()) {
      setStatus(fill(t.uploadingOf, { number: i + 1, all: usable.length, name: file.name }));
      const result = await api<{ name: string }>("POST", `/api/media?name=${encodeURIComponent(file.name)}`, file);
      if (result.status === 201) added.push(result.body.name);
      else setProblem(fill(t.fileFailed, { file: file.name, message: result.body.message ?? fill(t.uploadFailedStatus, { status: result.status }) }));
    }
    setStatus(added.length ? fill(t.addedImages, { images: countWord(t.images, added.length), names: added.join(", ") }) : "");
    await load();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDropping(false);
    void upload([...event.dataTransfer.files]);
  }

  async function replace(image: LibraryImage) {
    const other = replacing[image.name];
    if (!other) return setProblem(fill(t.chooseFirst, { name: image.name }));
    if (!window.confirm(fill(t.confirmReplace, { other, name: image.name, places: countWord(t.places, image.uses.length) }))) return;
    const result = await api<{ changed: string[] }>("POST", `/api/library/${encodeURIComponent(image.name)}`, { with: other });
    if (result.status !== 200) return setProblem(result.body.message ?? fill(t.notReplaced, { status: result.status }));
    setProblem("");
    setStatus(fill(t.replaced, { other, name: image.name, places: result.body.changed.map((file) => placeOfUse(image.uses.find((use) => use.file === file) ?? { file }, studioLanguage())).join(", ") }));
    await load();
  }

  async function remove(image: LibraryImage) {
    if (!window.confirm(fill(t.confirmDelete, { name: image.name }))) return;
    const result = await api("DELETE", `/api/library/${encodeURIComponent(image.name)}`);
    if (result.status !== 200) return setProblem(result.body.message ?? fill(t.notDeleted, { status: result.status }));
    setProblem("");
    setStatus(fill(t.deleted, { name: image.name }));
    await load();
  }

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (images ?? []).filter((image) => words.every((word) => `${image.name} ${image.uses.map((use) => use.alt).join(" ")}`.toLowerCase().includes(word)));

  return (
    <ListScreen title={wordsOf(shellWords).media} className="media-library">
      <div
        className={`media-library__drop${dropping ? " media-library__drop--over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        <p>{t.drop}</p>
        <label className="editor-button">
          {t.choosePhotos}
          <input type="file" multiple accept={UPLOAD_TYPES.join(",")} className="media-library__file" onChange={(e) => void upload([...(e.target.files ?? [])])} />
        </label>
        <p className="page-list__meta">{t.sizes}</p>
      </div>
      <ScreenNotes status={status} problem={problem} />
      <SearchField id="media-search" label={t.search} query={query} onChange={setQuery} />
      {!images ? (
        <p>{wordsOf(shellWords).loading}</p>
      ) : (
        <>
          <p className="page-list__meta">{query ? fill(t.match, { shown: shown.length, all: countWord(t.images, images.length) }) : `${countWord(t.images, images.length)}.`}</p>
          <ul className="media-library__grid" aria-label={wordsOf(shellWords).media}>
            {shown.map((image) => (
              <li key={image.name} className="media-library__card">
                <img src={`/media/${image.name}-${image.widths[0]}.webp`} alt="" width={image.width} height={image.height} loading="lazy" style={{ background: image.placeholder }} />
                <p className="media-library__name">{image.name}</p>
                <p className="page-list__meta">
                  {image.width} × {image.height} px
                </p>
                {image.uses.length ? (
                  <details>
                    <summary>{fill(t.usedIn, { places: countWord(t.places, image.uses.length) })}</summary>
                    <ul className="media-library__uses">
                      {image.uses.map((use, i) => (
                        <li key={`${use.file}-${i}`}>
                          {placeOfUse(use, studioLanguage())}
                          {use.alt && <span className="page-list__meta"> — “{use.alt}”</span>}
                        </li>
                      ))}
                    </ul>
                    <ImageField
                      id={`replace-${image.name}`}
                      label={t.replaceWith}
                      value={replacing[image.name] ?? ""}
                      uploadLabel={t.orUpload}
                      onChange={(other) => setReplacing({ ...replacing, [image.name]: other })}
                    />
                    <button type="button" className="editor-button" onClick={() => void replace(image)} aria-label={fill(t.replaceOf, { name: image.name })}>
                      {t.replace}
                    </button>
                  </details>
                ) : (
                  <>
                    <p className="page-list__meta">{t.unused}</p>
                    <button type="button" className="editor-button editor-button--danger" onClick={() => void remove(image)} aria-label={fill(t.deleteOf, { name: image.name })}>
                      {t.deleteAsk}
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
