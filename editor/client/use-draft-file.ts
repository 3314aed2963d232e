import { useState, type Dispatch, type RefObject, type SetStateAction } from "react";
import type { Problem } from "../server/content/problems";
import { api } from "./api";
import { leaveTo } from "./use-unsaved-warning";
import { editorWords } from "./words/editors";
import { fill, wordsOf } from "./words/studio-words";

type Where = { state: "draft" | "published"; file: string };
type Thing = "post" | "product";
/** A post or product as the editor's API gives it to its screen. */
type Opened = Where & { slug: string; data: Record<string, unknown>; body: string; version: string };

/** The file's address in the editor's API. */
const urlOf = (thing: Thing, slug: string) => `/api/${thing}s/${slug}`;

/** What a post's or product's form starts from (use-file-form.ts): its fields and its body, and where it saves them. */
export function draftFileForm<D>(thing: Thing, opened: Opened) {
  return { url: urlOf(thing, opened.slug), initial: { value: { data: opened.data as D, body: opened.body }, version: opened.version }, request: (value: { data: D; body: string }) => value };
}

export type DraftFileOptions<P> = {
  thing: Thing;
  opened: Opened;
  /** The file's title, to name it when asking before a delete. */
  title: string;
  /** What a delete of a published file leaves to do, a sentence in the owner's language: " Publish afterwards to take it off the live site." */
  unpublish: string;
  words: { ready: string; refused?: string; failed(status: number): string };
  problemOf(problem: Problem): P;
  onReady?(): void;
  onRefused?(): void;
};

type Form<P> = { version: RefObject<string>; setMessage(message: string): void; setProblems: Dispatch<SetStateAction<P[]>>; markSaved(): void };

/**
 * Where a post or product stands (a draft, or published) and the two steps its screen takes
 * besides Save (docs/behaviour/page-builder.md#drafts): Mark ready, checked as the site's build
 * will check it, the screen staying as it is meanwhile; and Delete, asking first.
 */
export function useDraftFile<P>(form: Form<P>, options: DraftFileOptions<P>) {
  const { thing, words } = options;
  const [where, setWhere] = useState<Where>({ state: options.opened.state, file: options.opened.file });
  const [marking, setMarking] = useState(false);
  const url = urlOf(thing, options.opened.slug);

  async function ready() {
    setMarking(true);
    form.setMessage(thing === "post" ? wordsOf(editorWords).markingPost : wordsOf(editorWords).markingProduct);
    const result = await api<{ problems: Problem[]; version: string }>("POST", `${url}/ready`, { version: form.version.current });
    setMarking(false);
    if (result.status === 200) {
      const moved = await api<Where & { version: string }>("GET", url);
      form.version.current = moved.status === 200 ? moved.body.version : result.body.version;
      setWhere({ state: "published", file: moved.status === 200 ? moved.body.file : where.file });
      options.onReady?.();
      return form.setMessage(words.ready);
    }
    if (result.status === 422) {
      options.onRefused?.();
      form.setProblems(result.body.problems.map(options.problemOf));
      if (words.refused) return form.setMessage(words.refused);
    }
    form.setMessage(result.body.message ?? words.failed(result.status));
  }

  async function remove() {
    if (!window.confirm(fill(thing === "post" ? wordsOf(editorWords).deletePost : wordsOf(editorWords).deleteProduct, { title: options.title, after: where.state === "published" ? options.unpublish : "" }))) return;
    const result = await api("DELETE", `${url}?version=${encodeURIComponent(form.version.current)}`);
    if (result.status !== 200) return form.setMessage(result.body.message ?? (thing === "post" ? wordsOf(editorWords).postNotDeleted : wordsOf(editorWords).productNotDeleted));
    form.markSaved();
    leaveTo(`#/${thing}s`);
  }

  return { where, marking, ready, remove };
}
