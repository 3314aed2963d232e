// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { consentWordDefaults } from "../../words/consent-words";
import { breakableName, CookieList, cookieListId, type CookieListProps } from "./cookie-list";

const props: CookieListProps = {
  level: 3,
  words: consentWordDefaults.policy,
  emptyText: "Nothing here yet.",
  categories: [
    {
      slug: "necessary",
      name: "Necessary",
      description: "Makes the site work.",
      notesHtml: "<p>You cannot switch these off.</p>",
      cookies: [{ name: "viewed_cookie_policy", duration: "1 year", description: "Your answer" }],
    },
    {
      slug: "analytics",
      name: "Analytics",
      description: "Counts visits.",
      cookies: [
        { name: "_clck", duration: "1 year", description: "Visitor id" },
        { name: "_clsk", duration: "", description: "" },
      ],
    },
    { slug: "performance", name: "Performance", description: "", cookies: [] },
  ],
};

/** The widget as the pre-rendered page holds it. */
function render(p: CookieListProps = props): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<CookieList {...p} />);
  return host;
}

const cells = (row: Element) => [...row.children].map((c) => c.textContent);

describe("CookieList", () => {
  it("gives every category a heading with a stable id, its description and notes", () => {
    const html = render();
    const headings = [...html.querySelectorAll("h3")];
    expect(headings.map((h) => [h.id, h.textContent])).toEqual([
      ["cookies-necessary", "Necessary"],
      ["cookies-analytics", "Analytics"],
      ["cookies-performance", "Performance"],
    ]);
    expect(cookieListId("advertisement")).toBe("cookies-advertisement");
    expect(html.querySelector("#cookies-necessary ~ p")?.textContent).toBe("Makes the site work.");
    expect(html.textContent).toContain("You cannot switch these off.");
  });

  it("lists each category's cookies in a named table with column and row headers", () => {
    const tables = [...render().querySelectorAll("table")];
    expect(tables.map((t) => t.caption?.textContent)).toEqual(["Necessary cookies", "Analytics cookies"]);
    const analytics = tables[1]!;
    expect([...analytics.querySelectorAll("thead th")].map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["Cookie", "col"],
      ["Lasts", "col"],
      ["Purpose", "col"],
    ]);
    const rows = [...analytics.querySelectorAll("tbody tr")];
    expect(rows.map(cells)).toEqual([
      ["_clck", "1 year", "Visitor id"],
      ["_clsk", "Not stated", "Not stated"],
    ]);
    expect(rows.every((r) => r.firstElementChild?.tagName === "TH" && r.firstElementChild.getAttribute("scope") === "row")).toBe(true);
  });

  it("says so instead of showing an empty table", () => {
    const performance = render().querySelector("#cookies-performance")!.parentElement!;
    expect(performance.querySelector("table")).toBeNull();
    expect(performance.textContent).toContain("Nothing here yet.");
  });

  it("uses the heading level it is given", () => {
    expect(render({ ...props, level: 2 }).querySelectorAll("h2")).toHaveLength(3);
  });

  it("renders static HTML with no hydration markers", () => {
    const html = renderToStaticMarkup(<CookieList {...props} />);
    expect(html.startsWith('<div class="cookie-list">')).toBe(true);
    expect(html).not.toContain("<!--");
  });
});

describe("breakableName", () => {
  const html = (name: string) => renderToString(<code>{breakableName(name)}</code>);

  it("lets long cookie names wrap at their parts without changing their text", () => {
    expect(html("viewed_cookie_policy")).toBe("<code>viewed_<wbr/>cookie_<wbr/>policy</code>");
    expect(html("CookieLawInfoConsent")).toBe("<code>Cookie<wbr/>Law<wbr/>Info<wbr/>Consent</code>");
    expect(html("cookielawinfo-checkbox-*")).toBe("<code>cookielawinfo-<wbr/>checkbox-<wbr/>*</code>");
    expect(html("_clck")).toBe("<code>_clck</code>");
  });
});
