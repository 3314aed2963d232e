import siteConfig from "../../site.config";
import { SiteHeader } from "~/theme/site-header";
import { defineIsland } from "./define-island";

/**
 * Header: dropdown and mega menus, mobile menu (docs/behaviour/theme.md#header). It
 * wakes at load: the menus are what a visitor may reach for first.
 */
export default defineIsland(({ pathname }: { pathname: string }) => <SiteHeader config={siteConfig} pathname={pathname} />, {
  trigger: "load",
});
