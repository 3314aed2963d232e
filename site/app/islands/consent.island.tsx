import { ConsentUi } from "~/consent/consent-ui";
import { defineIsland } from "./define-island";

/**
 * Layer-1 consent: bar, show-again tab and settings modal (packages/consent/README.md).
 * It wakes at load: the question comes before the page.
 */
export default defineIsland(({ pathname }: { pathname: string }) => <ConsentUi pathname={pathname} />, { trigger: "load" });
