import { describe, expect, it } from "vitest";
import { z } from "zod";
import { authorErrorMap, describeValue, formatIssues, formatPath } from "./error-map";

function messages(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data, { error: authorErrorMap });
  if (result.success) return [];
  return formatIssues("content/products/vase.md", result.error.issues);
}

describe("author error messages", () => {
  it("quotes the received string when a number is expected", () => {
    expect(messages(z.object({ price: z.number() }), { price: "ten" })).toEqual([
      'content/products/vase.md: price: expected a number, received "ten"',
    ]);
  });

  it("says a missing field is required and what it should be", () => {
    expect(messages(z.object({ title: z.string() }), {})).toEqual([
      "content/products/vase.md: title: required (expected a string)",
    ]);
  });

  it("lists the allowed values of an enum", () => {
    expect(messages(z.object({ format: z.enum(["standard", "gallery"]) }), { format: "slider" })).toEqual([
      'content/products/vase.md: format: expected one of "standard", "gallery", received "slider"',
    ]);
  });

  it("names limits with their unit", () => {
    const schema = z.object({ excerpt: z.string().min(50), images: z.array(z.string()).min(1), price: z.number().positive() });
    expect(messages(schema, { excerpt: "short", images: [], price: -2 })).toEqual([
      "content/products/vase.md: excerpt: expected at least 50 characters, received 5",
      "content/products/vase.md: images: expected at least 1 item, received 0",
      "content/products/vase.md: price: expected greater than 0, received -2",
    ]);
  });

  it("names unknown fields of strict objects", () => {
    expect(messages(z.strictObject({ price: z.number() }), { price: 1, pirce: 2 })).toEqual([
      'content/products/vase.md: unknown field "pirce"',
    ]);
  });

  it("lists the widget types when the type is unknown", () => {
    const widget = z.discriminatedUnion("type", [
      z.object({ type: z.literal("heading") }),
      z.object({ type: z.literal("text") }),
    ]);
    expect(messages(z.object({ widgets: z.array(widget) }), { widgets: [{ type: "heading" }, { type: "video" }] })).toEqual([
      'content/products/vase.md: widgets[1].type: expected one of "heading", "text", received "video"',
    ]);
  });

  it("formats nested paths with indexes", () => {
    expect(formatPath(["sections", 0, "columns", 1, "widgets", 2, "image"])).toBe("sections[0].columns[1].widgets[2].image");
    expect(formatPath([])).toBe("");
  });

  it("describes values briefly", () => {
    expect(describeValue("ten")).toBe('"ten"');
    expect(describeValue(undefined)).toBe("nothing");
    expect(describeValue([1, 2])).toBe("a list of 2");
    expect(describeValue("x".repeat(100))).toHaveLength(58);
  });
});
