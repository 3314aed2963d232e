import { Fragment, useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { Deleted } from "../server/content/trash";
import { api } from "./api";
import { UndoDeletes } from "./undo-deletes";
import { leaveTo, useUnsavedWarning } from "./use-unsaved-warning";
import { shellWords } from "./words/shell";
import { fill, wordsOf } from "./words/studio-words";

/**
 * The studio's list screens (docs/behaviour/page-builder.md): pages, posts, products, and the
 * screens shaped like them (orders, images, categories and tags).
 */

/** A list screen's frame: the way back to the first screen (What needs doing), or a heading of its own, then the screen. */
export function ListScreen({ title, className, heading, children }: { title: string; className?: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <main className={className ? `page-list ${className}` : "page-list"} id="main">
      {heading ?? (
        <>
          <p>
            <a href="#/">{wordsOf(shellWords).whatNeedsDoing}</a>
          </p>
          <h1>{title}</h1>
        </>
      )}
      {children}
    </main>
  );
}

/** What the screen's last action did, and what went wrong; each says nothing while empty. */
export function ScreenNotes({ status, problem }: { status: string; problem: string }) {
  return (
    <>
      <p role="status" className="order-list__status">
        {status}
      </p>
      <p role="alert" className="page-list__problem">
        {problem}
      </p>
    </>
  );
}

/** A search over a list, as the owner types. */
export function SearchField({ id, label, query, onChange }: { id: string; label: string; query: string; onChange(query: string): void }) {
  return (
    <>
      <label htmlFor={id} className="post-list__search-label">
        {label}
      </label>
      <input id={id} type="search" value={query} onChange={(e) => onChange(e.target.value)} className="post-list__search" />
    </>
  );
}

/** The files at `url` (undefined while they are read; none when they cannot be), and `load` to read them again. */
export function useFileList<T>(url: string) {
  const [items, setItems] = useState<T[] | undefined>();
  const load = useCallback(() => void api<T[]>("GET", url).then((r) => setItems(r.status === 200 ? r.body : [])), [url]);
  useEffect(load, [load]);
  return { items, load };
}

/** A file of the list: a link to its screen, its status as badges beside it, what else there is to know in small. */
export type FileRow = { key: string; href: string; title: string; badges?: string[]; meta: ReactNode };

/**
 * A new file from its title. With `slugOf` its address is made here and shown as it is typed
 * (a page); without, the server names it (a post, a product). Either opens once made.
 */
export type NewFile = { heading: string; id: string; button: string; url: string; failed: string; opens: string; note?: ReactNode; slugOf?(title: string): string };

function NewFileForm({ heading, id, button, url, failed, opens, note, slugOf }: NewFile) {
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const slug = slugOf?.(title);
  // A title typed and not yet made into a file: leaving asks first, as any unsaved change does.
  useUnsavedWarning(title.trim() !== "");
  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await api<{ slug: string }>("POST", url, slug === undefined ? { title } : { slug, title });
    setBusy(false);
    if (result.status !== 200) return setMessage(result.body.message ?? `${failed} (${result.status}).`);
    leaveTo(`${opens}${slug ?? result.body.slug}`);
  }
  return (
    <form onSubmit={(e) => void create(e)} className="page-list__new">
      <h2>{heading}</h2>
      <label htmlFor={id}>{wordsOf(shellWords).titleLabel}</label>
      <input id={id} value={title} onChange={(e) => setTitle(e.target.value)} required />
      {slug !== undefined && <p className="page-list__meta">{fill(wordsOf(shellWords).address, { slug: slug || "…" })}</p>}
      <button type="submit" disabled={busy || (slug === undefined ? !title.trim() : !slug)}>
        {button}
      </button>
      {note && <p className="page-list__meta">{note}</p>}
      <p role="status" className="page-list__meta">
        {busy ? fill(wordsOf(shellWords).starting, { title: title.trim() }) : ""}
      </p>
      <p role="alert" className="page-list__problem">
        {message}
      </p>
    </form>
  );
}

type FileListProps = {
  title: string;
  heading?: ReactNode;
  /** The kind of file, for the undo of its deletes; `onRestored` reads the list again. */
  kind: Deleted["kind"];
  onRestored(): void;
  intro?: ReactNode;
  create: NewFile;
  /** The new file's form under the list rather than above it (the first screen, where the list leads). */
  createLast?: boolean;
  filters?: ReactNode;
  /** The rows shown, undefined while the list is read. */
  rows: FileRow[] | undefined;
  /** How many are shown, of how many. */
  count?: string;
  label?: string;
};

/** A list screen of files: the title, undo for what was deleted, a new file, filters, then a row a file. */
export function FileListScreen({ title, heading, kind, onRestored, intro, create, createLast = false, filters, rows, count, label }: FileListProps) {
  const form = <NewFileForm {...create} />;
  return (
    <ListScreen title={title} heading={heading}>
      <UndoDeletes kind={kind} onRestored={onRestored} />
      {intro && <p className="page-list__intro">{intro}</p>}
      {!createLast && form}
      {filters}
      {!rows ? (
        <p>{wordsOf(shellWords).loading}</p>
      ) : (
        <>
          {count !== undefined && <p role="status">{count}</p>}
          <ul aria-label={label}>
            {rows.map((row) => (
              <li key={row.key}>
                <span>
                  <a href={row.href}>{row.title}</a>
                  {row.badges?.map((badge) => (
                    <Fragment key={badge}>
                      {" "}
                      <span className="post-list__draft">{badge}</span>
                    </Fragment>
                  ))}
                </span>{" "}
                <span className="page-list__meta">{row.meta}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {createLast && form}
    </ListScreen>
  );
}
