import { describe, expect, it } from "vitest";
import { writeJson } from "./json-writer";

describe("the JSON writer", () => {
  const file = `{\n  "title": "Studio",\n  "description": "A page",\n  "sections": [\n    {\n      "columns": [\n        { "widgets": [] }\n      ]\n    }\n  ]\n}\n`;
  const pretty = `${JSON.stringify(JSON.parse(file), null, 2)}\n`;

  it("writes a file back byte for byte when nothing changed", () => {
    expect(writeJson(pretty, JSON.parse(pretty))).toBe(pretty);
    const tabs = JSON.stringify({ a: 1, b: [1, 2] }, null, "\t");
    expect(writeJson(tabs, JSON.parse(tabs))).toBe(tabs);
  });

  it("keeps the file's key order and changes one line for one field", () => {
    const page = JSON.parse(pretty);
    const reordered = { sections: page.sections, description: page.description, title: "Workshop" };
    const written = writeJson(pretty, reordered);
    expect(written.split("\n").filter((line, i) => line !== pretty.split("\n")[i])).toEqual(['  "title": "Workshop",']);
  });

  it("adds new keys after the old ones and keeps CRLF line endings", () => {
    const crlf = pretty.replace(/\n/g, "\r\n");
    const written = writeJson(crlf, { ...JSON.parse(pretty), noLocalScroll: true });
    expect(written.endsWith('  "noLocalScroll": true\r\n}\r\n')).toBe(true);
    expect(written.replace(/\r\n/g, "")).not.toContain("\n");
  });
});
