import { defineConsentVariant, enabledByDefault } from "./define-variant";

/** The bar closes by itself after 1.5 s, which counts as accept (analytics on by default). */
export default defineConsentVariant({ showOnceYn: true, showOnceMs: 1500, categories: enabledByDefault("analytics") });
