import { describe, expect, it } from "vitest";
import { kitSchema } from "./kit";
import { DEFAULT_FONTS, fontCatalogue, fontChoiceProblem, fontStack, hostedFonts } from "./font-catalogue";
import { kitVariables } from "../theme/kit-style";

describe("the font catalogue", () => {
  it("keeps the system stacks the kit always had as its defaults, with no package to ship", () => {
    const kit = kitSchema.parse({});
    expect(kit.fonts).toEqual(DEFAULT_FONTS);
    expect(kitVariables(kit)["--font-body"]).toBe('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(kitVariables(kit)["--font-heading"]).toBe('Georgia, "Times New Roman", serif');
    expect(hostedFonts(kit.fonts)).toEqual([]);
  });

  it("gives each family a unique id, a kind and a stack that ends in a generic family", () => {
    expect(new Set(fontCatalogue.map((f) => f.id)).size).toBe(fontCatalogue.length);
    for (const font of fontCatalogue) expect(font.stack).toMatch(font.kind === "serif" ? /, serif$/ : /, sans-serif$/);
  });

  it("resolves an id to its stack and leaves a hand-written stack as it is", () => {
    expect(fontStack("fraunces")).toBe('"Fraunces Variable", Georgia, "Times New Roman", serif');
    expect(fontStack("Palatino, serif")).toBe("Palatino, serif");
    const kit = kitSchema.parse({ fonts: { body: "inter", heading: "Palatino, serif" } });
    expect(kitVariables(kit)["--font-body"]).toBe('"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(kitVariables(kit)["--font-heading"]).toBe("Palatino, serif");
  });

  it("still accepts the stacks kit files held before the catalogue", () => {
    for (const stack of ['system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', "Georgia", "serif", "sans-serif", "'Iowan Old Style', Palatino, serif"]) {
      expect(fontChoiceProblem(stack), stack).toBeUndefined();
      expect(kitSchema.safeParse({ fonts: { heading: stack } }).success, stack).toBe(true);
    }
  });

  it("refuses an unknown id, naming the choices", () => {
    const problem = fontChoiceProblem("fraunse");
    expect(problem).toBe(`unknown font "fraunse": choose one of ${fontCatalogue.map((f) => f.id).join(", ")} (or write a CSS font stack such as Georgia, serif)`);
    const result = kitSchema.safeParse({ fonts: { body: "fraunse" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["fonts", "body"], message: problem });
  });

  it("lists each self-hosted family the kit uses once", () => {
    expect(hostedFonts({ body: "lora", heading: "lora" }).map((f) => f.id)).toEqual(["lora"]);
    expect(hostedFonts({ body: "inter", heading: "georgia" }).map((f) => f.package)).toEqual(["@fontsource-variable/inter"]);
  });
});
