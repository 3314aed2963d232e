import type { SiteConfig } from "~/config/site-config";

/**
 * The kit colours and fonts (docs/behaviour/theme.md#colours-and-fonts) as
 * CSS custom properties. Root Layout inlines the result after global.css, so a site owner
 * re-themes the whole site from site.config.ts.
 */
export function kitStyle(kit: SiteConfig["kit"]): string {
  const vars: Record<string, string> = {
    "--color-primary": kit.colors.primary,
    "--color-text": kit.colors.text,
    "--color-muted": kit.colors.muted,
    "--color-bg": kit.colors.background,
    "--color-surface": kit.colors.surface,
    "--color-accent": kit.colors.accent,
    "--font-body": kit.fonts.body,
    "--font-heading": kit.fonts.heading,
  };
  // Values come from the typed config; strip characters that could end the rule or the tag.
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, "")}`)
    .join(";");
  return `:root{${body}}`;
}
