import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { NotFoundView } from "./blocks/not-found-view";
import siteConfig from "../site.config";
import "./styles/global.css";
import { kitStyle } from "./theme/kit-style";
import { ConsentHead, ConsentUi } from "./consent/consent-ui";
import { NO_SCRIPT_CSS } from "./theme/mobile-menu";
import { SiteFooter } from "./theme/site-footer";
import { SiteHeader } from "./theme/site-header";
import { InPageBehaviours } from "./theme/behaviours/in-page-behaviours";
import { ChunkErrorMessage } from "./theme/behaviours/chunk-error-message";
import { isChunkLoadError } from "./lib/load-chunk";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang={siteConfig.language}
      data-mobile-menu-style={siteConfig.mobileMenu.style}
      data-footer-style={siteConfig.footer.style}
      data-sticky-header={siteConfig.header.sticky ? "" : undefined}
      // The consent boot script marks <html data-consent> before hydration.
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ConsentHead />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: kitStyle(siteConfig.kit) }} />
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
      </head>
      <body>
        <InPageBehaviours />
        <a className="skip-link" href="#main">Skip to content</a>
        <SiteHeader config={siteConfig} />
        <div className="site-page">{children}</div>
        <SiteFooter config={siteConfig} />
        <ConsentUi />
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
  // The pre-rendered /404 page hydrates at the unknown URL and lands here: same markup.
  if (notFound) return <NotFoundView />;
  return (
    <main id="main">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>{notFound ? "The page you asked for is not here." : "Please try again."}</p>
      <p><a href="/">Back to the home page</a></p>
    </main>
  );
}
