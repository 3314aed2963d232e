import { ConsentUi } from "~/consent/consent-ui";
import { defineIsland } from "./define-island";

/** Layer-1 consent: bar, show-again tab and settings modal (spec §2). */
export default defineIsland("consent", ({ pathname }: { pathname: string }) => (
  <ConsentUi pathname={pathname} />
));
