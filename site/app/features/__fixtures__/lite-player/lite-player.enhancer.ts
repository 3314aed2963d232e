import { defineEnhancer } from "../../../islands/define-enhancer";
import { LITE_PLAYER } from "./lite-player-names";

/** A lite player wakes when a visitor reaches for it; its setup is its own chunk. */
export default defineEnhancer({
  selector: `[${LITE_PLAYER.root}]`,
  trigger: "interaction",
  load: () => import("./lite-player-setup"),
});
