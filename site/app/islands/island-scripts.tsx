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
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={entry.module} />
    </>
  );
}
