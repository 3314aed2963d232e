const RTL_LANGUAGES = /^(ar|he|fa|ur)(-|$)/i;

/**
 * The site's text direction: the `direction` setting, or its language's. Its own module
 * (not site-config.ts) because the page code needs it and must not pull in the schema library.
 */
export function textDirection(config: { language: string; direction?: "ltr" | "rtl" }): "ltr" | "rtl" {
  return config.direction ?? (RTL_LANGUAGES.test(config.language) ? "rtl" : "ltr");
}
