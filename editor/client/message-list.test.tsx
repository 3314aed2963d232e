// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MessageView } from "../server/http/messages-api";
import { MessageList } from "./message-list";

/** Messages (docs/owner.md#messages), over stubbed /api/messages requests. */
const enquiry: MessageView = {
  id: "e1", form: "enquiry", receivedAt: Date.UTC(2026, 10, 4), page: "/fr/shop/moon-jar", language: "fr", emailedAt: null, readAt: null,
  fields: { email: "di@example.fr", message: "Encore disponible ?", _product: "Moon jar" }, product: { slug: "moon-jar", title: "Moon jar" },
  labels: { email: "Votre adresse e-mail", message: "Votre question" },
};
const contact: MessageView = {
  id: "c1", form: "contact", receivedAt: Date.UTC(2026, 10, 3), page: "/contact", language: "en", emailedAt: null, readAt: Date.UTC(2026, 10, 3, 9),
  fields: { name: "Cy Moreau", email: "cy@example.com", subject: "A commission", message: "Do you take commissions?", copy_ok: "yes" }, product: null,
  labels: { name: "Your name", email: "Your email", message: "Message" },
};

type Sent = { method: string; url: string; body: unknown };

function render() {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== "GET") sent.push({ method, url, body });
    const answer = method === "GET" ? [enquiry, contact] : method === "DELETE" ? { deleted: "c1" } : { ...enquiry, readAt: (body as { read: boolean }).read ? 1 : null };
    return { status: 200, json: async () => answer };
  });
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  flushSync(() => root.render(<MessageList />));
  const done = () => {
    root.unmount();
    host.remove();
  };
  const items = () => [...host.querySelectorAll<HTMLLIElement>("ul[aria-label=Messages] > li")];
  return { host, sent, items, done };
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's Messages", () => {
  it("lists the messages newest first, the new ones marked, and opening one marks it read and shows its product, language and a reply link", async () => {
    const { host, sent, items, done } = render();
    await vi.waitFor(() => expect(items()).toHaveLength(2));
    expect(host.textContent).toContain("2 messages, 1 new");
    expect(items().map((li) => li.querySelector("button")!.textContent)).toEqual([expect.stringMatching(/^Newdi@example\.fr.* · about Moon jar$/), expect.stringMatching(/^Cy Moreau/)]);
    const body = items()[0]!.querySelector<HTMLElement>(".message__body")!;
    expect(body.hidden).toBe(true);
    flushSync(() => items()[0]!.querySelector("button")!.click());
    await vi.waitFor(() => expect(host.textContent).toContain("2 messages, 0 new"));
    expect(sent).toEqual([{ method: "POST", url: "/api/messages/e1/read", body: { read: true } }]);
    expect(body.hidden).toBe(false);
    expect(body.querySelector("a[href='#/product/moon-jar']")?.textContent).toBe("Moon jar");
    expect(body.textContent).toContain("Written in French.");
    expect(body.textContent).toContain("Encore disponible ?");
    expect(body.textContent).not.toContain("_product");
    // Each field by its form's label, in the language it was sent in.
    expect([...body.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Votre adresse e-mail", "Votre question"]);
    expect(body.querySelector("a[href^='mailto:']")?.getAttribute("href")).toBe("mailto:di@example.fr?subject=Re%3A%20Moon%20jar");
    // A message already read opens without asking the server again; its reply is about what the visitor chose.
    flushSync(() => items()[1]!.querySelector("button")!.click());
    expect(sent).toHaveLength(1);
    expect(items()[1]!.querySelector("a[href^='mailto:']")?.getAttribute("href")).toBe("mailto:cy@example.com?subject=Re%3A%20A%20commission");
    // A field the form no longer labels, by its name in words.
    expect([...items()[1]!.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Your name", "Your email", "Subject", "Message", "Copy ok"]);
    done();
  });

  it("deletes a message only once the owner confirms, saying the privacy page's promise is the owner's to keep", async () => {
    const { host, sent, items, done } = render();
    await vi.waitFor(() => expect(items()).toHaveLength(2));
    expect(host.textContent).toContain("the site does not delete messages by itself");
    const asked: string[] = [];
    let answer = false;
    vi.stubGlobal("confirm", (question: string) => (asked.push(question), answer));
    const remove = () => [...items()[1]!.querySelectorAll("button")].find((b) => b.textContent === "Delete…")!.click();
    flushSync(remove);
    expect(sent).toEqual([]);
    answer = true;
    flushSync(remove);
    await vi.waitFor(() => expect(items()).toHaveLength(1));
    expect(asked[0]).toBe("Delete the message from Cy Moreau?\n\nIt is gone for good: it cannot be brought back.");
    expect(sent).toEqual([{ method: "DELETE", url: "/api/messages/c1", body: undefined }]);
    expect(host.querySelector("[role=status]")?.textContent).toBe("The message from Cy Moreau is deleted.");
    done();
  });
});
