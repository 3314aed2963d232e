import { useEffect, useState, type FormEvent } from "react";
import type { PostSummary } from "../server/content/posts";
import { api } from "./api";
import { UndoDeletes } from "./undo-deletes";

/**
 * The journal (docs/behaviour/page-builder.md#journal-posts): drafts first, then
 * published posts newest first, a search over titles and tags, and a new draft.
 */
export function PostList() {
  const [posts, setPosts] = useState<PostSummary[] | undefined>();
  const [query, setQuery] = useState("");
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const load = () => void api<PostSummary[]>("GET", "/api/posts").then((r) => setPosts(r.status === 200 ? r.body : []));
  useEffect(load, []);

  async function create(event: FormEvent) {
    event.preventDefault();
    const result = await api<{ slug: string }>("POST", "/api/posts", { title });
    if (result.status !== 200) return setMessage(result.body.message ?? `The post could not be started (${result.status}).`);
    location.hash = `#/post/${result.body.slug}`;
  }

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (posts ?? []).filter((post) => words.every((word) => `${post.title} ${post.tags.join(" ")}`.toLowerCase().includes(word)));

  return (
    <main className="page-list" id="main">
      <p>
        <a href="#/">All pages</a>
      </p>
      <h1>Journal posts</h1>
      <UndoDeletes kind="post" onRestored={load} />
      <form onSubmit={(e) => void create(e)} className="page-list__new">
        <h2>New post</h2>
        <label htmlFor="new-post-title">Title</label>
        <input id="new-post-title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        <button type="submit" disabled={!title.trim()}>
          Start a draft
        </button>
        <p className="page-list__meta">A draft stays off the site until you mark it ready.</p>
        <p role="alert" className="page-list__problem">
          {message}
        </p>
      </form>
      <label htmlFor="post-search" className="post-list__search-label">
        Search posts
      </label>
      <input id="post-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="post-list__search" />
      {!posts ? (
        <p>Loading…</p>
      ) : (
        <>
          <p role="status">{query ? `${shown.length} of ${posts.length} posts match.` : `${posts.length} posts.`}</p>
          <ul aria-label="Posts">
            {shown.map((post) => (
              <li key={post.slug}>
                <a href={`#/post/${post.slug}`}>{post.title}</a> {post.state === "draft" && <span className="post-list__draft">Draft</span>}{" "}
                <span className="page-list__meta">
                  {post.date}
                  {post.tags.length > 0 && ` · ${post.tags.join(", ")}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
