import { CHOICE_EVENT } from "@vitrine/consent";
import type { EnhancerContext } from "../../islands/define-enhancer";
import { readConsentId } from "../../consent/consent-id-cookie";

/** Puts the visitor's consent id in, and keeps it current when they choose on this page. */
export default function showConsentId(element: HTMLElement, { store }: EnhancerContext) {
  const show = () => {
    element.textContent = readConsentId(element.ownerDocument) ?? element.dataset.emptyText ?? "";
  };
  show();
  // The consent log makes the id with the first choice, before this hears the event.
  store.add(element.ownerDocument, CHOICE_EVENT, show);
}
