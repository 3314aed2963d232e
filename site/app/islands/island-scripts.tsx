import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";

/**
 * The page's only script: the client entry (app/entry.client.tsx), which hydrates the
 * islands. The router's own <Scripts> would also load every route module and the route
 * data to hydrate the whole document (docs/decisions/009-islands.md), so the built
 * pages name the entry and its imports directly. Development keeps <Scripts>, which
 * also brings the dev server's client and React Refresh; so does the root-only shell
 * the build renders last ("SPA mode"), which insists on it and which the site never
 * serves (scripts/build.ts deletes it).
 */
export function IslandScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  if (import.meta.env.DEV || framework?.isSpaMode) return <Scripts />;
  const entry = framework?.manifest.entry;
  if (!entry) throw new Error("IslandScripts: the build manifest has no client entry.");
  // Low priority: the page is readable without this code, so the stylesheet and the
  // largest image must not share the connection with it on a slow network.
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
      ))}
      <script type="module" src={entry.module} fetchPriority="low" />
    </>
  );
}
