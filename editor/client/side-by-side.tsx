import { useEffect, useState } from "react";
import { api } from "./api";
import { languageWords } from "./words/languages";
import { shellWords } from "./words/shell";
import { fill, languageNameOf, wordsOf } from "./words/studio-words";

type Editions = { first: { language: string; name: string }; editions: { language: string; name: string }[] };

/**
 * A page and its translation side by side, each half the studio's own page editor for its
 * language (the address's `?edition=`, client/api.ts), so both are edited and saved as they
 * are alone; on a phone one above the other. docs/owner.md#your-site-in-two-languages.
 */
export function SideBySide({ language, slug }: { language: string; slug: string }) {
  const [editions, setEditions] = useState<Editions | undefined>();
  useEffect(() => {
    void api<Editions>("GET", "/api/editions").then((r) => r.status === 200 && setEditions(r.body));
  }, []);
  const second = editions?.editions.find((each) => each.language === language);
  const t = wordsOf(languageWords);
  if (!editions) return <p>{wordsOf(shellWords).opening}</p>;
  if (!second)
    return (
      <p role="alert">
        {t.noSuchLanguage} <a href="#/languages">{wordsOf(shellWords).languages}</a>
      </p>
    );
  const half = (edition: string) => `${location.pathname}?edition=${encodeURIComponent(edition)}#/page/${encodeURIComponent(slug)}`;
  return (
    <main className="side-by-side" id="main">
      <p>
        <a href="#/languages">{wordsOf(shellWords).languages}</a>
      </p>
      <h1 className="visually-hidden">{fill(t.sideBySideTitle, { language: languageNameOf(second.language) })}</h1>
      <div className="side-by-side__halves">
        <iframe title={fill(t.pageIn, { language: languageNameOf(editions.first.language) })} src={half("")} />
        <iframe title={fill(t.pageIn, { language: languageNameOf(second.language) })} src={half(second.language)} />
      </div>
    </main>
  );
}
