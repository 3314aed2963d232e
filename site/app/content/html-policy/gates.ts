import siteConfig from "../../../site.config";
import { features } from "../../features/site-features.server";
import type { Gate } from "../../source/gate";

/**
 * The gates (their shape: source/gate.ts), one entry per gate, the first that takes an element wins: the features' gates, in their
 * folders' order (a video frame becomes a lazy player, docs/behaviour/media.md#lazy-video),
 * then the fallbacks: layer 2's placeholders for the frames its services claim
 * (docs/behaviour/consent-layer-2.md#frames). Loaded once, before the policy runs.
 */
export const defaultGates: readonly Gate[] = await features.gates(siteConfig);
