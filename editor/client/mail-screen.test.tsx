// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MailScreen } from "./mail-screen";

const previews = [
  { language: "en", name: "English", mails: [{ kind: "order-paid", to: "buyer", subject: "Hollow Oak Studio: your order SAMPLE2345AB", text: "Thank you for your order.\n\n1 × Moon jar: €145.00" }] },
  { language: "fr", name: "French", mails: [{ kind: "order-paid", to: "buyer", subject: "Hollow Oak Studio : votre commande SAMPLE2345AB", text: "Merci pour votre commande." }] },
];

async function open(setup: unknown, test?: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  vi.stubGlobal("fetch", async (url: string, init: { method: string; body?: string }) => {
    if (url === "/api/mail/test") return (sent.push(JSON.parse(init.body ?? "{}")), { status: test!.status, json: async () => test!.body });
    return { status: 200, json: async () => (url === "/api/mail/setup" ? setup : url === "/api/mail/previews" ? previews : []) };
  });
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<MailScreen />));
  await vi.waitFor(() => expect(host.querySelector("#mail-setup-title")).not.toBeNull());
  return { host, sent, close: () => (root.unmount(), host.remove()) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's Mail screen (docs/owner.md#mail)", () => {
  it("says where mail goes, keeps the mail server under Details, and says plainly that a test mail did not go", async () => {
    const failed = { status: 502, body: { sent: false, message: "The test mail did not go. The mail server refused the connection: it may be down, or its address or port may be wrong.", details: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9" } };
    const { host, sent, close } = await open({ on: true, to: "owner@hollowoak.example", from: "owner@hollowoak.example", host: "smtp.example.com:587", orderEmail: "orders@hollowoak.example" }, failed);
    expect(host.querySelector("#mail-setup-title")!.textContent).toBe("Mail is set up");
    expect(host.textContent).toContain("New orders are mailed to orders@hollowoak.example, and messages from visitors to owner@hollowoak.example.");
    const details = host.querySelector<HTMLDetailsElement>("details.problem-details")!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain("smtp.example.com:587");
    flushSync(() => [...host.querySelectorAll("button")].find((b) => b.textContent === "Send me a test mail")!.click());
    await vi.waitFor(() => expect(host.querySelector('[role="status"]')!.textContent).toContain("The test mail did not go."));
    expect(sent).toEqual([{}]);
    expect(host.querySelector('[role="status"] details')!.textContent).toContain("ECONNREFUSED");
    close();
  });

  it("previews each mail in each of the site's languages, and says when mail is not set up", async () => {
    const { host, close } = await open({ on: false });
    expect(host.querySelector("#mail-setup-title")!.textContent).toBe("Mail is not set up");
    expect([...host.querySelectorAll("button")].some((b) => b.textContent === "Send me a test mail")).toBe(false);
    await vi.waitFor(() => expect(host.querySelectorAll(".mail-screen__mail")).toHaveLength(2));
    expect([...host.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["In English", "In French"]);
    expect(host.textContent).toContain("Subject: Hollow Oak Studio : votre commande SAMPLE2345AB");
    expect(host.querySelector(".mail-screen__mail pre")!.textContent).toBe("Thank you for your order.\n\n1 × Moon jar: €145.00");
    close();
  });
});
