import siteConfig from "../../site.config";
import type { HeaderWords } from "~/theme/header-words";
import { SiteHeader } from "~/theme/site-header";
import { defineIsland } from "./define-island";

/**
 * Header: dropdown and mega menus, mobile menu (docs/behaviour/theme.md#header). It
 * wakes on the first intent (a pointer over it, focus or a touch in it): until then CSS
 * opens the desktop panels on hover and focus, and a press on the mobile toggle is held
 * and replayed once the code is there, so the menus cost nothing in the page's first load.
 */
export default defineIsland(({ pathname, words }: { pathname: string; words: HeaderWords }) => <SiteHeader config={siteConfig} pathname={pathname} words={words} />, {
  trigger: "interaction",
});
