// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Today } from "../server/today/today";
import { TodayScreen } from "./today-screen";
import { setStudioLanguage } from "./words/studio-words";

/** The studio's first screen (docs/owner.md#the-first-screen-what-needs-doing), over a stubbed /api/today. */
const nothing: Today = { toPack: { orders: 0, pieces: 0 }, newMessages: 0, drafts: { posts: 0, products: 0 }, unpublished: 0, lowStock: [], lowStockAt: 2, mail: true, payments: "on" };

async function shown(today: Today) {
  vi.stubGlobal("fetch", async (url: string) => ({ status: url === "/api/today" ? 200 : 404, json: async () => today }));
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  flushSync(() => root.render(<TodayScreen />));
  await vi.waitFor(() => expect(host.querySelector(".today__list, .today__done, [role=alert]")).not.toBeNull());
  const links = Object.fromEntries([...host.querySelectorAll("main > ul a, main > p a")].map((a) => [a.textContent, a.getAttribute("href")]));
  const result = { text: host.textContent ?? "", links, items: [...host.querySelectorAll("li.today__item")].map((li) => li.textContent), nav: [...host.querySelectorAll("nav a")].map((a) => a.textContent) };
  root.unmount();
  host.remove();
  return result;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setStudioLanguage("en");
});

describe("the studio's first screen", () => {
  it("lists what needs doing, each a link to where it is done, with the pieces to pack and what is low in stock", async () => {
    const { items, links } = await shown({
      ...nothing,
      toPack: { orders: 2, pieces: 5 },
      newMessages: 1,
      drafts: { posts: 1, products: 3 },
      unpublished: 4,
      lowStock: [{ slug: "moon-jar", title: "Moon jar", left: 0 }, { slug: "slate-mug", title: "Slate mug", left: 2 }],
      mail: false,
      payments: "incomplete",
    });
    expect(items).toEqual([
      "2 paid orders to pack: 5 pieces in all.",
      "1 new message from visitors.",
      "Moon jar: sold out.",
      "Slate mug: only 2 left.",
      "1 draft post not yet live.",
      "3 draft products not yet on sale.",
      "4 changes are not on the live site yet. Open a page and press Publish the site.",
      "Mail is not set up: you and your buyers get no email when an order or a message arrives. Ask whoever runs the site to set it up.DetailsThe site's server sends mail once SMTP_URL is set (the operations guide, Mail).",
      "Payments are not working: one of the payment provider's two keys is missing. Ask whoever runs the site to add it.DetailsSTRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not (the selling guide).",
    ]);
    expect(links).toEqual({
      "2 paid orders to pack": "#/orders",
      "1 new message": "#/messages",
      "Moon jar": "#/product/moon-jar",
      "Slate mug": "#/product/slate-mug",
      "1 draft post": "#/posts",
      "3 draft products": "#/products",
      "Open a page": "#/pages",
      "Mail is not set up": "#/mail",
    });
  });

  it("says all done in plain words when nothing needs doing, and links every other screen below", async () => {
    const { text, items, nav } = await shown(nothing);
    expect(items).toEqual([]);
    expect(text).toContain("All done: no orders to pack, no new messages, no drafts, nothing low in stock, and the live site is up to date.");
    expect(text).toContain("Mail is set up. Online payments are set up.");
    expect(nav).toContain("Pages");
    expect(nav).toContain("Messages");
    expect(nav).not.toContain("What needs doing");
  });

  it("says plainly when the orders and messages cannot be read, and when the site was never published from here", async () => {
    const { items } = await shown({ ...nothing, toPack: null, newMessages: null, unpublished: null });
    expect(items).toEqual([
      "The orders and messages could not be read just now. Open this screen again in a moment; if it keeps saying so, ask whoever runs the site.",
      "The site has not been published from this studio yet. Open a page and press Publish the site.",
    ]);
  });

  it("says when a cancelled order was paid afterwards: the money is to be given back", async () => {
    const { items, links } = await shown({ ...nothing, toRefund: 1 });
    expect(items).toEqual(["1 cancelled order was paid afterwards: give the money back, then mark it refunded."]);
    expect(links).toMatchObject({ "1 cancelled order was paid afterwards": "#/orders" });
  });

  it("speaks the owner's language: a French site's studio says what needs doing in French, its counts by French rules", async () => {
    setStudioLanguage("fr");
    const { text, items, links, nav } = await shown({ ...nothing, toPack: { orders: 1, pieces: 1200 }, newMessages: 2, lowStock: [{ slug: "moon-jar", title: "Moon jar", left: 0 }] });
    expect(items).toEqual(["1 commande payée à emballer\u00a0: 1\u202f200 pièces en tout.", "2 nouveaux messages de visiteurs.", "Moon jar\u00a0: épuisé."]);
    expect(links).toMatchObject({ "1 commande payée à emballer": "#/orders", "2 nouveaux messages": "#/messages" });
    expect(text).toContain("À faire");
    expect(text).toContain("Les paiements en ligne sont configurés.");
    expect(nav).toContain("Commandes");
    expect(text).not.toMatch(/to pack|from visitors|What needs|Everything|set up|Orders/);
  });
});
