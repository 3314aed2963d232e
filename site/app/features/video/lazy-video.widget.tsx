import { z } from "zod";
import { LazyVideo } from "./lazy-video";
import { parseVideoUrl } from "./video-source";
import { videoConsentProblem } from "./video-consent";
import { lazyVideoProps } from "./video-view";
import { defineWidget } from "../../widgets/define-widget";

/** The player's shapes, as a box the player fills up to the column's width. */
const SHAPES = { "16:9": [1280, 720], "4:3": [960, 720], "1:1": [720, 720], "9:16": [405, 720] } as const;

/**
 * A YouTube or Vimeo video as a poster with a play button; the provider's player loads on
 * the press, once consent allows it (docs/behaviour/media.md#lazy-video).
 */
const lazyVideo = defineWidget({
  type: "lazy-video",
  label: "Video",
  props: {
    video: z
      .string()
      .refine((value) => parseVideoUrl(value) !== undefined, "must be a YouTube or Vimeo video address, e.g. https://www.youtube.com/watch?v=…")
      .meta({ title: "Video address", description: "A YouTube or Vimeo address; a start time (t=90) is kept." }),
    title: z.string().trim().min(1).meta({ title: "Title", description: "Names the play button and the player for screen readers." }),
    shape: z.enum(["16:9", "4:3", "1:1", "9:16"]).default("16:9").meta({ title: "Shape" }),
  },
  // The provider's own sample video, so a new block is valid until the author pastes theirs.
  defaultProps: { video: "https://www.youtube.com/watch?v=M7lc1UVf-VE", title: "Video", shape: "16:9" },
  resolveData: ({ video, title, shape }, context) => {
    const [width, height] = SHAPES[shape];
    return lazyVideoProps(context.site.video, parseVideoUrl(video)!, { title, width, height });
  },
  render: (view) => <LazyVideo {...view} />,
  check: ({ video }, { site }) => {
    const problem = videoConsentProblem(site.video, parseVideoUrl(video)!.provider);
    return problem ? [{ path: ["video"], message: `waits for consent the site does not have: ${problem}` }] : [];
  },
});

export default lazyVideo;
declare module "../../widgets/widget-registry" {
  interface Widgets {
    "lazy-video": typeof lazyVideo;
  }
}
