import { BackToTop } from "~/theme/behaviours/back-to-top";
import { defineIsland } from "./define-island";

/** The go-top anchor and the floating back-to-top control (spec §2, §9: 100 px). */
export default defineIsland("back-to-top", () => <BackToTop />);
