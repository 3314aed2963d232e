import { z } from "zod";
import { CONSENT_ID_ATTR } from "../../consent/consent-log-names.mjs";
import { defineWidget } from "../define-widget";
import "./consent-id.css";

/**
 * The visitor's consent id, for the privacy page (docs/decisions/028-proof-of-consent.md):
 * the id their consent events are logged under, so they can quote it when they ask what
 * was recorded. Pre-rendered with the text for a visitor who has not chosen yet; the
 * page's code puts the id from their cookie in (consent-id.enhancer.ts). Where nothing is
 * logged (a static host, or the log turned off) there is no id to quote: nothing shows.
 */
const consentId = defineWidget({
  type: "consent-id",
  label: "Consent id",
  props: {
    label: z.string().min(1).max(200).default("Your consent id:").meta({ title: "Label" }),
    emptyText: z.string().min(1).max(300).default("none yet: you have not made a choice in the cookie banner on this browser.").meta({ title: "Text before a choice" }),
  },
  defaultProps: {},
  resolveData: (props, { site }) => ({ ...props, logged: site.consentLog }),
  render: ({ label, emptyText, logged }) =>
    logged && (
      <p className="consent-id">
        {label} <code {...{ [CONSENT_ID_ATTR]: "" }} data-empty-text={emptyText}>{emptyText}</code>
      </p>
    ),
  prose: true,
});

export default consentId;
declare module "../widget-registry" {
  interface Widgets {
    "consent-id": typeof consentId;
  }
}
