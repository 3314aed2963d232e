import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { withoutServerPaths } from "./log-paths";

describe("a build line without server paths", () => {
  const cwd = "/srv/vitrine";
  it("makes a path in the repository relative to it", () => {
    expect(withoutServerPaths("Error in /srv/vitrine/site/content/pages/home.yaml: title", cwd)).toBe("Error in site/content/pages/home.yaml: title");
    // The build names its output folder with a trailing separator.
    expect(withoutServerPaths("build ready in /srv/vitrine/site/build-preview/ (6.7 s)", "/srv/vitrine/")).toBe("build ready in site/build-preview/ (6.7 s)");
  });
  it("shortens any other absolute path to its last part", () => {
    expect(withoutServerPaths(`at load (${tmpdir()}/build-x/chunk-1.js:3:9)`, cwd)).toBe("at load (…/build-x/chunk-1.js:3:9)");
    expect(withoutServerPaths("wrote /var/lib/vitrine/build/client/index.html", cwd)).toBe("wrote …/index.html");
  });
  it("leaves a site address and a content file's name alone", () => {
    expect(withoutServerPaths("pre-rendered /journal/notes-on-celadon", cwd)).toBe("pre-rendered /journal/notes-on-celadon");
    expect(withoutServerPaths("content/pages/home.yaml: title: required", cwd)).toBe("content/pages/home.yaml: title: required");
  });
});
