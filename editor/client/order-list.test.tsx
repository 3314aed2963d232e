// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OrderList } from "./order-list";

/** The Orders screen's notice when the site's orders are not emailed (docs/behaviour/shop.md#the-studios-order-list). */
async function shown(ordersEmailed: boolean) {
  let mailRead = false;
  vi.stubGlobal("fetch", async (url: string) => {
    const body = url === "/api/mail" ? { ordersEmailed } : [];
    return { status: 200, json: async () => ((mailRead ||= url === "/api/mail"), body) };
  });
  const host = document.createElement("div");
  const root = createRoot(host);
  flushSync(() => root.render(<OrderList />));
  // The list is in, and the mail answer read (what it sets shows with the list's render or the next).
  await vi.waitFor(() => expect(mailRead && host.textContent?.includes("No orders yet")).toBe(true));
  if (!ordersEmailed) await vi.waitFor(() => expect(host.textContent).toContain("not being emailed"));
  const text = host.textContent ?? "";
  root.unmount();
  return text;
}

afterEach(() => vi.unstubAllGlobals());

describe("the studio's Orders screen", () => {
  it("says plainly that orders are not being emailed when the site's mail is not set up, and says nothing when it is", async () => {
    expect(await shown(false)).toContain("Orders are not being emailed: the site’s mail is not set up, so neither you nor the buyer gets an email when an order arrives.");
    expect(await shown(true)).not.toContain("not being emailed");
  });
});
