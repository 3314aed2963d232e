import { useEffect, useRef, useState } from "react";
import { PostArticle, type Kit } from "@vitrine/site/editor";
import type { PostPreview } from "../server/content/post-preview";
import type { LoadedPost } from "../server/content/posts";
import type { Problem } from "../server/content/problems";
import { api } from "./api";
import { DangerZone, DraftHeading, fieldProblems, SaveActions, SaveOutcome } from "./file-form-parts";
import { ImageField } from "./image-field";
import { PreviewFrame } from "./post-preview-frame";
import { BodyField } from "./rich-body/body-field";
import { postProblem, previewPath, previewProblem } from "./post-fields";
import { stillToFill } from "../shared/unfilled";
import { postStanding, STANDING_WORDS } from "./post-standing";
import { useBuildJob } from "./use-build-job";
import { useFileForm } from "./use-file-form";
import { draftFileForm, useDraftFile } from "./use-draft-file";
import { editorWords } from "./words/editors";
import { wordsOf } from "./words/studio-words";

type Data = Record<string, unknown> & { cover?: { image?: string; alt?: string }; tags?: string[] };

/**
 * One journal post (docs/behaviour/page-builder.md#journal-posts): its fields, its
 * body as rich text or Markdown (rich-body/body-field.tsx) with a live preview drawn by the post page's own component, Save (checked
 * by the build's check, as a page), Mark ready for a draft, and Delete apart, asking first.
 */
export function PostEditor({ post, kit }: { post: LoadedPost; kit: Kit }) {
  const [tags, setTags] = useState((post.data.tags as string[] | undefined)?.join(", ") ?? "");
  const [preview, setPreview] = useState<PostPreview | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { state: publishState, start: startPublish } = useBuildJob("/api/publish");
  // Where the post stands (post-standing.ts): its folder, this screen's last change to it, and whether a publish started from here has gone through since.
  const [change, setChange] = useState<{ kind: "ready" | "saved"; seq: number } | undefined>();
  const [publishedAt, setPublishedAt] = useState<number | undefined>();
  const problemOf = (p: Problem) => postProblem(p.path, p.message, p.text);
  const form = useFileForm({
    ...draftFileForm<Data>("post", post),
    problemOf,
    written: (): string => {
      // Marked ready and not yet published, it is still not on the site; once on it, saved changes wait for the next publish.
      setChange((c) => ({ kind: c?.kind === "ready" && !publishedSince ? "ready" : "saved", seq: (c?.seq ?? 0) + 1 }));
      return wordsOf(editorWords).saved;
    },
  });
  const { data, body } = form.value;
  const { problems, setProblems } = form;
  // The screen stays as it is while the build's check runs, then says where the post stands: ready, not yet live.
  const { where, marking, ready, remove } = useDraftFile(form, {
    thing: "post",
    opened: post,
    title: String(data.title ?? post.slug),
    unpublish: wordsOf(editorWords).publishAfterPost,
    words: { ready: wordsOf(editorWords).postReady, failed: () => wordsOf(editorWords).notReady },
    problemOf,
    onReady: () => setChange((c) => ({ kind: "ready", seq: (c?.seq ?? 0) + 1 })),
  });
  const publishedSince = publishState.status === "succeeded" && publishedAt !== undefined && publishedAt >= (change?.seq ?? 0);
  const standing = STANDING_WORDS[postStanding(where.state, change?.kind, publishedSince)];
  const publish = () => {
    setPublishedAt(change?.seq ?? 0);
    void startPublish();
  };

  // The preview (and the fields' check) follows the draft 300 ms after the last change; its problems replace a save's, so a fixed one goes.
  useEffect(() => {
    clearTimeout(timer.current);
    let live = true;
    timer.current = setTimeout(() => {
      void api<PostPreview>("POST", `/api/posts/${post.slug}/preview`, { data, body }).then((r) => {
        if (!live || r.status !== 200) return;
        setPreview(r.body);
        // A draft's empty fields wait for Mark ready (docs/behaviour/page-builder.md#drafts): only what is filled in wrong is marked.
        const shown = "problems" in r.body ? r.body.problems.filter((line) => where.state !== "draft" || !stillToFill(data, previewPath(line))) : [];
        setProblems((before) => (shown.length > 0 ? shown.map(previewProblem) : before.length > 0 ? [] : before));
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [data, body, post.slug, where.state, setProblems]);

  const set = (name: string, value: unknown) => form.setValue((f) => ({ ...f, data: { ...f.data, [name]: value } }));
  const setBody = (next: string) => form.setValue((f) => ({ ...f, body: next }));

  const field = (name: string) => problems.filter((p) => p.field === name || (name === "body" && !p.field));
  const { problemsOf, invalid } = fieldProblems(field, (name) => `post-${name.replace(".", "-")}-problem`);

  return (
    <main className="post-editor" id="main">
      <DraftHeading thing="post" title={data.title} badge={standing.badge} line={standing.line} />
      <div className="post-editor__layout">
        <form className="settings__form" onSubmit={form.submit}>
          <label htmlFor="post-title">{wordsOf(editorWords).title}</label>
          <input id="post-title" placeholder="e.g. A week at the kiln" value={String(data.title ?? "")} onChange={(e) => set("title", e.target.value)} {...invalid("title")} />
          {problemsOf("title")}
          <label htmlFor="post-date">{wordsOf(editorWords).date}</label>
          <input id="post-date" type="date" value={String(data.date ?? "")} onChange={(e) => set("date", e.target.value)} {...invalid("date")} />
          {problemsOf("date")}
          <label htmlFor="post-excerpt">{wordsOf(editorWords).excerpt}</label>
          <small id="post-excerpt-help">50 to 200 characters: shown in the journal's list and in link previews.</small>
          <textarea id="post-excerpt" rows={3} placeholder={wordsOf(editorWords).excerptPlaceholder} value={String(data.excerpt ?? "")} onChange={(e) => set("excerpt", e.target.value)} {...invalid("excerpt")} />
          {problemsOf("excerpt")}
          <ImageField label={wordsOf(editorWords).coverImage} value={data.cover?.image} onChange={(image) => set("cover", { ...data.cover, image })} />
          {problemsOf("cover.image")}
          <label htmlFor="post-cover-alt">{wordsOf(editorWords).coverAlt}</label>
          <input id="post-cover-alt" placeholder={wordsOf(editorWords).altPlaceholder} value={data.cover?.alt ?? ""} onChange={(e) => set("cover", { ...data.cover, alt: e.target.value })} {...invalid("cover.alt")} />
          {problemsOf("cover.alt")}
          <label htmlFor="post-tags">{wordsOf(editorWords).tags}</label>
          <small id="post-tags-help">{wordsOf(editorWords).tagsHelp}</small>
          <input
            id="post-tags"
            value={tags}
            aria-describedby="post-tags-help"
            onChange={(e) => {
              setTags(e.target.value);
              set("tags", e.target.value.split(",").map((t) => t.trim()).filter(Boolean));
            }}
          />
          {problemsOf("tags")}
          <BodyField body={body} saved={form.saved.body} onChange={setBody} problems={problemsOf("body")} invalid={field("body").length > 0} hint={wordsOf(editorWords).writeHere} />
          <SaveActions
            dirty={form.dirty}
            saving={form.saving}
            ready={where.state === "draft" ? { label: wordsOf(editorWords).markReadyPublish, busy: marking, mark: () => void ready() } : undefined}
            publish={where.state === "published" ? { running: publishState.status === "running", start: publish } : undefined}
          />
          <SaveOutcome form={form} publishState={publishState} conflictLabel={wordsOf(editorWords).postChanged} />
          <DangerZone id="post-danger-title" thing="post" onDelete={() => void remove()} />
        </form>
        <section className="post-editor__preview-pane" aria-label={wordsOf(editorWords).livePreview}>
          {preview && "view" in preview ? (
            <PreviewFrame title={wordsOf(editorWords).postAsItWillLook} kit={kit}>
              <PostArticle post={preview.view} />
            </PreviewFrame>
          ) : (
            <p>{!preview ? wordsOf(editorWords).drawingPreview : problems.length > 0 ? wordsOf(editorWords).previewOnceFixed : wordsOf(editorWords).previewOnceFilled}</p>
          )}
        </section>
      </div>
    </main>
  );
}
