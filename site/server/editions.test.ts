import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineSiteConfig } from "../app/define-site-config";
import { serverWordsOf } from "../scripts/build/server-words";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";
import { firstLanguageDir, keepInEdition } from "./editions.mjs";
import { createSiteServer } from "./site-server.mjs";
import { get, listen, makeBuild, rawRequest } from "./test-support";

/**
 * A site in two languages: the server answers `/fr/…` from the French edition's build, its
 * pages, its 404 and error pages and its redirects, and everything else from the first
 * language's (docs/decisions/046-two-languages-on-one-site.md).
 */
let temp = "";
let port = 0;
let close = () => {};

const words = (language: string, prefix = "") => JSON.stringify(serverWordsOf(defineSiteConfig({ name: "Atelier", url: "https://atelier.example", language }), prefix));

beforeAll(async () => {
  temp = makeBuild({
    "index.html": "<h1>Home</h1>",
    "about/index.html": "<h1>About</h1>",
    "404/index.html": "<h1>Not found</h1>",
  });
  writeFileSync(path.join(temp, SERVER_WORDS_FILE), words("en"));
  const french = path.join(temp, "editions", "fr");
  for (const [file, text] of Object.entries({
    "index.html": "<h1>Accueil</h1>",
    "about/index.html": "<h1>À propos</h1>",
    "404/index.html": "<h1>Page introuvable</h1>",
    _redirects: "/a-propos /about 301\n",
  })) {
    mkdirSync(path.dirname(path.join(french, "client", file)), { recursive: true });
    writeFileSync(path.join(french, "client", file), text);
  }
  writeFileSync(path.join(french, SERVER_WORDS_FILE), words("fr", "/fr"));
  const server = createSiteServer({ root: path.join(temp, "client") });
  port = await listen(server);
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(temp, { recursive: true, force: true });
});

const fetchPage = async (target: string, method = "GET") => {
  const response = await rawRequest(port, method === "GET" ? get(target) : `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`);
  return { ...response, body: Buffer.from(response.body, "latin1").toString("utf8") };
};

describe("a site in two languages", () => {
  it("serves the second language's pages under its prefix, and the first language's elsewhere", async () => {
    expect((await fetchPage("/fr/")).body).toContain("Accueil");
    expect((await fetchPage("/fr")).body).toContain("Accueil");
    expect((await fetchPage("/fr/about/")).body).toContain("À propos");
    expect((await fetchPage("/about/")).body).toContain("About");
    expect((await fetchPage("/")).body).toContain("Home");
  });

  it("answers an address the edition lacks with the edition's own 404 page, in its language", async () => {
    const missing = await fetchPage("/fr/care-guide");
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Page introuvable");
    // Not the first language's page of that name.
    expect((await fetchPage("/fr/nope")).body).not.toContain("Not found");
  });

  it("leads an edition's old address to the edition's page, and its error pages home to the edition", async () => {
    const moved = await fetchPage("/fr/a-propos");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/fr/about");
    const refused = await fetchPage("/fr/about/", "DELETE");
    expect(refused.status).toBe(405);
    expect(refused.body).toContain('<html lang="fr"');
    expect(refused.body).toContain('<a href="/fr/">');
  });

  it("takes a prefix no edition has for a page of the first language", async () => {
    expect((await fetchPage("/de/")).status).toBe(404);
    expect((await fetchPage("/de/")).body).toContain("Not found");
  });
});

describe("an edition's redirects", () => {
  it("lead within the edition as its pages' links do: a site address once under its prefix, a shared one at the root", () => {
    const sent: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => void (sent[name] = value), writeHead: () => res } as unknown as ServerResponse;
    keepInEdition(res, "/fr");
    const locations = ["/contact?sent=contact", "/", "/fr/cart", "/api/consent", "/media/vase-800.webp", "https://pay.example/session"];
    expect(
      locations.map((location) => {
        res.setHeader("Location", location);
        return sent.Location;
      }),
    ).toEqual(["/fr/contact?sent=contact", "/fr/", "/fr/cart", "/api/consent", "/media/vase-800.webp", "https://pay.example/session"]);
  });
});

describe("the first language's folder of an edition's", () => {
  it("is the build's client folder, from an edition's or from its own", () => {
    const build = path.join(path.sep, "srv", "site", "build");
    expect(firstLanguageDir(path.join(build, "editions", "fr", "client"))).toBe(path.join(build, "client"));
    expect(firstLanguageDir(path.join(build, "client"))).toBe(path.join(build, "client"));
  });
});
