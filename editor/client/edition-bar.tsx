import { useEffect, useState } from "react";
import type { EditionSummary, Translation } from "../server/content/editions";
import { api, editingEdition, setEditingEdition } from "./api";
import { LeaveDialog } from "./leave-dialog";
import { forgetUnsaved, hasUnsaved } from "./use-unsaved-warning";
import { shellWords } from "./words/shell";
import { fill, languageNameOf, wordsOf } from "./words/studio-words";

type Editions = { first: EditionSummary; editions: EditionSummary[] };

const OPEN = /^#\/(page|post|product)\/([a-z0-9-]+)$/;

/** "Open the French page": the words for each kind of file. */
const OPEN_WORDS = { page: "openPage", post: "openPost", product: "openProduct" } as const;

/**
 * On a site in two languages (docs/decisions/046-two-languages-on-one-site.md): which language
 * the studio edits, every screen at once, and on a page, post or product of the first
 * language its translation in each other language, opened or started as a copy to translate.
 * Nothing shows on a site of one language.
 */
export function EditionBar({ hash }: { hash: string }) {
  const [editions, setEditions] = useState<Editions | undefined>();
  const [translations, setTranslations] = useState<Translation[] | undefined>();
  const [message, setMessage] = useState("");
  // A change of language reloads the studio: with unsaved changes on the screen, it asks first, as every move between screens does.
  const [pending, setPending] = useState<(() => void) | undefined>();
  const guarded = (action: () => void) => () => (hasUnsaved() ? setPending(() => action) : action());
  const editing = editingEdition();
  const open = OPEN.exec(hash);
  const kind = open?.[1];
  const slug = open?.[2];
  const t = wordsOf(shellWords);
  // A screen of no file (the hash just moved on, its translations not yet cleared) opens nothing.
  const opens = (language: string) => (kind && kind in OPEN_WORDS ? fill(t[OPEN_WORDS[kind as keyof typeof OPEN_WORDS]], { language: languageNameOf(language) }) : "");

  useEffect(() => {
    void api<Editions>("GET", "/api/editions").then((r) => {
      if (r.status !== 200) return;
      // A language whose folder is gone since: back to the first.
      if (editing && !r.body.editions.some((e) => e.language === editing)) return choose("");
      setEditions(r.body);
    });
  }, [editing]);

  useEffect(() => {
    setTranslations(undefined);
    if (!kind || !slug || editing) return;
    void api<Translation[]>("GET", `/api/translations/${kind}/${slug}`).then((r) => r.status === 200 && setTranslations(r.body));
  }, [kind, slug, editing]);

  if (!editions || editions.editions.length === 0) return null;
  const languages = [editions.first, ...editions.editions];
  const current = editions.editions.find((e) => e.language === editing) ?? editions.first;

  function choose(language: string) {
    setEditingEdition(language);
    location.reload();
  }

  async function start(translation: Translation) {
    const result = await api("POST", `/api/translations/${kind}/${slug}`, { language: translation.language });
    if (result.status !== 200) return setMessage(result.body.message ?? fill(t.notStarted, { status: result.status }));
    choose(translation.language);
  }

  return (
    <aside className="edition-bar" aria-label={t.language}>
      <fieldset>
        <legend>{t.languageYouEdit}</legend>
        {languages.map((language) => (
          <label key={language.language}>
            <input type="radio" name="edition" checked={language.language === current.language} onChange={guarded(() => choose(language === editions.first ? "" : language.language))} />
            {languageNameOf(language.language, true)}
          </label>
        ))}
      </fieldset>
      {translations?.map((translation) =>
        translation.exists ? (
          <button key={translation.language} type="button" className="editor-button" onClick={guarded(() => choose(translation.language))}>
            {opens(translation.language)}
          </button>
        ) : (
          <button key={translation.language} type="button" className="editor-button" onClick={guarded(() => void start(translation))}>
            {fill(t.translateInto, { language: languageNameOf(translation.language) })}
          </button>
        ),
      )}
      {editing && kind && (
        <button type="button" className="editor-button" onClick={guarded(() => choose(""))}>
          {opens(editions.first.language)}
        </button>
      )}
      <p role="alert" className="edition-bar__problem">
        {message}
      </p>
      {pending && (
        <LeaveDialog
          onKeep={() => setPending(undefined)}
          onLeave={() => {
            forgetUnsaved();
            setPending(undefined);
            pending();
          }}
        />
      )}
    </aside>
  );
}
