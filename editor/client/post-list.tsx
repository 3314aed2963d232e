import { useState } from "react";
import type { PostSummary } from "../server/content/posts";
import { FileListScreen, SearchField, useFileList } from "./file-list-screen";
import { listWords } from "./words/lists";
import { shellWords } from "./words/shell";
import { countWord, fill, wordsOf } from "./words/studio-words";

/**
 * The journal (docs/behaviour/page-builder.md#journal-posts): drafts first, then
 * published posts newest first, a search over titles and tags, and a new draft.
 */
export function PostList() {
  const { items: posts, load } = useFileList<PostSummary>("/api/posts");
  const [query, setQuery] = useState("");
  const t = wordsOf(listWords);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = posts?.filter((post) => words.every((word) => `${post.title} ${post.tags.join(" ")}`.toLowerCase().includes(word)));

  return (
    <FileListScreen
      title={wordsOf(shellWords).posts}
      kind="post"
      onRestored={load}
      create={{ heading: t.newPost, id: "new-post-title", button: t.startDraft, url: "/api/posts", failed: t.postNotStarted, opens: "#/post/", note: t.draftNote }}
      filters={<SearchField id="post-search" label={t.searchPosts} query={query} onChange={setQuery} />}
      count={posts && (query ? fill(t.postsMatch, { shown: shown!.length, all: countWord(t.posts, posts.length) }) : `${countWord(t.posts, posts.length)}.`)}
      label={t.postsLabel}
      rows={shown?.map((post) => ({
        key: post.slug,
        href: `#/post/${post.slug}`,
        title: post.title,
        badges: post.state === "draft" ? [t.draft] : [],
        meta: `${post.date}${post.tags.length > 0 ? ` · ${post.tags.join(", ")}` : ""}`,
      }))}
    />
  );
}
