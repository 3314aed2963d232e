import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import siteConfig from "../site.config";
import "./styles/global.css";
import { kitStyle } from "./theme/kit-style";
import { InPageBehaviours } from "./theme/behaviours/in-page-behaviours";
import { ChunkErrorMessage } from "./theme/behaviours/chunk-error-message";
import { isChunkLoadError } from "./lib/load-chunk";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={siteConfig.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: kitStyle(siteConfig.kit) }} />
      </head>
      <body>
        <InPageBehaviours />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Spec §8: a route's code that failed to load says so, with a Retry (reload), not a blank page.
  if (isChunkLoadError(error)) {
    return (
      <main id="main">
        <h1>This page could not be loaded</h1>
        <ChunkErrorMessage error={error} retry={() => window.location.reload()} />
      </main>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>{notFound ? "The page you asked for is not here." : "Please try again."}</p>
      <p><a href="/">Back to the home page</a></p>
    </main>
  );
}
