import { frameOwner, type FrameConsent } from "../../consent/frame-consent";

/** The frame's box when the author gives neither a height nor an aspect: the usual video's. */
const DEFAULT_ASPECT = "16:9";

/** The frame's size in px: its height, or its width at the aspect ratio (16:9 by default). */
export function embedBox({ width, height, aspect }: { width: number; height?: number; aspect?: string }): { width: number; height: number } {
  if (height !== undefined) return { width, height };
  const [w, h] = (aspect ?? DEFAULT_ASPECT).split(":").map(Number) as [number, number];
  return { width, height: Math.max(1, Math.round((width * h) / w)) };
}

type Problem = { path: (string | number)[]; message: string };

/**
 * What the content check reports for an embed (docs/behaviour/consent-layer-2.md#embeds): a
 * height and an aspect both given, and a frame whose host no service of `layer2` claims —
 * it would have nothing to wait for, so the build refuses it, naming the hosts that are claimed.
 */
export function embedProblems(props: { url: string; height?: number; aspect?: string }, frames: FrameConsent): Problem[] {
  const problems: Problem[] = [];
  if (props.height !== undefined && props.aspect !== undefined) problems.push({ path: ["aspect"], message: "give a height or an aspect ratio, not both" });
  if (!frameOwner(frames, props.url)) {
    const host = URL.canParse(props.url) ? new URL(props.url).hostname : props.url;
    const claimed = frames.categories.flatMap((c) => c.services.flatMap((s) => s.hosts.map((h) => `${h} (${s.slug})`)));
    const message = frames.enabled
      ? `no service the site uses loads from ${host}: choose the service in the studio's Consent screen (content/settings/consent.yaml), or add ${host} to a layer2 service's hosts in site.config.ts (claimed: ${claimed.join(", ") || "none"})`
      : `an embedded frame waits for a service of the second consent layer, which is off (layer2.enabled in site.config.ts)`;
    problems.push({ path: ["url"], message });
  }
  return problems;
}
