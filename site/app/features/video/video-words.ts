/**
 * The lazy video player's words, and its prompt's with layer 1 alone
 * (docs/behaviour/media.md#lazy-video): English defaults, `{title}`, `{service}` and
 * `{category}` replaced. The site's words table takes them in as `consentWords.video`.
 */
export const videoWords = {
  /** The play button's accessible name. */
  play: "Play video: {title}",
  /** The link to the video on the provider's site. */
  watch: "Watch on {service}",
  /** Layer 1 alone: the prompt's message. */
  layer1Message: "This video is hosted by {service}. Allow {category} cookies to play it.",
  /** Layer 1 alone: the prompt's button, which opens the cookie settings. */
  layer1Button: "Cookie settings",
} as const;
