/** @jsxRuntime automatic @jsxImportSource react */
// (The content check renders this under plain Node, whatever tsconfig that process reads.)
import { ConsentPlaceholder, contentBox } from "@vitrine/consent/placeholder";
import { useFrontendConfig } from "../../config/frontend-config";
import type { VideoConsent } from "./video-consent";
import { POSTER_SIZE, VIDEO } from "./video-names";
import type { VideoSource } from "./video-source";

export type LazyVideoProps = {
  source: VideoSource;
  /** The video's title: the button's name ("Play video: …") and the frame's title. */
  title: string;
  /** The player's box in px (its aspect ratio; full width up to `width`). */
  width: number;
  height: number;
  /** The player's address, without autoplay. */
  src: string;
  /** The provider's player API script (loaded only to pause this player when another starts). */
  api: string;
  /** The self-hosted poster (docs/behaviour/media.md#lazy-video). */
  poster: string;
  /** The video on the provider's site, and the link's text ("Watch on YouTube"). */
  watch: { href: string; text: string; newTab?: string };
  /** The play button's accessible name. */
  playLabel: string;
  /** What the video waits for; undefined when no consent layer runs. */
  consent?: VideoConsent;
};

function PlayIcon() {
  return (
    <svg aria-hidden focusable={false} className="lazy-video__icon" width="68" height="48" viewBox="0 0 68 48">
      <rect width="68" height="48" rx="12" fill="currentColor" />
      <path d="M27 14v20l18-10z" fill="#fff" />
    </svg>
  );
}

/**
 * A video as a poster with a play button (docs/behaviour/media.md#lazy-video): the
 * provider's player loads only when the button is pressed, and only once its consent is
 * given; until then the shared consent placeholder (pre-rendered, hidden) takes the
 * button's place. The box has the player's aspect ratio from the first paint. In the
 * page builder's canvas (`edit`) it is the poster alone: nothing wakes it.
 */
export function LazyVideo(props: LazyVideoProps) {
  const { source, title, width, height, src, api, poster, watch, playLabel, consent } = props;
  const { mode } = useFrontendConfig();
  const hook = mode === "edit" ? {} : { [VIDEO.root]: "" };
  return (
    <div
      className="lazy-video"
      style={contentBox(width, height)}
      {...hook}
      {...{ [VIDEO.provider]: source.provider, [VIDEO.id]: source.id, [VIDEO.query]: source.query, [VIDEO.src]: src, [VIDEO.alt]: title, [VIDEO.api]: api }}
    >
      <img className="lazy-video__poster" src={poster} width={POSTER_SIZE.width} height={POSTER_SIZE.height} alt="" loading="lazy" decoding="async" />
      <button type="button" className="lazy-video__play" aria-label={playLabel} {...{ [VIDEO.play]: "" }}>
        <PlayIcon />
      </button>
      <noscript>
        <a className="lazy-video__watch" href={watch.href}>
          {watch.text}
        </a>
      </noscript>
      {consent ? (
        <div className="lazy-video__prompt" hidden {...{ [VIDEO.prompt]: "" }}>
          <ConsentPlaceholder
            title={title}
            width={width}
            height={height}
            category={consent.category}
            service={consent.service}
            message={consent.message}
            actionText={consent.actionText}
            action={consent.action}
            link={watch}
            poster={{ src: poster }}
          />
        </div>
      ) : null}
    </div>
  );
}
