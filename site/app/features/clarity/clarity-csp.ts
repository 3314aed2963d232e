import type { CspOrigins } from "../define-feature";
import type { ClarityConfig } from "../../config/clarity-config";
import { CLARITY_FOLLOW_UPS, CLARITY_TAG_HOST } from "../../config/clarity-host";
import { clarityTag } from "../../config/clarity-tag";

/**
 * The tag's origins once consent allows it (docs/decisions/017-csp-and-headers.md): its
 * host for the script, and what the vendor's tag loads and sends to after; from a host of
 * the owner's, that host for both.
 */
export function clarityCsp(consent: { enabled: boolean; analytics: ClarityConfig }): CspOrigins {
  const tag = clarityTag(consent);
  if (!tag) return {};
  const host = `https://${tag.tagHost}`;
  if (tag.tagHost !== CLARITY_TAG_HOST) return { script: [host], connect: [host] };
  return { script: [host, ...CLARITY_FOLLOW_UPS.script], connect: [...CLARITY_FOLLOW_UPS.connect], img: [...CLARITY_FOLLOW_UPS.img] };
}
