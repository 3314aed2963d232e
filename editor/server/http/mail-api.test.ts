import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpCatcher } from "../../../tests/smtp-catcher.mjs";
import { startEditorForTests } from "./editor-for-tests";

/**
 * The Mail screen's API (docs/owner.md#mail): whether mail is set up (the mail server's host,
 * never its password), a test mail that reaches the mail server or says plainly why not, and
 * the site's mails previewed as the site's own code writes them.
 */
const site = fileURLToPath(new URL("../../../site/", import.meta.url));
const catcher = createSmtpCatcher();
let contentDir = "";
const editors: Awaited<ReturnType<typeof startEditorForTests>>[] = [];
const start = async (mail: Record<string, string>) => {
  const editor = await startEditorForTests({ client: false, contentDir, mediaDir: path.join(site, "public", "media"), previewPort: 0, database: { VITRINE_DATA_DIR: mkdtempSync(path.join(tmpdir(), "editor-mail-data-")), ...mail } });
  editors.push(editor);
  return editor;
};

beforeAll(() => {
  contentDir = path.join(mkdtempSync(path.join(tmpdir(), "editor-mail-")), "content");
  cpSync(path.join(site, "content"), contentDir, { recursive: true });
});
afterAll(async () => {
  await Promise.all(editors.map((editor) => editor.close()));
  await catcher.close();
});

describe("the studio's mail", () => {
  it("says mail is set up with the mail server's host only, and sends a test mail to the order e-mail or a typed address", async () => {
    const address = await catcher.listen();
    const port = new URL(address).port;
    const editor = await start({ SMTP_URL: `smtp://maker:s3cret-pass@127.0.0.1:${port}`, MAIL_TO: "owner@hollowoak.example" });
    const setup = await (await editor.get("/api/mail/setup")).text();
    expect(JSON.parse(setup)).toEqual({ on: true, to: "owner@hollowoak.example", from: "owner@hollowoak.example", host: `127.0.0.1:${port}` });
    expect(setup).not.toContain("s3cret");

    const sent = await editor.send("POST", "/api/mail/test", {});
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ sent: true, to: "owner@hollowoak.example" });
    const typed = await editor.send("POST", "/api/mail/test", { to: "me@elsewhere.example" });
    expect(await typed.json()).toMatchObject({ sent: true, to: "me@elsewhere.example" });
    expect(catcher.messages.map((m) => [m.to, m.subject])).toEqual([
      ["owner@hollowoak.example", "A test mail from your site"],
      ["me@elsewhere.example", "A test mail from your site"],
    ]);
  }, 30_000);

  it("says plainly that a test mail did not go when the mail server is down, its password never shown", async () => {
    const editor = await start({ SMTP_URL: "smtp://maker:s3cret-pass@127.0.0.1:9", MAIL_TO: "owner@hollowoak.example" });
    const failed = await editor.send("POST", "/api/mail/test", {});
    expect(failed.status).toBe(502);
    const text = await failed.text();
    expect(JSON.parse(text)).toMatchObject({ sent: false, message: "The test mail did not go. The mail server refused the connection: it may be down, or its address or port may be wrong." });
    expect(JSON.parse(text).details).toMatch(/ECONNREFUSED/);
    expect(text).not.toContain("s3cret");
  }, 30_000);

  it("says mail is not set up, and sends nothing", async () => {
    const editor = await start({ SMTP_URL: "" });
    expect(await (await editor.get("/api/mail/setup")).json()).toEqual({ on: false });
    const refused = await editor.send("POST", "/api/mail/test", {});
    expect(refused.status).toBe(409);
  }, 30_000);

  it("previews the buyer's and the owner's mails for an order, the buyer's when it is shipped, and the owner's for a contact message, as the site's code writes them", async () => {
    const editor = await start({});
    const previews = (await (await editor.get("/api/mail/previews")).json()) as { language: string; name: string; mails: { kind: string; to: string; subject: string; text: string }[] }[];
    expect(previews.map((p) => p.language)).toEqual(["en", "fr"]);
    const [english, french] = previews;
    expect(english!.mails.map((m) => `${m.kind} ${m.to}`)).toEqual(["order-paid buyer", "order-paid owner", "order-request buyer", "order-request owner", "order-shipped buyer", "contact owner"]);
    const paid = english!.mails[0]!;
    // The words of the site's own order mails (server/shop/order-mail.mjs), a sample order of the shop's products.
    expect(paid.subject).toMatch(/^Hollow Oak Studio: .*SAMPLE2345AB/);
    expect(paid.text).toContain("1 × Ash-glazed dinner plate (HO-PL-501): €54.00");
    // The shipped mail, with its tracking link, in the site's own words (shopWords).
    const shipped = english!.mails[4]!;
    expect(shipped.subject).toMatch(/SAMPLE2345AB/);
    expect(shipped.text).toContain("https://tracking.example/SAMPLE2345AB");
    expect(shipped.text).toContain("1 × Ash-glazed dinner plate");
    expect(french!.mails[4]!.subject).not.toBe(shipped.subject);
    const contact = english!.mails[5]!;
    expect(contact.subject).toMatch(/^Hollow Oak Studio: /);
    expect(contact.text).toContain("camille@example.com");
    // Each language's mails in its own words: the French edition's are French.
    expect(french!.mails[0]!.subject).not.toBe(paid.subject);
    expect(french!.mails.map((m) => `${m.kind} ${m.to}`)).toEqual(english!.mails.map((m) => `${m.kind} ${m.to}`));
  }, 30_000);
});
