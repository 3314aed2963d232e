import { rmSync, writeFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineSiteConfig, type SiteConfigInput } from "../app/define-site-config";
import { englishServerWords, errorPageWordDefaults } from "../app/words/server-word-defaults.mjs";
import { serverWordsOf } from "../scripts/build/server-words";
import { SERVER_WORDS_FILE } from "../app/words/server-words-names.mjs";
import { languageWordsOf } from "../app/words/languages";
import { fill } from "../app/words/word.mjs";
import { errorHtml, rawErrorResponse } from "./error-page.mjs";
import { createSiteServer } from "./site-server.mjs";
import { get, listen, makeBuild, rawRequest } from "./test-support";

/** The server's error pages speak the site's language (docs/behaviour/server.md#errors). */
const wordsIn = (language: string, more: Partial<SiteConfigInput> = {}) =>
  serverWordsOf(defineSiteConfig({ name: "Atelier", url: "https://atelier.example", language, ...more }));
const french = wordsIn("fr");
const arabic = wordsIn("ar");

type ErrorWords = Record<string, string>;
/** The error pages' words a site in `language` ships with (app/words/languages/). */
const shipped = (language: string): ErrorWords => languageWordsOf(language)!.words.errorPage;
const [englishWords, frenchWords, arabicWords] = [errorPageWordDefaults, shipped("fr"), shipped("ar")];
/** A status's page as its words say it: its title twice, its sentence, the link home. */
const pageIn = (words: ErrorWords, status: number) => ({ title: words[`title${status}`], heading: words[`title${status}`], text: words[`text${status}`], home: words.home });

/** The statuses with words of their own, and one (429) that takes the general words. */
const STATUSES = [400, 404, 405, 408, 413, 414, 415, 431, 500, 503, 429];

/** The page's title, heading, sentence and link, as a visitor reads them. */
function read(html: string) {
  const match = /<title>(.*)<\/title>.*<h1>(.*)<\/h1><p>(.*)<\/p><p><a href="\/">(.*)<\/a><\/p>/.exec(html);
  const [, title, heading, text, home] = match ?? [];
  return { lang: /<html lang="([^"]*)"/.exec(html)?.[1], dir: /<html [^>]*dir="([^"]*)"/.exec(html)?.[1], title, heading, text, home };
}

describe("an error page", () => {
  it("is in English by default, with the status's number in its title", () => {
    expect(read(errorHtml(404))).toEqual({ lang: "en", dir: "ltr", ...pageIn(englishWords, 404) });
    expect(read(errorHtml(404, englishServerWords))).toEqual(read(errorHtml(404, wordsIn("en"))));
  });

  it("speaks French on a site in French", () => {
    expect(read(errorHtml(413, french))).toEqual({ lang: "fr", dir: "ltr", ...pageIn(frenchWords, 413) });
  });

  it("speaks Arabic right to left on a site in Arabic", () => {
    expect(read(errorHtml(404, arabic))).toEqual({ lang: "ar", dir: "rtl", ...pageIn(arabicWords, 404) });
    // The site's own direction setting wins, as for its pages.
    expect(read(errorHtml(404, wordsIn("ar", { direction: "ltr" }))).dir).toBe("ltr");
  });

  it("leaves no English on a French page, for every status", () => {
    const english = Object.values(errorPageWordDefaults);
    for (const status of STATUSES) {
      const html = errorHtml(status, french);
      const page = read(html);
      expect(page.lang, String(status)).toBe("fr");
      for (const word of [page.title, page.text, page.home]) expect(word, String(status)).toBeTruthy();
      expect(page.title, String(status)).toMatch(new RegExp(`^${status} — `));
      for (const word of [...english.map((w) => w.replace("{status}", String(status))), STATUS_CODES[status]!]) expect(html, `${status}: ${word}`).not.toContain(word);
    }
  });

  it("says a status without words of its own in the general ones, with its number", () => {
    expect(read(errorHtml(429)).title).toBe(fill(englishWords.title!, { status: 429 }));
    expect([read(errorHtml(429, french)).title, read(errorHtml(429, french)).text]).toEqual([fill(frenchWords.title!, { status: 429 }), frenchWords.text]);
  });

  it("takes the owner's own words over the language's, escaped", () => {
    const own = wordsIn("fr", { words: { errorPage: { text404: "Rien ici : <voyez> la boutique." } } });
    expect(read(errorHtml(404, own)).text).toBe("Rien ici : &lt;voyez&gt; la boutique.");
    expect(read(errorHtml(404, own)).title).toBe(frenchWords.title404);
  });

  it("is the same page written straight to a socket, in the words given, English without", () => {
    const raw = rawErrorResponse(431, { words: () => french });
    expect(raw).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(raw.endsWith(errorHtml(431, french))).toBe(true);
    expect(rawErrorResponse(431).endsWith(errorHtml(431))).toBe(true);
    // Words that cannot be read never stop an error page.
    const broken = () => {
      throw new Error("words.json: not valid JSON");
    };
    expect(rawErrorResponse(400, { words: broken }).endsWith(errorHtml(400))).toBe(true);
  });
});

/** A site's server for a build with this `words.json`, or none. */
async function serve(words?: object) {
  const temp = makeBuild({ "index.html": "<h1>Home</h1>" });
  if (words) writeFileSync(path.join(temp, SERVER_WORDS_FILE), JSON.stringify(words));
  const server = createSiteServer({ root: path.join(temp, "client") });
  const port = await listen(server);
  return {
    /** The answer, its body read as the UTF-8 it is (rawRequest keeps bytes as latin1). */
    request: async (raw: string) => {
      const response = await rawRequest(port, raw);
      return { ...response, body: Buffer.from(response.body, "latin1").toString("utf8") };
    },
    close: () => {
      server.close();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

describe("the site's server answers its errors in the language of the build it serves", () => {
  afterEach(() => vi.restoreAllMocks());

  it("from the request guard, a route without a database, and Node's parser", async () => {
    const site = await serve(french);
    try {
      const refused = await site.request(get("/%2e%2e/etc/passwd"));
      expect([refused.status, read(refused.body).lang, read(refused.body).title]).toEqual([400, "fr", frenchWords.title400]);
      const posted = await site.request("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n");
      expect([posted.status, read(posted.body).title]).toEqual([405, frenchWords.title405]);
      const forms = await site.request(get("/forms/contact/sent"));
      expect([forms.status, read(forms.body).title]).toEqual([503, frenchWords.title503]);
      const garbled = await site.request("NOT HTTP AT ALL\r\n\r\n");
      expect([garbled.status, read(garbled.body).lang, read(garbled.body).text]).toEqual([400, "fr", frenchWords.text400]);
    } finally {
      site.close();
    }
  });

  it("and in English for a build whose words.json has no error words yet, or that has none", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { errorPage: _, direction: __, ...older } = french;
    for (const [build, words] of [["older", older], ["oldest", undefined]] as const) {
      const site = await serve(words);
      try {
        const response = await site.request(get("/%00"));
        expect([response.status, read(response.body).lang, read(response.body).title], build).toEqual([400, "en", englishWords.title400]);
      } finally {
        site.close();
      }
    }
  });
});
