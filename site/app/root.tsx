import { Links, Meta, Outlet, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { NotFoundView } from "./blocks/not-found-view";
import siteConfig from "../site.config";
import { textDirection } from "./config/text-direction";
import "./styles/global.css";
import { kitStyle } from "./theme/kit-style";
import { fontFaceCss } from "./theme/font-face-css";
import kitFontFaces from "virtual:vitrine/kit-fonts";
import "./styles/behaviours.css";
import { BlockedScripts } from "./consent/blocked-scripts";
import { ConsentHead } from "./consent/consent-head";
import { Layer1EndTab, Layer1Host } from "./consent/layer1-host";
import { Layer2Host } from "./consent/layer2-host";
import { layer2Shows } from "./config/layer2-ui-options";
import { NO_SCRIPT_CSS } from "./theme/mobile-menu";
import { SLIDER_NO_SCRIPT_CSS } from "./media/slider/slider-names";
import { Island } from "./islands/island";
import { IslandScripts } from "./islands/island-scripts";
import siteHeaderIsland from "./theme/site-header.island";
import { BackToTopControl, GoTopAnchor } from "./theme/back-to-top";
import { SiteFooter } from "./theme/site-footer";
import { headerWordsOf } from "./theme/header-words";
import { cartLinkWordsOf } from "./features/shop/cart-link";
import { VISITS_META } from "./features/visits/visits-names";
import { siteIconLinks } from "./theme/site-icon-links";
import { addressOf, sitePath } from "./lib/site-path";
import { hreflangAlternates, languageVersions } from "./content/language-versions.server";
import { journalFeedLink } from "./content/found-feed-paths.server";

/**
 * Every page: static HTML with a few hydrated islands (docs/decisions/009-islands.md).
 * The header island gets the page's path for aria-current, and the consent bar for its
 * read-more page. The consent layer comes right after the skip link, so a
 * keyboard or screen-reader visitor meets the question before the page, not after the
 * footer (a bottom bar, popup or widget is fixed on screen; a top bar sits above the header).
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>("root");
  const languages = root?.languages ?? [];
  const alternates = root?.alternates ?? [];
  return (
    <html
      lang={siteConfig.language}
      dir={textDirection(siteConfig)}
      data-mobile-menu-style={siteConfig.mobileMenu.style}
      data-footer-style={siteConfig.footer.style}
      data-sticky-header={siteConfig.header.sticky ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ConsentHead />
        {/* While visits are counted, the beacon's enhancer wakes on this, once the page is idle (docs/behaviour/visits.md#what-the-page-sends). */}
        {siteConfig.visits.enabled && <meta name={VISITS_META} content="" />}
        <Meta />
        <Links />
        {/* The same page in the site's other language, and x-default (docs/decisions/046-two-languages-on-one-site.md, docs/behaviour/found.md#sitemaps). */}
        {alternates.map((version) => <link key={version.language} rel="alternate" hrefLang={version.language} href={version.url} />)}
        {/* This language's journal feed (docs/behaviour/found.md#feeds). */}
        {root?.feed && <link rel="alternate" type="application/atom+xml" title={root.feed.title} href={root.feed.href} />}
        {/* The kit's self-hosted fonts, if it chose any (docs/decisions/041-font-catalogue.md); a font request needs CORS mode, same origin or not. */}
        {kitFontFaces.filter((face) => face.preload).map((face) => (
          <link key={face.url} rel="preload" href={face.url} as="font" type="font/woff2" crossOrigin="" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss(kitFontFaces) + kitStyle(siteConfig.kit) }} />
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}${SLIDER_NO_SCRIPT_CSS}</style>` }} />
      </head>
      <body className={textDirection(siteConfig) === "rtl" ? "rtl" : undefined}>
        <GoTopAnchor />
        <a className="skip-link" href="#main">{siteConfig.words.theme.skipToContent}</a>
        {/* With layer 2 primary, layer 1's UI is silent. */}
        {layer2Shows(siteConfig) ? <Layer2Host /> : <Layer1Host pathname={pathname} />}
        {/* The header's words and the cart link's travel in its props, not in the browser's config (the site's words stay at build). */}
        <Island of={siteHeaderIsland} props={{ pathname, words: headerWordsOf(siteConfig.words), ...(siteConfig.shop ? { cart: cartLinkWordsOf(siteConfig.words) } : {}), ...(languages.length > 1 ? { languages: languages.filter((version) => !version.current).map(({ language, name, href }) => ({ language, name, href })) } : {}) }} />
        <div className="site-page">{children}</div>
        <SiteFooter config={siteConfig} end={<Layer1EndTab />} />
        <BackToTopControl label={siteConfig.words.theme.backToTop} />
        <BlockedScripts config={siteConfig.consent} layer2={siteConfig.layer2} />
        <IslandScripts />
      </body>
    </html>
  );
}

/**
 * The site icon on every page: the owner's, written by the build from their picture, or the
 * site's own SVG and ICO (theme/site-icon-links.ts).
 */
export const links: Route.LinksFunction = () => siteIconLinks(siteConfig.favicon);

/**
 * The page in each language of a site of two (docs/decisions/046-two-languages-on-one-site.md);
 * none for a site of one. The address is asked for without this edition's prefix.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const address = addressOf(request);
  const languages = await languageVersions(address);
  return { languages, alternates: hreflangAlternates(languages), feed: journalFeedLink() };
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <main id="main">
      <h1>{siteConfig.words.theme.errorTitle}</h1>
      <p>{siteConfig.words.theme.errorText}</p>
      <p><a href={sitePath("/")}>{siteConfig.words.theme.errorHome}</a></p>
    </main>
  );
}
