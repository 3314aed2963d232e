import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The README is the front door: what Vitrine is, how to set it up, run and test it, the
 * layout, and where to read on. Reference material lives in docs/, each guide linked from it
 * (the links themselves are held by docs-links.test.ts).
 */
const repo = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(`${repo}README.md`, "utf8");

describe("the README", () => {
  it("stays short enough to read at the door", () => {
    expect(readme.split("\n").length).toBeLessThan(300);
  });

  it("links every guide in docs/", () => {
    const guides = readdirSync(`${repo}docs`).filter((name) => name.endsWith(".md"));
    expect(guides.length).toBeGreaterThan(5);
    const unlinked = guides.filter((name) => !readme.includes(`](docs/${name})`));
    expect(unlinked).toEqual([]);
  });

  it("names the two commands: set up and run, then every test", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm test");
  });
});
