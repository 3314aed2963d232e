import { useEffect, useState, type FormEvent } from "react";
import type { PageSummary } from "../server/content/pages";
import { api } from "./api";
import { ScreenLinks } from "./studio-screens";
import { UndoDeletes } from "./undo-deletes";

/** The editor's first screen: every page, a way to make a new one, and the site's settings. */
export function PageList() {
  const [pages, setPages] = useState<PageSummary[] | undefined>();
  const [message, setMessage] = useState("");
  const [title, setTitle] = useState("");
  const slug = title.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

  const load = () => void api<PageSummary[]>("GET", "/api/pages").then((r) => setPages(r.status === 200 ? r.body : []));
  useEffect(load, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    const result = await api("POST", "/api/pages", { slug, title });
    if (result.status !== 200) return setMessage(result.body.message ?? `The page could not be created (${result.status}).`);
    location.hash = `#/page/${slug}`;
  }

  return (
    <main className="page-list" id="main">
      <header className="page-list__header">
        <div>
          <p className="page-list__tool">Page builder</p>
          <h1>Pages</h1>
        </div>
        <ScreenLinks label="Studio" />
      </header>
      <UndoDeletes kind="page" onRestored={load} />
      <p className="page-list__intro">Choose a page to edit it as it will look. Saving writes its file in the content folder; Publish puts it on the site.</p>
      {!pages ? (
        <p>Loading…</p>
      ) : (
        <ul>
          {pages.map((page) => (
            <li key={page.slug}>
              <a href={`#/page/${page.slug}`}>{page.title}</a> <span className="page-list__meta">{page.address} · {page.file}</span>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void create(e)} className="page-list__new">
        <h2>New page</h2>
        <label htmlFor="new-title">Title</label>
        <input id="new-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        <p className="page-list__meta">Address: /{slug || "…"}</p>
        <button type="submit" disabled={!slug}>
          Create page
        </button>
        <p role="alert" className="page-list__problem">
          {message}
        </p>
      </form>
    </main>
  );
}
