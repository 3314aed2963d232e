// @vitest-environment jsdom
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VisitReport } from "../shared/visit-report";
import { weekOfVisits } from "./visitors-fixture";
import { VisitorsScreen } from "./visitors-screen";

/** The Visitors screen (docs/owner.md#visitors) over the site's report, as the studio's server answers it. */
const addresses = [
  { href: "/", label: "Hollow Oak Studio", kind: "page" },
  { href: "/shop/celadon-bottle-vase", label: "Celadon bottle vase", kind: "product" },
  { href: "/blog/notes-on-celadon", label: "Notes on celadon", kind: "post" },
];

let asked: string[] = [];
function serve(visitors: { status: number; body: VisitReport | { message: string } }) {
  asked = [];
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    const answer = url === "/api/addresses" ? { status: 200, body: addresses } : visitors;
    return { status: answer.status, json: async () => answer.body };
  });
}

async function shown(until: (host: HTMLElement) => boolean) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<VisitorsScreen />));
  await vi.waitFor(() => expect(until(host)).toBe(true));
  return { host, done: () => (root.unmount(), host.remove()) };
}

const section = (host: HTMLElement, name: string) => {
  const heading = [...host.querySelectorAll("h2")].find((h) => h.textContent === name);
  return heading?.closest("section") as HTMLElement;
};
const rows = (part: HTMLElement) => [...part.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, " ").trim()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the studio's Visitors screen", () => {
  it("asks for the last 30 days, today included, then the 7 or 90 the owner chooses", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 2, 14, 23, 30) });
    serve({ status: 200, body: weekOfVisits });
    const { host, done } = await shown((h) => h.textContent?.includes("Day by day") ?? false);
    expect(asked).toContain("/api/visitors?since=2026-02-13&until=2026-03-14");
    const range = host.querySelector("select")!;
    expect(host.querySelector(`label[for="${range.id}"]`)?.textContent).toBe("Show the last");
    expect([...range.options].map((o) => o.textContent)).toEqual(["7 days", "30 days", "90 days"]);
    range.value = "7";
    range.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(asked).toContain("/api/visitors?since=2026-03-08&until=2026-03-14"));
    done();
  });

  it("shows visits and views per day, the top pages by their titles, where visitors came from, their screens and languages", async () => {
    serve({ status: 200, body: weekOfVisits });
    const { host, done } = await shown((h) => h.textContent?.includes("Celadon bottle vase") ?? false);
    expect(host.querySelector("h1")?.textContent).toBe("Visitors");
    expect(host.textContent).toContain("52 visits and 120 page views from 8 March 2026 to 14 March 2026.");

    const days = section(host, "Day by day");
    expect(days.querySelector("svg")?.getAttribute("role")).toBe("img");
    expect(days.querySelector("svg")?.getAttribute("aria-label")).toBe("Page views and visits per day; the busiest day was 12 March 2026, with 41 page views.");
    expect(days.querySelectorAll("svg rect")).toHaveLength(14);
    expect(rows(days)).toContainEqual(["Thu 12 Mar", "17", "41"]);
    expect(rows(days)).toHaveLength(7);

    expect(rows(section(host, "Most viewed pages"))).toEqual([
      ["Hollow Oak Studio Home page · /", "52 (43%)"],
      ["Celadon bottle vase Product pages · /shop/celadon-bottle-vase", "30 (25%)"],
      ["Notes on celadon Journal posts · /fr/blog/notes-on-celadon", "20 (17%)"],
      ["/old-page Pages · /old-page", "18 (15%)"],
    ]);
    expect(rows(section(host, "Where visitors came from"))).toEqual([["Direct or unknown", "70 (58%)"], ["instagram.com", "35 (29%)"], ["duckduckgo.com", "15 (13%)"]]);
    expect(rows(section(host, "Phones, tablets and computers"))).toEqual([["Phones", "80 (67%)"], ["Computers", "30 (25%)"], ["Tablets", "10 (8%)"]]);
    expect(rows(section(host, "Languages"))).toEqual([["English", "90 (75%)"], ["French", "30 (25%)"]]);
    done();
  });

  it("marks real visitors' speed per kind of page good, needs improvement or poor, in words, and says what each measure is", async () => {
    serve({ status: 200, body: weekOfVisits });
    const { host, done } = await shown((h) => h.textContent?.includes("Speed for real visitors") ?? false);
    const speed = section(host, "Speed for real visitors");
    expect([...speed.querySelectorAll("dl div")].map((d) => d.textContent)).toEqual([
      "Loadinghow long until the biggest thing on the screen, usually the main photo, has appeared.",
      "Respondinghow long the page takes to react when a visitor taps, clicks or types.",
      "Keeping stillhow much the page jumps about while it loads: 0 is perfectly still.",
    ]);
    const kinds = [...speed.querySelectorAll(".visitors__speed > li")].map((kind) => [kind.querySelector("h3")?.textContent, ...[...kind.querySelectorAll("li")].map((li) => li.textContent)]);
    expect(kinds).toEqual([
      ["Home page from 40 visits", "Photos load in 1.8 s — good", "Reacts to a tap or click in 80 ms — good", "Moves about by 0.02 — good"],
      ["Product pages from 25 visits", "Photos load in 3.2 s — needs improvement", "Reacts to a tap or click in 650 ms — poor", "Moves about by 0.30 — poor"],
      ["Journal posts from 1 visit", "Photos load in 2.5 s — good", "Responding: not measured yet", "Moves about by 0.10 — good"],
    ]);
    expect(speed.textContent).not.toContain("Basket");
    done();
  });

  it("says in plain words when nothing was counted yet, and why some visits never are", async () => {
    const empty: VisitReport = { ...weekOfVisits, days: weekOfVisits.days.map((day) => ({ ...day, views: 0, visitors: 0 })), pages: [], referrers: [], screens: [], languages: [], speed: [] };
    serve({ status: 200, body: empty });
    const { host, done } = await shown((h) => h.textContent?.includes("No visits counted yet") ?? false);
    expect(host.textContent).toContain("No visit was counted from 8 March 2026 to 14 March 2026.");
    expect(host.textContent).toContain("visitors whose browser asks not to be tracked (Global Privacy Control or Do Not Track), visitors who said no on the site’s privacy page, and search engines’ robots.");
    expect(host.querySelector("table, svg")).toBeNull();
    done();
  });

  it("says plainly when the visits cannot be read", async () => {
    serve({ status: 503, body: { message: "The visits could not be read from the site's database: the database file is locked" } });
    const { host, done } = await shown((h) => h.querySelector('[role="alert"]')?.textContent !== undefined && h.textContent?.includes("could not be read") === true);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe("The visits could not be read from the site's database: the database file is locked");
    expect(host.querySelector("table, svg")).toBeNull();
    done();
  });
});
