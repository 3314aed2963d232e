import { mkdirSync, writeFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FormView, type FormViewProps } from "../../app/widgets/form/form-view";
import { openSqlite } from "../db/sqlite.mjs";
import { migrate } from "../db/migrate.mjs";
import { createSubmissionStore } from "../db/submissions.mjs";
import type { Db } from "../db/types.d.mts";
import { createSiteServer } from "../site-server.mjs";
import { listen, makeBuild } from "../test-support";
import { createMailer, type Mailer } from "./mailer.mjs";
import { SERVER_WORDS_FILE } from "../../app/words/server-words-names.mjs";
import { englishWords } from "../../app/words/test-words";
import { countWord, fill } from "../../app/words/word.mjs";
import { defineSiteConfig } from "../../app/define-site-config";
import { englishServerWords, serverWordsOf } from "../../scripts/build/server-words";

/**
 * The forms' addresses end to end over HTTP, on a small build with the contact form
 * (docs/behaviour/server.md#forms, #spam-protection). The key's fill time is short so
 * a test waits for it by the clock, not by a guess.
 */
const view: FormViewProps = {
  name: "contact",
  headingLevel: 2,
  intro: [],
  fields: [
    { type: "text", name: "name", label: "Your name", required: true, maxLength: 100 },
    { type: "email", name: "email", label: "Your email", required: true, maxLength: 254 },
    { type: "select", name: "topic", label: "Topic", required: false, options: [{ label: "A piece" }, { label: "Other" }] },
    { type: "textarea", name: "message", label: "Message", required: true, maxLength: 5000 },
    { type: "checkbox", name: "news", label: "News, please", required: false },
  ],
  submitLabel: "Send message",
  spamCheck: true,
  words: englishWords.forms,
  page: "/contact",
};
const page = `<!DOCTYPE html><html><head><script>window.boot=1</script></head><body><main>${renderToStaticMarkup(<FormView {...view} />)}</main></body></html>`;
const { headingLevel: _h, intro: _i, page: _p, words: _w, ...definition } = view;
const manifest = { site: { name: "Test", url: "" }, forms: { contact: { ...definition, headingLevel: 2, successMessage: "Thanks, sent.", file: "content/pages/contact.yaml", pages: { "/contact": {} } } } };

/**
 * The same form in the site's French edition (docs/decisions/046-two-languages-on-one-site.md):
 * its own labels and options, on its contact page and a product's page, with its own words.
 */
const frenchConfig = defineSiteConfig({ name: "Test", url: "https://studio.example", language: "fr" });
const frenchView: FormViewProps = {
  ...view,
  fields: [
    { type: "text", name: "name", label: "Votre nom", required: true, maxLength: 100 },
    { type: "email", name: "email", label: "Votre e-mail", required: true, maxLength: 254 },
    { type: "select", name: "topic", label: "Sujet", required: false, options: [{ label: "Une pièce" }, { label: "Autre chose" }] },
    { type: "textarea", name: "message", label: "Message", required: true, maxLength: 5000 },
    { type: "checkbox", name: "news", label: "Des nouvelles, volontiers", required: false },
  ],
  submitLabel: "Envoyer",
  words: frenchConfig.words.forms,
};
const frenchPage = (at: string) => `<!DOCTYPE html><html lang="fr"><body><main>${renderToStaticMarkup(<FormView {...frenchView} page={at} />)}</main></body></html>`;
const { headingLevel: _fh, intro: _fi, page: _fp, words: _fw, ...frenchDefinition } = frenchView;
const frenchManifest = {
  site: { name: "Test", url: "" },
  forms: { contact: { ...frenchDefinition, headingLevel: 2, successMessage: "Merci, c'est envoyé.", file: "content/editions/fr/pages/contact.yaml", pages: { "/contact": {}, "/shop/mug": { subject: { slug: "mug", title: "Mug ardoise" } } } } },
};

// Long enough that a key fetched and sent at once is still too fast on a loaded machine (150 ms was not).
const MIN_FILL_MS = 600;
let temp: string;
let db: Db;
let server: Server;
let base: string;
// A local SMTP catcher: each message as the owner would receive it.
const mails: string[] = [];
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, _session, done) {
    let text = "";
    stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    stream.on("end", () => {
      mails.push(text);
      done();
    });
  },
});
let mailer: Mailer;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  mailer = createMailer({ url: `smtp://127.0.0.1:${smtpPort}`, to: "owner@example.com", from: "site@example.com" });
  temp = makeBuild({ "index.html": "<h1>Home</h1>", "contact/index.html": page, "404/index.html": "<h1>Not found</h1>" });
  writeFileSync(path.join(temp, "forms.json"), JSON.stringify(manifest));
  writeFileSync(path.join(temp, SERVER_WORDS_FILE), JSON.stringify(englishServerWords));
  const french = path.join(temp, "editions", "fr");
  for (const at of ["/contact", "/shop/mug"]) {
    mkdirSync(path.join(french, "client", at), { recursive: true });
    writeFileSync(path.join(french, "client", at, "index.html"), frenchPage(at));
  }
  writeFileSync(path.join(french, "forms.json"), JSON.stringify(frenchManifest));
  writeFileSync(path.join(french, SERVER_WORDS_FILE), JSON.stringify(serverWordsOf(frenchConfig, "/fr")));
  db = openSqlite({ file: path.join(temp, "db.sqlite") });
  await migrate(db);
  server = createSiteServer({ root: path.join(temp, "client"), db, forms: { keys: { minFillMs: MIN_FILL_MS }, rateLimit: { capacity: 16, windowMs: 60_000 }, keyRateLimit: { capacity: 25, windowMs: 60_000 }, mailer } });
  base = `http://127.0.0.1:${await listen(server)}`;
});

afterAll(async () => {
  server?.close();
  mailer?.close();
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  await db?.close();
  rmSync(temp, { recursive: true, force: true });
});

const good = { name: "Ann", email: "ann@example.com", topic: "Other", message: "Hello\r\nthere", _page: "/contact" };

async function key(): Promise<string> {
  const answer = await fetch(`${base}/api/forms/contact/key`, { method: "POST" });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  const { key, notBefore } = (await answer.json()) as { key: string; notBefore: number };
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, notBefore - Date.now() + 20)));
  return key;
}

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${base}/forms/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const stored = async () => (await createSubmissionStore(db).list({ form: "contact" })).map((s) => s.fields);

describe("a form sent without JavaScript", () => {
  it("is stored and redirected to the page saying it was sent", async () => {
    const answer = await post({ ...good, news: "yes", _key: await key() });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/forms/contact/sent?page=%2Fcontact");
    expect(await stored()).toContainEqual({ name: "Ann", email: "ann@example.com", topic: "Other", message: "Hello\nthere", news: "yes" });
    // With the language of the page it was sent from.
    expect((await createSubmissionStore(db).list({ form: "contact" }))[0]?.language).toBe("en");
    const sent = await fetch(`${base}${answer.headers.get("location")}`);
    const html = await sent.text();
    expect(sent.status).toBe(200);
    expect(html).toContain('<p>Thanks, sent.</p>');
    expect(html).toContain("form--sent");
    // The page saying it was sent holds an empty form: nothing to send twice by pressing again.
    expect(html).toMatch(/<input[^>]*name="name"/);
    expect(html).not.toContain('value="Ann"');
    expect(html).not.toContain("Hello");
    expect(html).toContain("<script>window.boot=1</script>");
    // Emailed to the owner, answerable with one click, and marked so.
    await vi.waitFor(() => expect(mails).toHaveLength(1));
    expect(mails[0]).toMatch(/^Subject: Test: contact$/m);
    expect(mails[0]).toMatch(/^Reply-To: ann@example.com$/m);
    expect(mails[0]).toContain("Message:\r\nHello\r\nthere");
    expect(mails[0]).toMatch(/^Sent from \/contact \(English\) at /m);
    await vi.waitFor(async () => expect((await createSubmissionStore(db).list({ form: "contact" }))[0]?.emailedAt).toBeGreaterThan(0));
  });

  it("comes back filled, with a message per field, when a rule is broken; hostile input stays text", async () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const answer = await post({ ...good, name: hostile, email: "not-an-address", message: "", _key: await key() });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    const words = englishWords.forms;
    expect(html).toContain(countWord(words.needAttention, 2, "en"));
    expect(html).toContain(fill(words.email, { label: "Your email" }));
    expect(html).toContain(fill(words.fillIn, { label: "Message" }));
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toMatch(/<option value="Other" selected="">/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/<input[^>]*name="name"[^>]*aria-invalid/);
    // A fresh key comes with it, so the corrected form goes through.
    expect(html).toMatch(/name="_key" value="v1\.contact\./);
  });

  it("without a key (no script ran) comes back with one, to be sent again", async () => {
    const first = await post({ ...good, message: "Confirm me" });
    expect(first.status).toBe(409);
    const html = await first.text();
    expect(html).toContain("press “Send message” again");
    // Filled in as the visitor left it, to confirm with one press.
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ann"/);
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Confirm me<\/textarea>/);
    expect(html).toMatch(/<option value="Other" selected="">/);
    expect(await stored()).not.toContainEqual(expect.objectContaining({ message: "Confirm me" }));
    const key = /name="_key" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const again = await post({ ...good, message: "Confirm me", _key: key });
    expect(again.status).toBe(303);
    expect(await stored()).toContainEqual(expect.objectContaining({ message: "Confirm me" }));
  });
});

describe("a form sent twice with the same key", () => {
  it("is stored once, with or without JavaScript, and both sends are told it was sent", async () => {
    const sent = { ...good, message: "Only once, please", _key: await key() };
    const plain = [await post(sent), await post(sent)];
    expect(plain.map((answer) => answer.status)).toEqual([303, 303]);
    const scripted = { ...good, message: "Once by script", _key: await key() };
    const json = await Promise.all([post(scripted, { accept: "application/json" }), post(scripted, { accept: "application/json" })]);
    expect(await Promise.all(json.map((answer) => answer.json()))).toEqual([{ ok: true, message: "Thanks, sent." }, { ok: true, message: "Thanks, sent." }]);
    const messages = (await stored()).map((fields) => fields.message);
    expect(messages.filter((message) => message === "Only once, please")).toHaveLength(1);
    expect(messages.filter((message) => message === "Once by script")).toHaveLength(1);
  });
});

describe("a form sent by the page's script (Accept: application/json)", () => {
  const json = { accept: "application/json" };

  it("answers ok, or each field's message", async () => {
    const ok = await post({ ...good, message: "By script", _key: await key() }, json);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, message: "Thanks, sent." });
    const bad = await post({ ...good, email: "", _key: await key() }, json);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ ok: false, kind: "invalid", errors: { email: "Please fill in “Your email”." } });
  });

  it("refuses a bot quietly: honeypot, forged key, sent too fast; nothing is stored", async () => {
    const before = (await stored()).length;
    const honeypot = await post({ ...good, homepage: "http://spam.example", _key: await key() }, json);
    const forged = await post({ ...good, _key: "v1.contact.a.b.AAAAAAAAAAA.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJlc2ln" }, json);
    const fresh = (await (await fetch(`${base}/api/forms/contact/key`, { method: "POST" })).json()) as { key: string };
    const fast = await post({ ...good, _key: fresh.key }, json);
    for (const answer of [honeypot, forged, fast]) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true, message: "Thanks, sent." });
    }
    expect((await stored()).length).toBe(before);
  });
});

describe("the forms' addresses refuse what is not a form", () => {
  it("answers an unknown form 404, another body type 415, a body over 64 KB 413, GET 405", async () => {
    expect((await fetch(`${base}/forms/nope`, { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(404);
    expect((await fetch(`${base}/forms/contact`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status).toBe(415);
    expect((await post({ ...good, message: "x".repeat(1024 * 1024) })).status).toBe(413);
    const get = await fetch(`${base}/forms/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await fetch(`${base}/forms/contact/sent?page=https%3A%2F%2Fevil.example`)).status).toBe(404);
  });

  it("knows only the site's own forms and pages: a name like constructor or toString is none, 404", async () => {
    for (const name of ["constructor", "tostring", "hasownproperty"]) {
      expect((await fetch(`${base}/forms/${name}`, { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } })).status, name).toBe(404);
      expect((await fetch(`${base}/api/forms/${name}/key`, { method: "POST" })).status, name).toBe(404);
      expect((await fetch(`${base}/forms/${name}/sent?page=%2Fcontact`)).status, name).toBe(404);
    }
    expect((await fetch(`${base}/forms/contact/sent?page=constructor`)).status).toBe(404);
  });

  it("slows one address down: over the rate limit, 429 with Retry-After and the form kept", async () => {
    let answer: Response | undefined;
    for (let i = 0; i < 20 && answer?.status !== 429; i++) answer = await post({ ...good, message: `Burst ${i}` });
    expect(answer?.status).toBe(429);
    expect(Number(answer?.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = (await answer?.text()) ?? "";
    expect(html).toContain("You have sent several messages in a short time.");
    expect(html).toMatch(/Burst \d+<\/textarea>/);
  });
});

describe("spam-protection keys", () => {
  it("are handed to one address only so many times, then 429 with Retry-After and a message", async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 40 && answers.at(-1)?.status !== 429; i++) answers.push(await fetch(`${base}/api/forms/contact/key`, { method: "POST" }));
    const last = answers.at(-1)!;
    expect(answers.length).toBeLessThanOrEqual(26);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last.json()).toEqual({ ok: false, message: "This form was opened many times in a short while. Please wait a few minutes, then try again." });
  });
});

describe("a form on a page of the site's second language, under /fr", () => {
  // A server and database of its own: its own allowance of submissions and keys (counted in the database).
  let fr: { db: Db; server: Server; base: string } | undefined;
  beforeAll(async () => {
    const frDb = openSqlite({ file: path.join(temp, "fr.sqlite") });
    await migrate(frDb);
    const frServer = createSiteServer({ root: path.join(temp, "client"), db: frDb, forms: { keys: { minFillMs: MIN_FILL_MS } } });
    fr = { db: frDb, server: frServer, base: `http://127.0.0.1:${await listen(frServer)}` };
  });
  afterAll(async () => {
    fr?.server.close();
    await fr?.db.close();
  });

  const frenchKey = async () => {
    const answer = await fetch(`${fr!.base}/fr/api/forms/contact/key`, { method: "POST" });
    expect(answer.status).toBe(200);
    const { key, notBefore } = (await answer.json()) as { key: string; notBefore: number };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, notBefore - Date.now() + 20)));
    return key;
  };
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${fr!.base}/fr/forms/contact`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() });
  const bonjour = { name: "Zoé", email: "zoe@example.com", topic: "Autre chose", message: "Bonjour", _page: "/contact" };

  it("is checked against the French form's options, stored with its language, and answered in French within /fr", async () => {
    const answer = await send({ ...bonjour, _key: await frenchKey() });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/fr/forms/contact/sent?page=%2Fcontact");
    const sent = await fetch(`${fr!.base}${answer.headers.get("location")}`);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("<p>Merci, c'est envoyé.</p>");
    const [stored] = await createSubmissionStore(fr!.db).list({ form: "contact" });
    expect(stored).toMatchObject({ page: "/contact", language: "fr", fields: { name: "Zoé", topic: "Autre chose", message: "Bonjour" } });
  });

  it("names each problem in French, and a product page's enquiry keeps the French title of its piece", async () => {
    const bad = await send({ ...bonjour, topic: "Other", message: "", _key: await frenchKey() });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    const words = frenchConfig.words.forms;
    expect(html).toContain(countWord(words.needAttention, 2, "fr"));
    expect(html).toContain(fill(words.fillIn, { label: "Message" }));
    expect(html).toContain(fill(words.chooseOption, { label: "Sujet" }));
    const scripted = await send({ ...bonjour, _page: "/shop/mug", message: "Est-il disponible ?", _key: await frenchKey() }, { accept: "application/json" });
    expect(await scripted.json()).toEqual({ ok: true, message: "Merci, c'est envoyé." });
    const enquiry = (await createSubmissionStore(fr!.db).list({ form: "contact" })).find((s) => s.page === "/shop/mug");
    expect(enquiry).toMatchObject({ language: "fr", fields: { _product: "Mug ardoise", message: "Est-il disponible ?" } });
  });
});

describe("a build made before the site's words table (no words.json), served by this server", () => {
  let old: { temp: string; db: Db; server: Server; base: string } | undefined;
  beforeAll(async () => {
    const temp = makeBuild({ "index.html": "<h1>Home</h1>", "contact/index.html": page, "404/index.html": "<h1>Not found</h1>" });
    writeFileSync(path.join(temp, "forms.json"), JSON.stringify(manifest));
    const oldDb = openSqlite({ file: path.join(temp, "db.sqlite") });
    await migrate(oldDb);
    const oldServer = createSiteServer({ root: path.join(temp, "client"), db: oldDb, forms: { keys: { minFillMs: MIN_FILL_MS } } });
    old = { temp, db: oldDb, server: oldServer, base: `http://127.0.0.1:${await listen(oldServer)}` };
  });
  afterAll(async () => {
    old?.server.close();
    await old?.db.close();
    if (old) rmSync(old.temp, { recursive: true, force: true });
  });

  it("answers its forms in English, the words its pages were written in, instead of failing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const unknown = await fetch(`${old!.base}/api/forms/nope/key`, { method: "POST" });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ ok: false, message: "There is no such form." });
      // Without a key the server writes the page itself: its message is the forms' English word.
      const confirm = await fetch(`${old!.base}/forms/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...good, message: "From an old build" }).toString(),
      });
      expect(confirm.status).toBe(409);
      expect(await confirm.text()).toContain("Please check your message below and press “Send message” again to send it.");
      // Said once in the log, naming the file, however many requests follow.
      expect(warn.mock.calls.filter(([line]) => String(line).includes("words.json is missing"))).toHaveLength(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(path.join(old!.temp, "words.json"));
    } finally {
      warn.mockRestore();
    }
  });
});
