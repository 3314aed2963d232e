// @vitest-environment jsdom
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { layer2ConfigSchema } from "../../config/consent2-config";
import { consentConfigSchema } from "../../config/consent-config";
import { policyServices, shownAs } from "../../consent/policy-services";
import { ServiceList, serviceListId } from "./service-list";
import { consentWordDefaults } from "../../words/consent-words";

const layer2 = layer2ConfigSchema.parse({
  enabled: true,
  consentDuration: 60,
  categories: [
    { slug: "essential", name: "Essential", locked: true, description: "Makes the site work." },
    { slug: "statistics", name: "Statistics", services: [] },
    {
      slug: "marketing",
      name: "Marketing",
      description: "Embedded content.",
      services: [
        { slug: "youtube", name: "YouTube", description: "Videos.", hosts: ["www.youtube-nocookie.com"], cookies: [{ name: "VISITOR_INFO1_LIVE", duration: "6 months", description: "Bandwidth" }] },
        { slug: "google-maps", name: "Google Maps", hosts: ["www.google.com"] },
      ],
    },
  ],
});

function render(categories = policyServices(layer2)): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<ServiceList categories={categories} level={3} emptyText="None in use." words={consentWordDefaults.policy} />);
  return host;
}
const rows = (table: Element) => [...table.querySelectorAll("tbody tr")].map((r) => [...r.children].map((c) => c.textContent));

describe("policyServices", () => {
  it("lists each category's services from the config, in order, with their hosts and cookies", () => {
    const [essential, statistics, marketing] = policyServices(layer2);
    expect([essential!.services, statistics!.services]).toEqual([[], []]);
    expect(marketing).toMatchObject({ slug: "marketing", name: "Marketing", locked: false });
    expect(marketing!.services.map((s) => [s.name, s.hosts, s.cookies.map((c) => c.name)])).toEqual([
      ["YouTube", ["www.youtube-nocookie.com"], ["VISITOR_INFO1_LIVE"]],
      ["Google Maps", ["www.google.com"], []],
    ]);
  });

  it("with layer 1 off, leads the locked category with the site's own consent cookies, the consent id among them", () => {
    const [essential] = policyServices(layer2, { layer1: false, siteName: "Hollow Oak Studio" });
    expect(essential!.services[0]).toMatchObject({ name: "Hollow Oak Studio", hosts: [] });
    expect(essential!.services[0]!.cookies.map((c) => [c.name, c.duration])).toEqual([
      ["wpconsent_preferences", "60 days"],
      ["vitrine_consent_id", "1 year"],
    ]);
    expect(policyServices(layer2, { layer1: false, consentLog: false })[0]!.services[0]!.cookies.map((c) => c.name)).toEqual(["wpconsent_preferences"]);
    expect(policyServices(layer2)[0]!.services, "with layer 1, its cookie list names them").toEqual([]);
  });

  it("lists nothing when layer 2 is off", () => {
    expect(policyServices({ ...layer2, enabled: false })).toEqual([]);
  });
});

describe("ServiceList", () => {
  it("gives every category a heading with a stable id and says which can't be switched off", () => {
    const html = render();
    expect([...html.querySelectorAll("h3")].map((h) => [h.id, h.textContent])).toEqual([
      ["services-essential", "Essential"],
      ["services-statistics", "Statistics"],
      ["services-marketing", "Marketing"],
    ]);
    expect(serviceListId("marketing")).toBe("services-marketing");
    expect(html.querySelector("#services-essential")!.parentElement!.textContent).toContain("Always on");
    expect(html.querySelector("#services-marketing")!.parentElement!.textContent).not.toContain("Always on");
  });

  it("shows each service in a named table: what it does, its cookies, where it loads from", () => {
    const tables = [...render().querySelectorAll("table")];
    expect(tables.map((t) => t.caption?.textContent)).toEqual(["Marketing services"]);
    expect([...tables[0]!.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual(["Service", "Purpose", "Cookies", "Loads from"]);
    expect(rows(tables[0]!)).toEqual([
      ["YouTube", "Videos.", "VISITOR_INFO1_LIVE (6 months): Bandwidth", "www.youtube-nocookie.com"],
      ["Google Maps", "Not stated", "None", "www.google.com"],
    ]);
    expect([...tables[0]!.querySelectorAll("tbody td")].map((td) => td.getAttribute("data-label"))).toEqual(["Purpose", "Cookies", "Loads from", "Purpose", "Cookies", "Loads from"]);
  });

  it("says where the site's own row loads from, and does not guess for a service that names no host", () => {
    const html = render(policyServices(layer2, { layer1: false, siteName: "Hollow Oak Studio" }));
    const [essential] = [...html.querySelectorAll("table")];
    expect(rows(essential!)[0]!.slice(0, 1).concat(rows(essential!)[0]!.slice(3))).toEqual(["Hollow Oak Studio", "This site only"]);
    const unnamed = policyServices({ ...layer2, categories: [{ ...layer2.categories[2]!, services: [{ ...layer2.categories[2]!.services[0]!, hosts: [] }] }] });
    expect(rows(render(unnamed).querySelector("table")!)[0]!.at(-1)).toBe("Not stated");
  });

  it("names a cookie the cookie list above gives rather than saying none, and lists where a running tag reaches", () => {
    const clarity = { slug: "clarity", name: "Microsoft Clarity", reaches: ["www.clarity.ms"], cookies: [{ name: "_clck" }, { name: "_clsk" }, { name: "CLID", duration: "1 year" }] };
    const feed = { slug: "flickr", name: "Flickr", hosts: ["www.flickr.com"], reaches: ["*.flickr.com", "api.flickr.com", "live.staticflickr.com"], cookies: [{ name: "_clck" }] };
    const withClarity = layer2ConfigSchema.parse({ ...layer2, categories: [{ slug: "essential", name: "Essential", locked: true }, { slug: "statistics", name: "Statistics", services: [clarity, feed] }] });
    const table = render(policyServices(withClarity, { listedElsewhere: new Set(["_clck", "_clsk"]) })).querySelector("table")!;
    expect(rows(table).map((row) => row.slice(2))).toEqual([
      ["CLID (1 year)_clck, _clsk: in the cookie list above", "www.clarity.ms"],
      ["_clck: in the cookie list above", "*.flickr.com, live.staticflickr.com"],
    ]);
  });

  it("says so for a category without services, and renders nothing without layer 2", () => {
    const statistics = render().querySelector("#services-statistics")!.parentElement!;
    expect(statistics.querySelector("table")).toBeNull();
    expect(statistics.textContent).toContain("None in use.");
    expect(renderToStaticMarkup(<ServiceList categories={[]} level={3} emptyText="x" words={consentWordDefaults.policy} />)).toBe("");
  });
});

describe("one vocabulary on the privacy page", () => {
  const layer1 = consentConfigSchema.parse({
    enabled: true,
    categories: [
      { slug: "necessary", name: "Necessary", description: "Needed.", locked: true },
      { slug: "advertisement", name: "Advertisement", description: "Campaigns and content from other sites." },
    ],
  });

  it("lists layer 2's categories by the names and descriptions of the layer-1 categories linked to them, when layer 1 is the one visitors see", () => {
    const both = { ...layer2, primary: "layer1" as const, categoryMap: { necessary: "essential", advertisement: "marketing" } };
    const listed = policyServices(both, { shownAs: shownAs({ consent: layer1, layer2: both }) });
    expect(listed.map((c) => [c.slug, c.name, c.description])).toEqual([
      ["essential", "Necessary", "Needed."],
      ["statistics", "Statistics", ""],
      ["marketing", "Advertisement", "Campaigns and content from other sites."],
    ]);
    expect(render(listed).querySelector("#services-marketing")!.textContent).toBe("Advertisement");
  });

  it("keeps layer 2's own words when layer 2 is the one visitors see, or layer 1 is off", () => {
    const second = { ...layer2, primary: "layer2" as const };
    expect(policyServices(second, { shownAs: shownAs({ consent: layer1, layer2: second }) }).map((c) => c.name)).toEqual(["Essential", "Statistics", "Marketing"]);
    expect(policyServices(layer2, { shownAs: shownAs({ consent: { ...layer1, enabled: false }, layer2 }) }).map((c) => c.name)).toEqual(["Essential", "Statistics", "Marketing"]);
  });
});

describe("where a service loads from", () => {
  it("lets a host name break after its dots, never inside a label or after a wildcard's dot, and reads unchanged", () => {
    const tag = layer2ConfigSchema.parse({
      ...layer2,
      categories: [{ slug: "essential", name: "Essential", locked: true }, { slug: "statistics", name: "Statistics", services: [{ slug: "google-tag", name: "Google tag", hosts: ["www.googletagmanager.com"], reaches: ["*.google-analytics.com"] }] }],
    });
    const cell = render(policyServices(tag)).querySelector('td[data-label="Loads from"]')!;
    expect(cell.textContent).toBe("www.googletagmanager.com, *.google-analytics.com");
    expect([...cell.querySelectorAll(".service-table__host")].map((host) => host.innerHTML)).toEqual(["www.<wbr>googletagmanager.<wbr>com", "*.google-analytics.<wbr>com"]);
  });

  it("says how long a cookie lasts and what it is for in the site's words", () => {
    const words = { ...consentWordDefaults.policy, cookieDetails: " ({lasts})\u00a0: {purpose}" };
    const host = document.createElement("div");
    host.innerHTML = renderToString(<ServiceList categories={policyServices(layer2)} level={3} emptyText="" words={words} />);
    expect(host.querySelector(".service-table__cookies li")!.textContent).toBe("VISITOR_INFO1_LIVE (6 months)\u00a0: Bandwidth");
  });
});
