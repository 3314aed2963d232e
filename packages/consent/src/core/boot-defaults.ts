/**
 * The defaults that are not falsy among the settings the boot script reads. The boot
 * script embeds only values that differ from their default and puts these back, so
 * they live apart from `defaultOptions` (which the boot bundle must not pull in).
 */
export const TRUTHY_BOOT_DEFAULTS = {
  blocking: true,
  ccpaType: "gdpr",
  ccpaBarEnabled: true,
  cookieDays: 365,
} as const;
