import type { PageSummary } from "../server/content/pages";
import { FileListScreen, useFileList } from "./file-list-screen";
import { ScreenLinks } from "./studio-screens";

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
  return (
    <FileListScreen
      title="Pages"
      heading={
        <header className="page-list__header">
          <div>
            <p className="page-list__tool">Page builder</p>
            <h1>Pages</h1>
          </div>
          <ScreenLinks label="studio" current="#/pages" />
        </header>
      }
      kind="page"
      onRestored={load}
      intro="Choose a page to edit it as it will look. Save keeps your changes; Publish puts them on the site."
      create={{ heading: "New page", id: "new-title", button: "Create page", url: "/api/pages", failed: "The page could not be created", opens: "#/page/", slugOf }}
      createLast
      rows={pages?.map((page) => ({ key: page.slug, href: `#/page/${page.slug}`, title: page.title, meta: page.address }))}
    />
  );
}
