import siteConfig from "../../site.config";
import { SiteFooter } from "~/theme/site-footer";
import { defineIsland } from "./define-island";

/** Footer: it measures itself to turn the parallax off when taller than the window. */
export default defineIsland("site-footer", () => <SiteFooter config={siteConfig} />);
