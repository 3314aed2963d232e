import type { PageSummary } from "../server/content/pages";
import { FileListScreen, useFileList } from "./file-list-screen";
import { ScreenLinks } from "./studio-screens";
import { listWords } from "./words/lists";
import { shellWords } from "./words/shell";
import { wordsOf } from "./words/studio-words";

/** A page's address from its title: plain letters and digits, words joined by hyphens. */
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** The site's pages (#/pages): every page, a way to make a new one, and the studio's other screens. */
export function PageList() {
  const { items: pages, load } = useFileList<PageSummary>("/api/pages");
  const t = wordsOf(listWords);
  const shell = wordsOf(shellWords);
  return (
    <FileListScreen
      title={shell.pages}
      heading={
        <header className="page-list__header">
          <div>
            <p className="page-list__tool">{shell.title}</p>
            <h1>{shell.pages}</h1>
          </div>
          <ScreenLinks label="studio" current="#/pages" />
        </header>
      }
      kind="page"
      onRestored={load}
      intro={t.pagesIntro}
      create={{ heading: t.newPage, id: "new-title", button: t.createPage, url: "/api/pages", failed: t.pageNotCreated, opens: "#/page/", slugOf }}
      createLast
      rows={pages?.map((page) => ({ key: page.slug, href: `#/page/${page.slug}`, title: page.title, meta: page.address }))}
    />
  );
}
