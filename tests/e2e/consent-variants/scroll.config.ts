import { defineConsentVariant, enabledByDefault } from "./define-variant";

/**
 * Scroll-accept without reload, a consent version the choice records, and the accept hook
 * (behaviours.spec.ts). Analytics is on by default, so an accept without a choice of
 * categories runs its tag.
 */
export default defineConsentVariant({
  scrollClose: true,
  consentVersion: 2,
  categories: enabledByDefault("analytics"),
  // Shipped to the browser as source text: self-contained, no outer variables.
  onAccept(snapshot) {
    const w = window as unknown as { __acceptHook?: unknown[] };
    (w.__acceptHook ??= []).push((snapshot as { allowed: string[] }).allowed);
  },
});

/** The addresses its specs visit: the only pages its build renders (build-variants.ts). */
export const pages = ["/"];
