import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readKitFile } from "./kit-file.server";
import { kitSchema } from "./kit";

function contentWith(kitYaml?: string): string {
  const root = mkdtempSync(path.join(tmpdir(), "kit-"));
  if (kitYaml !== undefined) {
    mkdirSync(path.join(root, "settings"));
    writeFileSync(path.join(root, "settings", "kit.yaml"), kitYaml);
  }
  return root;
}

describe("the kit's settings file", () => {
  it("gives every default when the content folder has none", () => {
    expect(kitSchema.parse(readKitFile(contentWith()))).toEqual(kitSchema.parse({}));
  });

  it("reads the colours and fonts a site owner chose", () => {
    const kit = kitSchema.parse(readKitFile(contentWith("colors:\n  primary: '#123456'\nfonts:\n  heading: Palatino, serif\n")));
    expect(kit.colors.primary).toBe("#123456");
    expect(kit.colors.text).toBe("#1f1b16");
    expect(kit.fonts.heading).toBe("Palatino, serif");
  });

  it("still reads a kit file written before the font catalogue, with CSS font stacks", () => {
    const kit = kitSchema.parse(readKitFile(contentWith(`fonts:\n  body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'\n  heading: 'Georgia, "Times New Roman", serif'\n`)));
    expect(kit.fonts).toEqual({ body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', heading: 'Georgia, "Times New Roman", serif' });
  });

  it("names the file, the field and the problem", () => {
    expect(() => readKitFile(contentWith("colors:\n  primary: reddish\n"))).toThrow(
      'content/settings/kit.yaml: colors.primary: expected a CSS colour (#rrggbb, rgb(…), hsl(…) or a colour name), received "reddish"',
    );
    expect(() => readKitFile(contentWith("fonts:\n  body: fraunse\n"))).toThrow(
      /^content\/settings\/kit\.yaml: fonts\.body: unknown font "fraunse": choose one of system-sans, georgia, inter, .*eb-garamond \(or write a CSS font stack such as Georgia, serif\)$/,
    );
    expect(() => readKitFile(contentWith("colors: [\n"))).toThrow(/^content\/settings\/kit\.yaml: line \d+, column \d+: YAML syntax error/);
  });

  it("is the demo's, with the kit's defaults", () => {
    expect(kitSchema.parse(readKitFile(path.join(import.meta.dirname, "..", "..", "content")))).toEqual(kitSchema.parse({}));
  });
});
