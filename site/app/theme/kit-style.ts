import { fontStack } from "~/config/font-catalogue";
import type { SiteConfig } from "~/config/site-config";

/** The kit colours and fonts (docs/behaviour/theme.md#colours-and-fonts) by the CSS custom property each sets. */
export function kitVariables(kit: SiteConfig["kit"]): Record<string, string> {
  return {
    "--color-primary": kit.colors.primary,
    "--color-text": kit.colors.text,
    "--color-muted": kit.colors.muted,
    "--color-bg": kit.colors.background,
    "--color-surface": kit.colors.surface,
    "--color-accent": kit.colors.accent,
    // A catalogue id becomes its stack; a stack written by hand stays as it is (docs/decisions/041-font-catalogue.md).
    "--font-body": fontStack(kit.fonts.body),
    "--font-heading": fontStack(kit.fonts.heading),
  };
}

/**
 * The kit as a `:root` rule. Root Layout inlines the result after global.css, so a site
 * owner re-themes the whole site from the kit settings; the editor's settings panel shows
 * the same variables on its live sample.
 */
export function kitStyle(kit: SiteConfig["kit"]): string {
  // Values come from the typed config; strip characters that could end the rule or the tag.
  const body = Object.entries(kitVariables(kit))
    .map(([name, value]) => `${name}:${value.replace(/[;{}<>]/g, "")}`)
    .join(";");
  return `:root{${body}}`;
}
