import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { preprocessCSS, resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { customMedia, defaultBreakpoints, type Breakpoints } from "../app/config/breakpoints";
import { customMediaPlugin } from "./custom-media";

/** Runs a stylesheet through Vite's CSS pipeline with the plugin, as the build does. */
async function runCss(css: string, breakpoints: Breakpoints = defaultBreakpoints) {
  const config = await resolveConfig(
    { configFile: false, logLevel: "silent", css: { postcss: { plugins: [customMediaPlugin({ media: customMedia(breakpoints) })] } } },
    "build",
  );
  return (await preprocessCSS(css, "/site/app/theme/menu.css", config)).code;
}

describe("named media queries from the configured breakpoints", () => {
  it("writes the demo's breakpoints (768 and 960 px)", async () => {
    const css = await runCss(
      "@media (--tablet-up) { a { color: red } }\n@media (--below-desktop) { b { color: red } }\n@media (--desktop-up) and (min-height: 600px) { c { color: red } }",
    );
    expect(css).toContain("@media (min-width: 768px)");
    expect(css).toContain("@media (max-width: 959.98px)");
    expect(css).toContain("@media (min-width: 960px) and (min-height: 600px)");
  });

  it("follows site.config.ts: another desktop breakpoint moves every desktop query", async () => {
    const css = await runCss("@media (--desktop-up) { a { color: red } }\n@media (--below-desktop) { b { color: red } }", {
      mobile: 320,
      tablet: 600,
      desktop: 800,
    });
    expect(css).toContain("@media (min-width: 800px)");
    expect(css).toContain("@media (max-width: 799.98px)");
    expect(css).not.toContain("960");
  });

  it("fails on an unknown name instead of writing a query that never matches", async () => {
    await expect(runCss("@media (--desktp-up) { a { color: red } }")).rejects.toThrow(/unknown media name "--desktp-up"; use one of --tablet-up/);
  });

  it("leaves other queries alone", async () => {
    const css = "@media (prefers-reduced-motion: reduce) { a { color: red } }";
    expect(await runCss(css)).toContain("@media (prefers-reduced-motion: reduce)");
  });
});

describe("the site's stylesheets", () => {
  const appDir = fileURLToPath(new URL("../app", import.meta.url));
  const files = (readdirSync(appDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".css"));
  const defaults = Object.values(defaultBreakpoints).flatMap((px) => [`${px}px`, `${px - 1}px`]);

  it("write breakpoints by name, never as a number (site.config.ts could not move them)", () => {
    expect(files.length).toBeGreaterThan(5);
    const literal = files.flatMap((file) =>
      [...readFileSync(path.join(appDir, file), "utf8").matchAll(/@media[^{]*/g)]
        .filter(([query]) => defaults.some((px) => query.includes(px)) || /\b640px/.test(query))
        .map(([query]) => `${file}: ${query.trim()}`),
    );
    expect(literal).toEqual([]);
  });
});
