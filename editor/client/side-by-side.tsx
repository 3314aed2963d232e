import { useEffect, useState } from "react";
import { api } from "./api";

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
  if (!editions) return <p>Opening…</p>;
  if (!second)
    return (
      <p role="alert">
        The site has no such language. <a href="#/languages">Languages</a>
      </p>
    );
  const half = (edition: string) => `${location.pathname}?edition=${encodeURIComponent(edition)}#/page/${encodeURIComponent(slug)}`;
  return (
    <main className="side-by-side" id="main">
      <p>
        <a href="#/languages">Languages</a>
      </p>
      <h1 className="visually-hidden">The page side by side with its {second.name} translation</h1>
      <div className="side-by-side__halves">
        <iframe title={`The ${editions.first.name} page`} src={half("")} />
        <iframe title={`The ${second.name} page`} src={half(second.language)} />
      </div>
    </main>
  );
}
