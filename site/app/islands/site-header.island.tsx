import siteConfig from "../../site.config";
import { SiteHeader } from "~/theme/site-header";
import { defineIsland } from "./define-island";

/** Header: dropdown and mega menus, mobile menu (spec §2 "Theme"). */
export default defineIsland("site-header", ({ pathname }: { pathname: string }) => (
  <SiteHeader config={siteConfig} pathname={pathname} />
));
