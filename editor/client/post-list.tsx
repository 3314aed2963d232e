import { useState } from "react";
import type { PostSummary } from "../server/content/posts";
import { FileListScreen, SearchField, useFileList } from "./file-list-screen";

/**
 * The journal (docs/behaviour/page-builder.md#journal-posts): drafts first, then
 * published posts newest first, a search over titles and tags, and a new draft.
 */
export function PostList() {
  const { items: posts, load } = useFileList<PostSummary>("/api/posts");
  const [query, setQuery] = useState("");
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = posts?.filter((post) => words.every((word) => `${post.title} ${post.tags.join(" ")}`.toLowerCase().includes(word)));

  return (
    <FileListScreen
      title="Journal posts"
      kind="post"
      onRestored={load}
      create={{ heading: "New post", id: "new-post-title", button: "Start a draft", url: "/api/posts", failed: "The post could not be started", opens: "#/post/", note: "A draft stays off the site until you mark it ready." }}
      filters={<SearchField id="post-search" label="Search posts" query={query} onChange={setQuery} />}
      count={posts && (query ? `${shown!.length} of ${posts.length} posts match.` : `${posts.length} posts.`)}
      label="Posts"
      rows={shown?.map((post) => ({
        key: post.slug,
        href: `#/post/${post.slug}`,
        title: post.title,
        badges: post.state === "draft" ? ["Draft"] : [],
        meta: `${post.date}${post.tags.length > 0 ? ` · ${post.tags.join(", ")}` : ""}`,
      }))}
    />
  );
}
