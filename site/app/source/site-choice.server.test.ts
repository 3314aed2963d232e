import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ownSiteContent } from "./content-dir.server";
import { chooseDemo, chooseSite, chosenSiteFolder, mediaDirOf, SITE_CHOICE_FILE } from "./site-choice.server";

let repo: string;
beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "site-choice-"));
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

function ownSite(folder: string) {
  mkdirSync(path.join(repo, folder, "content", "settings"), { recursive: true });
  writeFileSync(path.join(repo, folder, "content", "settings", "site.yaml"), "name: Ada\n");
}

describe("which site the tools work on (vitrine-site.json)", () => {
  it("is the demo until a site is chosen, the chosen site's content folder after, and the demo again", () => {
    expect(ownSiteContent(repo)).toBeUndefined();
    ownSite("my-site");
    chooseSite(repo, path.join(repo, "my-site"));
    // Kept relative inside the repository, so the pair can move together.
    expect(JSON.parse(readFileSync(path.join(repo, SITE_CHOICE_FILE), "utf8"))).toEqual({ folder: "my-site" });
    expect(ownSiteContent(repo)).toBe(path.join(repo, "my-site", "content"));
    expect(mediaDirOf(ownSiteContent(repo)!)).toBe(path.join(repo, "my-site", "public", "media"));
    chooseDemo(repo);
    expect(ownSiteContent(repo)).toBeUndefined();
    // The site itself is left as it was.
    expect(existsSync(path.join(repo, "my-site", "content", "settings", "site.yaml"))).toBe(true);
  });

  it("says how to go back when the file names a folder with no site, rather than building the demo", () => {
    writeFileSync(path.join(repo, SITE_CHOICE_FILE), JSON.stringify({ folder: "gone" }));
    expect(() => chosenSiteFolder(repo)).toThrow("vitrine-site.json points at gone, which has no content/settings/site.yaml: run npm run use-site -- <your site's folder>, or npm run demo");
    writeFileSync(path.join(repo, SITE_CHOICE_FILE), "{ not json");
    expect(() => chosenSiteFolder(repo)).toThrow('vitrine-site.json: expected {"folder": "my-site"}');
  });
});
