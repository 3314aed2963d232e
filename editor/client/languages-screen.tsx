import { useCallback, useEffect, useState } from "react";
import type { LanguageItem, LanguagesView } from "../server/http/languages-api";
import { api, setEditingEdition } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";
import { languageWords } from "./words/languages";
import { shellWords } from "./words/shell";
import { fill, languageNameOf, studioLanguage, wordsOf } from "./words/studio-words";

const KIND_WORDS = { page: "pages", post: "posts", product: "products" } as const;
const OPEN_WORDS = { page: "openPageOf", post: "openPostOf", product: "openProductOf" } as const;
/** A language by its name in the owner's language: in a sentence, and (`capital`) standing alone or first. */
const named = (each: { language: string }, capital = false) => languageNameOf(each.language, capital);

/**
 * The site's languages (docs/owner.md#your-site-in-two-languages): start a second one, see
 * what each has translated, translate or open each page, post and product, and put a page
 * side by side with its translation. A language started here reaches the site once its home
 * page is translated and published.
 */
export function LanguagesScreen() {
  const [view, setView] = useState<LanguagesView | undefined>();
  const [chosen, setChosen] = useState("");
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState("");
  const t = wordsOf(languageWords);

  const load = useCallback(async () => {
    const result = await api<LanguagesView>("GET", "/api/languages");
    if (result.status !== 200) return setProblem(result.body.message ?? fill(t.notRead, { status: result.status }));
    setView(result.body);
    setChosen((now) => now || result.body.startable[0]?.language || "");
  }, [t]);
  useEffect(() => void load(), [load]);

  async function start() {
    const name = languageNameOf(chosen);
    const result = await api("POST", "/api/languages", { language: chosen });
    if (result.status !== 200) return setProblem(result.body.message ?? fill(t.notStarted, { language: name, status: result.status }));
    setProblem("");
    setChosen("");
    setStatus(fill(t.started, { language: name }));
    await load();
  }

  async function translate(item: LanguageItem, language: string) {
    const result = await api("POST", `/api/translations/${item.kind}/${item.slug}`, { language });
    if (result.status !== 200) return setProblem(result.body.message ?? fill(wordsOf(shellWords).notStarted, { status: result.status }));
    open(item, language);
  }

  function open(item: LanguageItem, language: string) {
    setEditingEdition(language);
    location.hash = `#/${item.kind}/${item.slug}`;
    location.reload();
  }

  if (!view) return <ListScreen title={wordsOf(shellWords).languages}>{problem ? <ScreenNotes status="" problem={problem} /> : <p>{wordsOf(shellWords).opening}</p>}</ListScreen>;
  const kinds = (["page", "post", "product"] as const).filter((kind) => view.items.some((item) => item.kind === kind));
  return (
    <ListScreen title={wordsOf(shellWords).languages} className="languages">
      <p className="page-list__intro">
        {fill(t.writtenIn, { languages: new Intl.ListFormat(studioLanguage()).format([view.first, ...view.editions].map((each) => named(each))) })}
      </p>
      {view.editions.map((edition) =>
        edition.onSite ? null : (
          <p key={edition.language} className="languages__waiting">
            {fill(t.notOnSite, { language: named(edition) })}
          </p>
        ),
      )}
      {view.startable.length > 0 && (
        <section className="languages__start" aria-labelledby="start-language">
          <h2 id="start-language">{t.addLanguage}</h2>
          <label htmlFor="new-language">{wordsOf(shellWords).language}</label>
          <select id="new-language" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {view.startable.map((each) => (
              <option key={each.language} value={each.language}>
                {named(each, true)}
              </option>
            ))}
          </select>
          <button type="button" className="editor-button editor-button--primary" disabled={!chosen} onClick={() => void start()}>
            {t.startThis}
          </button>
        </section>
      )}
      <ScreenNotes status={status} problem={problem} />
      {view.editions.length > 0 &&
        kinds.map((kind) => (
          <section key={kind} aria-labelledby={`languages-${kind}`}>
            <h2 id={`languages-${kind}`}>{wordsOf(shellWords)[KIND_WORDS[kind]]}</h2>
            <table className="languages__table">
              <thead>
                <tr>
                  <th scope="col">{named(view.first, true)}</th>
                  {view.editions.map((edition) => (
                    <th scope="col" key={edition.language}>
                      {named(edition, true)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.items
                  .filter((item) => item.kind === kind)
                  .map((item) => (
                    <tr key={item.slug}>
                      <th scope="row">
                        <a href={`#/${item.kind}/${item.slug}`}>{item.title}</a>
                      </th>
                      {view.editions.map((edition) => (
                        <td key={edition.language}>
                          {item.translated[edition.language] ? (
                            <>
                              <span className="languages__done">{t.translated}</span>{" "}
                              <button type="button" className="editor-button" onClick={() => open(item, edition.language)} aria-label={fill(t[OPEN_WORDS[item.kind]], { language: named(edition), title: item.title })}>
                                {t.open}
                              </button>
                              {item.kind === "page" && (
                                <a className="editor-button" href={`#/side-by-side/${edition.language}/${item.slug}`} aria-label={fill(t.sideBySideOf, { title: item.title, language: named(edition) })}>
                                  {t.sideBySide}
                                </a>
                              )}
                            </>
                          ) : (
                            <button type="button" className="editor-button" onClick={() => void translate(item, edition.language)} aria-label={fill(t.translateOf, { title: item.title, language: named(edition) })}>
                              {t.translate}
                            </button>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          </section>
        ))}
    </ListScreen>
  );
}
