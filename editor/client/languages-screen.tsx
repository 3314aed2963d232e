import { useCallback, useEffect, useState } from "react";
import type { LanguageItem, LanguagesView } from "../server/http/languages-api";
import { api, setEditingEdition } from "./api";
import { ListScreen, ScreenNotes } from "./file-list-screen";

const KIND_WORDS = { page: "Pages", post: "Journal posts", product: "Products" } as const;

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

  const load = useCallback(async () => {
    const result = await api<LanguagesView>("GET", "/api/languages");
    if (result.status !== 200) return setProblem(result.body.message ?? `The languages could not be read (${result.status}).`);
    setView(result.body);
    setChosen((now) => now || result.body.startable[0]?.language || "");
  }, []);
  useEffect(() => void load(), [load]);

  async function start() {
    const name = view?.startable.find((each) => each.language === chosen)?.name ?? chosen;
    const result = await api("POST", "/api/languages", { language: chosen });
    if (result.status !== 200) return setProblem(result.body.message ?? `${name} could not be started (${result.status}).`);
    setProblem("");
    setChosen("");
    setStatus(`${name} is started. Translate the home page first: ${name} appears on the site once its home page is translated and published.`);
    await load();
  }

  async function translate(item: LanguageItem, language: string) {
    const result = await api("POST", `/api/translations/${item.kind}/${item.slug}`, { language });
    if (result.status !== 200) return setProblem(result.body.message ?? `The translation could not be started (${result.status}).`);
    open(item, language);
  }

  function open(item: LanguageItem, language: string) {
    setEditingEdition(language);
    location.hash = `#/${item.kind}/${item.slug}`;
    location.reload();
  }

  if (!view) return <ListScreen title="Languages">{problem ? <ScreenNotes status="" problem={problem} /> : <p>Opening…</p>}</ListScreen>;
  const kinds = (["page", "post", "product"] as const).filter((kind) => view.items.some((item) => item.kind === kind));
  return (
    <ListScreen title="Languages" className="languages">
      <p className="page-list__intro">
        Your site is written in {view.first.name}
        {view.editions.length ? ` and ${view.editions.map((each) => each.name).join(", ")}` : ""}. Each page, post and product is translated on its own; what is not translated yet stays out of
        the other language&rsquo;s site.
      </p>
      {view.editions.map((edition) =>
        edition.onSite ? null : (
          <p key={edition.language} className="languages__waiting">
            {edition.name} is not on your site yet: translate the home page, then publish.
          </p>
        ),
      )}
      {view.startable.length > 0 && (
        <section className="languages__start" aria-labelledby="start-language">
          <h2 id="start-language">Add a language</h2>
          <label htmlFor="new-language">Language</label>
          <select id="new-language" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {view.startable.map((each) => (
              <option key={each.language} value={each.language}>
                {each.name}
              </option>
            ))}
          </select>
          <button type="button" className="editor-button editor-button--primary" disabled={!chosen} onClick={() => void start()}>
            Start this language
          </button>
        </section>
      )}
      <ScreenNotes status={status} problem={problem} />
      {view.editions.length > 0 &&
        kinds.map((kind) => (
          <section key={kind} aria-labelledby={`languages-${kind}`}>
            <h2 id={`languages-${kind}`}>{KIND_WORDS[kind]}</h2>
            <table className="languages__table">
              <thead>
                <tr>
                  <th scope="col">{view.first.name}</th>
                  {view.editions.map((edition) => (
                    <th scope="col" key={edition.language}>
                      {edition.name}
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
                              <span className="languages__done">Translated</span>{" "}
                              <button type="button" className="editor-button" onClick={() => open(item, edition.language)} aria-label={`Open the ${edition.name} ${item.kind} “${item.title}”`}>
                                Open
                              </button>
                              {item.kind === "page" && (
                                <a className="editor-button" href={`#/side-by-side/${edition.language}/${item.slug}`} aria-label={`“${item.title}” side by side with its ${edition.name} translation`}>
                                  Side by side
                                </a>
                              )}
                            </>
                          ) : (
                            <button type="button" className="editor-button" onClick={() => void translate(item, edition.language)} aria-label={`Translate “${item.title}” into ${edition.name}`}>
                              Translate
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
