// The player's look is in the site's one stylesheet, so a pre-rendered player has its box from
// the first paint; its component stays free of stylesheets for the build's content check.
import "@vitrine/consent/placeholder.css";
import "./lazy-video.css";
import { defineEnhancer } from "~/islands/define-enhancer";
import { VIDEO_ROOT } from "./video-names";

/**
 * Lazy video players (docs/behaviour/media.md#lazy-video) wake when a visitor reaches for
 * one (pointer, focus, touch); a press before the code has arrived is held and replayed,
 * so one press plays. The provider is never contacted before that press.
 */
export default defineEnhancer({
  selector: `[${VIDEO_ROOT}]`,
  trigger: "interaction",
  load: () => import("./video-setup"),
});
